import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { resolveMatchup } from '../../../src/core/matchup.js';
import type { MatchupResult } from '../../../src/core/result.js';
import { runMatchups } from '../../../src/engine/run-matchups.js';
import { d3h2 } from '../../../src/rules/d3h2/index.js';
import { loadOverlay } from '../../../src/scenario/overlay-file.js';
import { cli, ROOT } from '../../cli/run-cli.js';
import { tempDir } from '../../temp-dir.js';
import { planSystems } from '../../../src/core/plan.js';

const work = tempDir('d3h2-overlay');
const overlayFile = join(work, 'knights4.yaml');
writeFileSync(overlayFile, 'base: d3h2\nname: knights-4-vs-foot\nnotes: what if Knights were +4 against foot?\ntroops:\n  knights: { vsFoot: 4 }\n');

const ids = d3h2.rows.map((r) => r.id);
const everyPair = ids.flatMap((a) => ids.map((d) => [a, d] as const));

async function sweep(overlay: Awaited<ReturnType<typeof loadOverlay>> | null): Promise<MatchupResult[]> {
  const system = overlay?.system ?? d3h2;
  const matchups = everyPair.map(([a, d]) =>
    resolveMatchup(system, { system: 'd3h2', overlay: overlay?.spec ?? null, attacker: { troop: a, conditions: {} }, defender: { troop: d, conditions: {} } }),
  );
  return runMatchups(matchups, { systems: planSystems([d3h2], overlay ? [overlay] : []), method: 'exact', target: { trials: 1 }, seed: 3, workers: 0 });
}

describe('a d3h2 overlay changing the vsFoot of one type', () => {
  it('changes exactly the matchups of that type against an opponent hit in the Foot column, and nothing else', async () => {
    const overlay = await loadOverlay(overlayFile);
    expect(overlay.changes).toEqual(['knights.vsFoot: 3 -> 4']);
    const [before, after] = [await sweep(null), await sweep(overlay)];
    let changed = 0;
    everyPair.forEach(([a, d], i) => {
      const same = JSON.stringify(before[i]?.joint) === JSON.stringify(after[i]?.joint);
      // vsFoot is the CF against Foot, Camp or Stronghold (002:396-397); Fast and double Knights are rows of their own.
      const opponent = d3h2.rows.find((r) => r.id === (a === 'knights' ? d : a));
      const touched = (a === 'knights' || d === 'knights') && ['foot', 'stronghold', 'camp'].includes(opponent?.category ?? '');
      expect(same, `${a} v ${d}`).toBe(!touched);
      if (!same) changed++;
    });
    expect(changed).toBe(2 * 35); // 33 Foot rows, the Stronghold and the Camp, each way round
  });
});

describe('a d3h2 overlay on every command', () => {
  const costFile = join(work, 'knights-cost.yaml');
  writeFileSync(costFile, 'base: d3h2\nname: knights-4-2.5ap\ntroops:\n  knights: { vsFoot: 4, cost: 2.5 }\n');

  it('troops: the patched cost and factor, and what changed', async () => {
    const out = (await cli('troops', 'd3h2', '--overlay', costFile)).stdout;
    expect(out).toMatch(/^knights\s+Knights\s+mounted\s+2\.5\s+4\s+4/m);
    expect(out).toContain('overlay knights-4-2.5ap: knights.vsFoot: 3 -> 4; knights.cost: 2 -> 2.5');
    const json = JSON.parse((await cli('troops', 'd3h2', '--overlay', costFile, '--format', 'json')).stdout);
    expect(json.troops.find((t: { id: string }) => t.id === 'knights')).toMatchObject({ vsFoot: 4, cost: 2.5 });
  });

  it('matchup: Knights +4 v Spears +4 is even (15 wins, 6 ties of 36)', async () => {
    const json = JSON.parse((await cli('matchup', 'd3h2', 'knights', 'spears', '--overlay', costFile, '--format', 'json')).stdout);
    expect(Math.round(json.totals.attackerWins * 36)).toBe(15);
    expect(Math.round(json.totals.ties * 36)).toBe(6);
    expect(json.overlay.name).toBe('knights-4-2.5ap');
  });

  it('run and a scenario naming the overlay give the patched numbers', async () => {
    writeFileSync(join(work, 'what-if.yaml'), 'name: what-if\ntitle: t\nsystem: d3h2\nattackers: [knights]\ndefenders: [spears, blades]\nmethod: exact\noverlay: knights-cost.yaml\n');
    expect((await cli('run', join(work, 'what-if.yaml'), '--out', join(work, 'out'))).code).toBe(0);
    const rows = parse(readFileSync(join(work, 'out', 'what-if', 'summary.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
    // +4 v Spears +4: 15 wins; +4 v Blades +3 (Blades hit Knights in the mounted column): 21 wins.
    expect(rows.map((r) => Math.round(Number(r['attacker_wins']) * 36))).toEqual([15, 21]);
  });

  it('refuses a patch the row schema or the outcome table does not allow, with the field path', async () => {
    const bad = join(work, 'bad.yaml');
    writeFileSync(bad, 'base: d3h2\nname: bad\ntroops:\n  knights:\n    outcomeRows: { equal: [other-knights-camelry], less: [nights], half: [all-others] }\n');
    const r = await cli('matchup', 'd3h2', 'knights', 'spears', '--overlay', bad);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/troops\.knights\.outcomeRows\.less\[0\] \(line 5\): no less row 'nights'/);
    writeFileSync(bad, 'base: d3h2\nname: bad\ntroops:\n  knights: { cost: 2.25 }\n');
    expect((await cli('troops', 'd3h2', '--overlay', bad)).stderr).toMatch(/troops\.knights\.cost \(line 4\)/);
  });

  it('the shipped what-if shows base and patched side by side: only the overlaid sets change, only where Knights meet foot', async () => {
    const out = join(work, 'side-by-side');
    expect((await cli('run', join(ROOT, 'scenarios', 'd3h2-knights-what-if.yaml'), '--out', out)).code).toBe(0);
    const rows = parse(readFileSync(join(out, 'd3h2-knights-what-if', 'summary.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
    const of = (set: string): Map<string, string> => new Map(rows.filter((r) => r['condition'] === set).map((r) => [r['defender'] ?? '', r['attacker_wins'] ?? '']));
    for (const going of ['good going', 'Knights in bad going']) {
      const base = of(`as written, ${going}`);
      const patched = of(`what-if, ${going}`);
      expect([...patched.keys()]).toEqual([...base.keys()]);
      const changed = [...base.keys()].filter((d) => base.get(d) !== patched.get(d));
      expect(changed.length).toBeGreaterThan(0);
      expect(changed.every((d) => ['foot', 'camp', 'stronghold'].includes(d3h2.rows.find((r) => r.id === d)?.category ?? ''))).toBe(true);
    }
    expect(rows.filter((r) => r['condition']?.startsWith('what-if')).every((r) => r['overlay']?.startsWith('d3h2-knights-4-2.5ap@'))).toBe(true);
    expect(readFileSync(join(out, 'd3h2-knights-what-if', 'index.html'), 'utf8')).toMatch(/what-if overlay<\/strong> <code>d3h2-knights-4-2\.5ap<\/code>: <code>knights\.vsFoot: 3 -&gt; 4<\/code>/);
  });
});
