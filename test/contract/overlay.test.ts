/**
 * Issue #12, overlays: a YAML patch of a system's troop rows, re-validated, applied on
 * `matchup`, `troops`, `run` and in scenarios, recorded in every output, and changing exactly
 * the matchups it touches.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { resolveMatchup } from '../../src/core/matchup.js';
import type { MatchupResult } from '../../src/core/result.js';
import { runMatchups } from '../../src/engine/run-matchups.js';
import { hott2 } from '../../src/rules/hott2/index.js';
import { loadOverlay } from '../../src/scenario/overlay-file.js';
import { cli } from '../cli/run-cli.js';
import { tempDir } from '../temp-dir.js';
import { planSystems } from '../../src/core/plan.js';

const work = tempDir('overlay');
const overlayFile = join(work, 'knights5.yaml');
writeFileSync(overlayFile, 'base: hott2\nname: knights-5-vs-foot\nnotes: what if Knights were +5 against foot?\ntroops:\n  knights: { vsFoot: 5 }\n');

const ids = hott2.rows.map((r) => r.id);
const everyPair = ids.flatMap((a) => ids.map((d) => [a, d] as const));

async function sweep(method: 'exact' | 'mc', overlay: Awaited<ReturnType<typeof loadOverlay>> | null): Promise<MatchupResult[]> {
  const system = overlay?.system ?? hott2;
  const matchups = everyPair.map(([a, d]) =>
    resolveMatchup(system, { system: 'hott2', overlay: overlay?.spec ?? null, attacker: { troop: a, conditions: {} }, defender: { troop: d, conditions: {} } }),
  );
  return runMatchups(matchups, { systems: planSystems([hott2], overlay ? [overlay] : []), method, target: { trials: 65_536 }, seed: 3, workers: 0 });
}

describe('an overlay changing one type', () => {
  it('changes exactly the matchups involving that type, and nothing else, exactly and by Monte Carlo', async () => {
    const overlay = await loadOverlay(overlayFile);
    expect(overlay.changes).toEqual(['knights.vsFoot: 3 -> 5']);
    for (const method of ['exact', 'mc'] as const) {
      const [before, after] = [await sweep(method, null), await sweep(method, overlay)];
      everyPair.forEach(([a, d], i) => {
        const same = JSON.stringify(before[i]?.joint) === JSON.stringify(after[i]?.joint);
        // vsFoot counts when Knights meet foot or a Stronghold (line 64): those change, all else stays.
        const opponent = hott2.rows.find((r) => r.id === (a === 'knights' ? d : a));
        const involved = a === 'knights' || d === 'knights';
        const touched = involved && (opponent?.category === 'foot' || opponent?.category === 'stronghold');
        // Exact: only what the patched factor reaches. Monte Carlo: a matchup whose rows the overlay
        // changed gets a stream of its own (stream-key.ts); every other keeps its counts exactly.
        if (method === 'exact' || !involved) expect(same, `${method} ${a} v ${d}`).toBe(!touched);
        else expect(same, `${method} ${a} v ${d}`).toBe(false);
      });
      expect(after.every((r) => r.overlay?.name === 'knights-5-vs-foot')).toBe(true);
    }
  });
});

describe('overlays on every command, recorded', () => {
  it('matchup: the patched numbers, the overlay in the JSON and the headline', async () => {
    const json = JSON.parse((await cli('matchup', 'hott2', 'knights', 'spears', '--overlay', overlayFile, '--format', 'json')).stdout);
    // Knights +5 v Spears +4: difference +1, so 21 wins of 36 (was 10 at +3, difference -1).
    expect(json.totals.attackerWins).toBeCloseTo(21 / 36, 15);
    expect(json.overlay).toMatchObject({ name: 'knights-5-vs-foot' });
    expect(json.overlay.hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await cli('matchup', 'hott2', 'knights', 'spears', '--overlay', overlayFile)).stdout).toMatch(/overlay knights-5-vs-foot/);
  });

  it('troops: the patched rows and what changed', async () => {
    const json = JSON.parse((await cli('troops', 'hott2', '--overlay', overlayFile, '--format', 'json')).stdout);
    expect(json.troops.find((t: { id: string }) => t.id === 'knights')).toMatchObject({ vsFoot: 5, vsMounted: 4 });
    expect(json.overlay.changes).toEqual(['knights.vsFoot: 3 -> 5']);
    expect((await cli('troops', 'hott2', '--overlay', overlayFile)).stdout).toMatch(/knights\s+Knights\s+mounted\s+2\s+5\s+4/);
  });

  it('run --overlay and a scenario naming the overlay give the same report, recorded in CSV, manifest and page', async () => {
    const body = 'title: Knights what-if\nsystem: hott2\nattackers: [knights]\ndefenders: [spears, blades]\nmethod: exact\n';
    writeFileSync(join(work, 'flag.yaml'), `name: flag\n${body}`);
    writeFileSync(join(work, 'named.yaml'), `name: named\n${body}overlay: knights5.yaml\n`);
    expect((await cli('run', join(work, 'flag.yaml'), '--overlay', overlayFile, '--out', join(work, 'out'))).code).toBe(0);
    expect((await cli('run', join(work, 'named.yaml'), '--out', join(work, 'out'))).code).toBe(0);
    for (const name of ['flag', 'named']) {
      const rows = parse(readFileSync(join(work, 'out', name, 'summary.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
      // +5 v Spears +4 (difference +1): 21 wins; +5 v Blades +3 (vs mounted, +2): 26 wins.
      expect(rows.map((r) => Number(r['attacker_wins']) * 36).map(Math.round)).toEqual([21, 26]);
      expect(rows.every((r) => r['overlay']?.startsWith('knights-5-vs-foot@'))).toBe(true);
      const manifest = JSON.parse(readFileSync(join(work, 'out', name, 'manifest.json'), 'utf8'));
      expect(manifest.overlay).toMatchObject({ name: 'knights-5-vs-foot', changes: ['knights.vsFoot: 3 -> 5'] });
      expect(readFileSync(join(work, 'out', name, 'index.html'), 'utf8')).toContain('knights.vsFoot: 3 -&gt; 5');
    }
  });

  it('run --overlay refuses a scenario whose condition sets compare an overlay with the rules as written', async () => {
    const scenario = join(work, 'side-by-side.yaml');
    writeFileSync(scenario, 'name: side-by-side\ntitle: x\nsystem: hott2\nattackers: [knights]\ndefenders: [spears]\nconditions:\n  - name: as written\n  - name: what-if\n    overlay: knights5.yaml\n');
    const other = join(work, 'knights2.yaml');
    writeFileSync(other, 'base: hott2\nname: knights-2\ntroops:\n  knights: { vsFoot: 2 }\n');
    const r = await cli('run', scenario, '--overlay', other, '--out', join(work, 'refused'));
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`oddsmith: ${scenario}: conditions[1].overlay (line 9): condition set 'what-if' names its own overlay, so the sets without one are the rules as written; --overlay would silently change that baseline, so give one or the other\n`);
    expect(existsSync(join(work, 'refused'))).toBe(false);
  });

  it('adds a new type like an existing one', async () => {
    const file = join(work, 'add.yaml');
    writeFileSync(file, 'base: hott2\nname: heavy\nadd:\n  heavy-knights: { like: knights, name: Heavy Knights, vsFoot: 4, vsMounted: 5 }\n');
    const json = JSON.parse((await cli('matchup', 'hott2', 'heavy-knights', 'spears', '--overlay', file, '--format', 'json')).stdout);
    // +4 v +4: 15 wins, 6 ties, 15 losses; beaten Spears are destroyed by "Knights" (the kinds are copied).
    expect(Math.round(json.totals.attackerWins * 36)).toBe(15);
    expect(json.attacker.troop).toBe('heavy-knights');
  });
});

describe('bad overlays: one line with the field path and line, exit 2', () => {
  const cases: [string, string, RegExp][] = [
    ['an unknown troop', 'base: hott2\nname: x\ntroops:\n  knigths: { vsFoot: 4 }\n', /troops\.knigths \(line 4\): unknown troop 'knigths' in hott2; did you mean knights\?/],
    ['an unknown field', 'base: hott2\nname: x\ntroops:\n  knights: { vsFeet: 4 }\n', /troops\.knights\.vsFeet \(line 4\): unknown field of a hott2 troop row; did you mean vsFoot\?/],
    ['a wrong value type', 'base: hott2\nname: x\ntroops:\n  knights:\n    vsFoot: lots\n', /troops\.knights\.vsFoot \(line 5\): expected a number\n$/],
    ['a factor past its range', 'base: hott2\nname: x\ntroops:\n  knights:\n    vsFoot: 99\n', /troops\.knights\.vsFoot \(line 5\): at most 10\n$/],
    ['__proto__ as a troop id', 'base: hott2\nname: x\ntroops:\n  __proto__: { cost: 9 }\n', /troops\.__proto__ \(line 4\): unknown field; '__proto__' is never a field or a troop id\n$/],
    ['__proto__ as a row field', 'base: hott2\nname: x\ntroops:\n  knights:\n    __proto__: { cost: 9 }\n', /troops\.knights\.__proto__ \(line 5\): unknown field; '__proto__'/],
    ['__proto__ in an added row', 'base: hott2\nname: x\nadd:\n  - { id: lancers, __proto__: { cost: 9 } }\n', /add\[0\]\.__proto__ \(line 4\): unknown field/],
    ['an unknown base', 'base: hot2\nname: x\n', /base \(line 1\): unknown system 'hot2'; did you mean hott2, hott25\?/],
    ['an unknown option', 'base: hott2\nname: x\noptions:\n  heroes: apart\n', /options\.heroes \(line 4\): unknown option 'heroes'/],
    ['an id that cannot change', 'base: hott2\nname: x\ntroops:\n  knights: { id: lancers }\n', /troops\.knights\.id \(line 4\): a row id cannot be changed/],
  ];
  it.each(cases)('%s', async (_what, text, message) => {
    const file = join(work, 'bad.yaml');
    writeFileSync(file, text);
    const r = await cli('matchup', 'hott2', 'knights', 'spears', '--overlay', file);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });

  it('an overlay on another system than the command asks for', async () => {
    const file = join(work, 'other.yaml');
    writeFileSync(file, 'base: test-pool\nname: x\n');
    const r = await cli('matchup', 'hott2', 'knights', 'spears', '--overlay', file);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/the overlay is on test-pool, not hott2/);
  });
});
