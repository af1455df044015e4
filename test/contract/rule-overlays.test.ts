/**
 * Issue #22: overlays patch rules, not only rows. A tactical factor changed or added, an
 * outcome cell changed, and d3h2's contested readings as options: each changes exactly what
 * it says, exactly and by Monte Carlo, on every command, and is recorded.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { resolveMatchup } from '../../src/core/matchup.js';
import { planSystems } from '../../src/core/plan.js';
import type { MatchupResult } from '../../src/core/result.js';
import type { RuleSystem } from '../../src/core/system.js';
import { runMatchups } from '../../src/engine/run-matchups.js';
import { d3h2 } from '../../src/rules/d3h2/index.js';
import { hott2 } from '../../src/rules/hott2/index.js';
import { loadOverlay } from '../../src/scenario/overlay-file.js';
import { cli } from '../cli/run-cli.js';
import { SHIPPED } from '../shipped-systems.js';
import { tempDir } from '../temp-dir.js';

const work = tempDir('rule-overlays');
const file = (name: string, text: string): string => {
  const path = join(work, name);
  writeFileSync(path, text);
  return path;
};

const GENERAL_2 = file('general2.yaml', 'base: hott2\nname: general-plus-two\nnotes: what if the general gave +2\nfactors:\n  general: { value: 2 }\n');
const KNIGHTS_BAD = file(
  'knights-bad.yaml',
  [
    'base: hott2',
    'name: knights-bad-going',
    'addFactors:',
    '  knights-bad-going:',
    '    label: Knights in bad going',
    '    value: 1',
    '    combat: [close]',
    '    self: [{ kinds: [knights] }]',
    '    ownGoing: [bad]',
    '    words: Knights get +1 when they fight in bad going.',
    '    source: "house rule: knights in bad going"',
    '',
  ].join('\n'),
);
const BLADES_RECOIL = file(
  'blades-recoil.yaml',
  'base: hott2\nname: doubled-blades-recoil\ntroops:\n  blades:\n    outcomes:\n      half:\n        - { outcome: recoil, text: "doubled: only recoil", cite: "house rule: doubled Blades recoil" }\n',
);

const GENERAL_OVERLAY = await loadOverlay(GENERAL_2);
const KNIGHTS_OVERLAY = await loadOverlay(KNIGHTS_BAD);
const BLADES_OVERLAY = await loadOverlay(BLADES_RECOIL);

const ids = hott2.rows.map((r) => r.id);
type Conds = Record<string, unknown>;

/** Exact results of every close combat of hott2 (attacker conditions `a`), on `system` (with `overlay`). */
async function everyPair(system: RuleSystem, overlay: Awaited<ReturnType<typeof loadOverlay>> | null, a: Conds, b: Conds = {}, method: 'exact' | 'mc' = 'exact'): Promise<MatchupResult[]> {
  const matchups = ids.flatMap((x) =>
    ids.map((y) => resolveMatchup(system, { system: 'hott2', overlay: overlay?.spec ?? null, attacker: { troop: x, conditions: a }, defender: { troop: y, conditions: b } })),
  );
  return runMatchups(matchups, { systems: planSystems([hott2], overlay ? [overlay] : []), method, target: { trials: 40_000 }, seed: 11, workers: 0 });
}

const totalOf = (r: MatchupResult | undefined, side: 'attacker' | 'defender'): number => {
  const totals = r?.explanation.sections.find((s) => s.kind === 'totals');
  if (totals?.kind !== 'totals') throw new Error('no totals');
  return totals[side].total;
};

describe('an overlay that sets the general to +2 (hott2, factor general)', () => {
  const overlay = GENERAL_OVERLAY;

  it('records the change by factor id', () => {
    expect(overlay.changes).toEqual(['factor general.value: 1 -> 2']);
  });

  it('changes exactly the matchups where a side is the general, by one more point for that side', async () => {
    for (const [a, b] of [[{}, {}], [{ general: true }, {}], [{}, { general: true }]] as [Conds, Conds][]) {
      const before = await everyPair(hott2, null, a, b);
      const after = await everyPair(overlay.system, overlay, a, b);
      before.forEach((r, i) => {
        const where = `${r.attacker.troop} v ${r.defender.troop} ${JSON.stringify([a, b])}`;
        const attackerStep = a['general'] === true ? 1 : 0;
        const defenderStep = b['general'] === true ? 1 : 0;
        expect(totalOf(after[i], 'attacker') - totalOf(r, 'attacker'), where).toBe(attackerStep);
        expect(totalOf(after[i], 'defender') - totalOf(r, 'defender'), where).toBe(defenderStep);
        if (attackerStep + defenderStep === 0) expect(JSON.stringify(after[i]?.joint), where).toBe(JSON.stringify(r.joint));
      });
    }
  });

  it('Blades (general) v Blades: +7 v +5 instead of +6 v +5, worked by hand', async () => {
    // +6 v +5: ties where d - a = 1 (5 pairs), Blades (defender) win where d - a >= 2 (4+3+2+1 = 10),
    // doubled never; the general's side doubles where 6 + a >= 2(5 + d): a = 6, d = 1 (1 pair).
    const base = JSON.parse((await cli('matchup', 'hott2', 'blades', 'blades', '--a', 'general', '--format', 'json')).stdout);
    expect([base.totals.attackerWins, base.totals.ties, base.totals.defenderWins, base.totals.attackerDoubles].map((p: number) => Math.round(p * 36))).toEqual([21, 5, 10, 1]);
    // +7 v +5: ties where d - a = 2 (4 pairs), defender wins where d - a >= 3 (3+2+1 = 6), the
    // general doubles where 7 + a >= 2(5 + d): d = 1, a = 5 or 6 (2 pairs).
    const json = JSON.parse((await cli('matchup', 'hott2', 'blades', 'blades', '--a', 'general', '--overlay', GENERAL_2, '--format', 'json')).stdout);
    expect([json.totals.attackerWins, json.totals.ties, json.totals.defenderWins, json.totals.attackerDoubles].map((p: number) => Math.round(p * 36))).toEqual([26, 4, 6, 2]);
    expect(json.overlay.name).toBe('general-plus-two');
    // Monte Carlo on the same overlay agrees within 4 standard errors of each exact figure.
    const mc = JSON.parse((await cli('matchup', 'hott2', 'blades', 'blades', '--a', 'general', '--overlay', GENERAL_2, '--method', 'mc', '--trials', '200000', '--seed', '5', '--workers', '1', '--format', 'json')).stdout);
    for (const key of ['attackerWins', 'ties', 'defenderWins', 'attackerDoubles']) {
      const p = json.totals[key] as number;
      expect(Math.abs(mc.totals[key] - p), key).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / 200_000));
    }
  });
});

describe('an overlay that adds +1 for Knights in bad going (hott2, addFactors)', () => {
  const overlay = KNIGHTS_OVERLAY;

  it('changes only Knights matchups where the Knights are in bad going, by +1 for the Knights', async () => {
    expect(overlay.changes).toHaveLength(1);
    expect(overlay.changes[0]).toMatch(/^added factor knights-bad-going: /);
    for (const going of ['good', 'bad']) {
      const conds = { going };
      const before = await everyPair(hott2, null, conds, conds);
      const after = await everyPair(overlay.system, overlay, conds, conds);
      before.forEach((r, i) => {
        const where = `${r.attacker.troop} v ${r.defender.troop} in ${going} going`;
        const a = going === 'bad' && r.attacker.troop === 'knights' ? 1 : 0;
        const d = going === 'bad' && r.defender.troop === 'knights' ? 1 : 0;
        expect(totalOf(after[i], 'attacker') - totalOf(r, 'attacker'), where).toBe(a);
        expect(totalOf(after[i], 'defender') - totalOf(r, 'defender'), where).toBe(d);
        if (a + d === 0) expect(JSON.stringify(after[i]?.joint), where).toBe(JSON.stringify(r.joint));
      });
    }
  });

  it('cites the house rule in the explanation', async () => {
    const out = (await cli('matchup', 'hott2', 'knights', 'blades', '--a', 'going=bad', '--overlay', KNIGHTS_BAD)).stdout;
    expect(out).toMatch(/Knights in bad going \+1 \[house rule: knights in bad going\]/);
  });
});

describe('an overlay that changes one outcome cell (hott2, doubled Blades only recoil)', () => {
  const overlay = BLADES_OVERLAY;

  it('moves exactly the mass of that cell: doubled Blades recoil instead of being destroyed, nothing else', async () => {
    expect(overlay.changes).toEqual(['blades.outcomes.half: [{"outcome":"destroyed","text":"destroyed"}] -> [{"outcome":"recoil","text":"doubled: only recoil","cite":"house rule: doubled Blades recoil"}]']);
    for (const combat of ['close', 'shooting']) {
      const matchups = (system: RuleSystem, spec: typeof overlay.spec | null) =>
        ids.flatMap((x) =>
          combat === 'shooting' && !['shooters', 'artillery'].includes(x)
            ? []
            : ids.map((y) => resolveMatchup(system, { system: 'hott2', combat, overlay: spec, attacker: { troop: x, conditions: {} }, defender: { troop: y, conditions: {} } })),
        );
      const before = await runMatchups(matchups(hott2, null), { systems: SHIPPED, method: 'exact', target: { trials: 1 }, seed: 1, workers: 0 });
      const after = await runMatchups(matchups(overlay.system, overlay.spec), { systems: planSystems([hott2], [overlay]), method: 'exact', target: { trials: 1 }, seed: 1, workers: 0 });
      before.forEach((r, i) => {
        const a = after[i] as MatchupResult;
        const where = `${combat} ${r.attacker.troop} v ${r.defender.troop}`;
        expect(a.totals, where).toEqual(r.totals);
        for (const side of ['attacker', 'defender'] as const) {
          const blades = r[side].troop === 'blades';
          const bandDoubled = side === 'attacker' ? 'defenderDoubles' : 'attackerDoubles';
          // The doubled-Blades mass moves from destroyed to recoil; every other figure is the same.
          const moved = blades ? (r.totals[bandDoubled] ?? 0) : 0;
          expect(a.outcomes[side]['destroyed'] ?? 0, where).toBeCloseTo((r.outcomes[side]['destroyed'] ?? 0) - moved, 12);
          expect(a.outcomes[side]['recoil'] ?? 0, where).toBeCloseTo((r.outcomes[side]['recoil'] ?? 0) + moved, 12);
        }
      });
    }
  });
});

describe('an overlay that changes one d3h2 outcome row (doubled Cavalry only flee)', () => {
  it('moves only the mass of the types that read that row, from destroyed to flee', async () => {
    const path = file('d3-cavalry.yaml', 'base: d3h2\nname: doubled-cavalry-flee\noutcomes:\n  half.cavalry:\n    clauses:\n      - { outcome: flee, words: "Doubled Cavalry flee (house rule).", line: 649 }\n');
    const overlay = await loadOverlay(path);
    expect(overlay.changes).toHaveLength(1);
    expect(overlay.changes[0]).toMatch(/^outcome row half\.cavalry\.clauses: /);
    const d3ids = d3h2.rows.map((r) => r.id);
    const readers = new Set(d3h2.rows.filter((r) => (r as unknown as { outcomeRows: { half: string[] } }).outcomeRows.half.includes('cavalry')).map((r) => r.id));
    expect([...readers].sort()).toEqual(['cavalry', 'double-cavalry', 'fast-cavalry']);
    const matchups = (system: RuleSystem, spec: typeof overlay.spec | null) =>
      d3ids.flatMap((x) => d3ids.map((y) => resolveMatchup(system, { system: 'd3h2', overlay: spec, attacker: { troop: x, conditions: {} }, defender: { troop: y, conditions: {} } })));
    const before = await runMatchups(matchups(d3h2, null), { systems: SHIPPED, method: 'exact', target: { trials: 1 }, seed: 1, workers: 0 });
    const after = await runMatchups(matchups(overlay.system, overlay.spec), { systems: planSystems([d3h2], [overlay]), method: 'exact', target: { trials: 1 }, seed: 1, workers: 0 });
    let moved = 0;
    before.forEach((r, i) => {
      const a = after[i] as MatchupResult;
      const where = `${r.attacker.troop} v ${r.defender.troop}`;
      expect(a.totals, where).toEqual(r.totals);
      for (const side of ['attacker', 'defender'] as const) {
        const gone = (r.outcomes[side]['destroyed'] ?? 0) - (a.outcomes[side]['destroyed'] ?? 0);
        expect((a.outcomes[side]['flee'] ?? 0) - (r.outcomes[side]['flee'] ?? 0), where).toBeCloseTo(gone, 12);
        if (!readers.has(r[side].troop)) expect(gone, where).toBe(0);
        moved += gone;
      }
    });
    expect(moved).toBeGreaterThan(0);
  });
});

describe('rule overlays on every command, recorded', () => {
  it('troops lists the factor table with the ids an overlay names, patched', async () => {
    const json = JSON.parse((await cli('troops', 'hott2', '--overlay', GENERAL_2, '--format', 'json')).stdout);
    expect(json.rules.factors.map((f: { id: string }) => f.id)).toContain('general');
    expect(json.rules.factors.find((f: { id: string }) => f.id === 'general')).toMatchObject({ value: 2, line: 48 });
    expect(json.overlay.changes).toEqual(['factor general.value: 1 -> 2']);
    expect((await cli('troops', 'd3h2', '--format', 'json')).stdout).toMatch(/"cc-bad-going"/);
    expect((await cli('troops', 'hott2')).stdout).toMatch(/general\s+\+1\s+close,shooting,bespell\s+general\s+000:48/);
  });

  it('run and balance apply them and record what changed in the manifest, the page and the summary', async () => {
    writeFileSync(join(work, 'gen.yaml'), 'name: gen\ntitle: General what-if\nsystem: hott2\nattackers: [blades]\ndefenders: [blades, spears]\nmethod: exact\nconditions:\n  - name: general\n    a: { general: true }\n');
    expect((await cli('run', join(work, 'gen.yaml'), '--overlay', GENERAL_2, '--out', join(work, 'out'))).code).toBe(0);
    const rows = parse(readFileSync(join(work, 'out', 'gen', 'summary.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
    // Blades +7 v Blades +5: 26 wins (worked above); v Spears (+4 vs mounted? no: Blades are foot, Spears +4): +7 v +4, ties where d - a = 3 (3), losses d - a >= 4 (3): 30 wins.
    expect(rows.map((r) => Math.round(Number(r['attacker_wins']) * 36))).toEqual([26, 30]);
    const manifest = JSON.parse(readFileSync(join(work, 'out', 'gen', 'manifest.json'), 'utf8'));
    expect(manifest.overlay.changes).toEqual(['factor general.value: 1 -> 2']);
    expect(readFileSync(join(work, 'out', 'gen', 'index.html'), 'utf8')).toContain('factor general.value: 1 -&gt; 2');
    const balance = await cli('balance', 'hott2', '--overlay', KNIGHTS_BAD, '--out', join(work, 'bal'));
    expect(balance.code).toBe(0);
    const summary = readFileSync(join(work, 'bal', 'balance-hott2-knights-bad-going', 'summary.md'), 'utf8');
    expect(summary).toContain('knights-bad-going');
    expect(summary).toMatch(/added factor knights-bad-going/);
  });
});

describe('bad rule overlays: one line with the field path and line, exit 2', () => {
  const cases: [string, string, RegExp][] = [
    ['an unknown factor', 'base: hott2\nname: x\nfactors:\n  generals: { value: 2 }\n', /factors\.generals \(line 4\): unknown factor 'generals' in hott2; did you mean general\?/],
    ['an unknown factor field', 'base: hott2\nname: x\nfactors:\n  general: { valu: 2 }\n', /factors\.general\.valu \(line 4\): unknown field of a hott2 factor; did you mean value\?/],
    ['a factor value out of range', 'base: hott2\nname: x\nfactors:\n  general:\n    value: 99\n', /factors\.general\.value \(line 5\): at most 20/],
    ['an added factor with no seed line or source', 'base: hott2\nname: x\naddFactors:\n  extra: { label: x, value: 1, combat: [close], words: x }\n', /addFactors\.extra\.line \(line 4\): give line: \(the seed line it comes from\) or source:/],
    ['an added factor for an unknown combat', 'base: hott2\nname: x\naddFactors:\n  extra: { label: x, value: 1, combat: [melee], words: x, source: house }\n', /addFactors\.extra\.combat\[0\] \(line 4\)/],
    ['rows added to a table of readings', 'base: hott2\nname: x\naddReadings:\n  r: { value: loser }\n', /addReadings \(line 3\): unknown field; fields are .*factors, addFactors, readings/],
    ['a rule table of another system', 'base: hott2\nname: x\nadjustments:\n  sneakers: { to: none }\n', /adjustments \(line 3\): unknown field; fields are .*factors, addFactors, readings/],
    ['a rule table on a system with none', 'base: low\nname: x\nfactors:\n  general: { value: 2 }\n', /factors \(line 3\): unknown field; .*\(low has no rule tables: its rules are in its troop rows\)/],
  ];
  it.each(cases)('%s', async (_what, text, message) => {
    const path = file('bad.yaml', text);
    const system = text.includes('base: low') ? 'low' : 'hott2';
    const r = await cli('matchup', system, system === 'low' ? 'infantry' : 'knights', system === 'low' ? 'infantry' : 'spears', '--overlay', path);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });
});

describe('d3h2 options: each contested reading switches exactly what its ruling says', () => {
  const d3ids = d3h2.rows.map((r) => r.id);
  const aerials = new Set(d3h2.rows.filter((r) => r.category === 'aerial').map((r) => r.id));

  async function changed(option: Record<string, string>, a: Conds, b: Conds, combat = 'close', attackers = d3ids): Promise<string[]> {
    const matchups = (options: Record<string, string>) =>
      attackers.flatMap((x) => d3ids.map((y) => resolveMatchup(d3h2, { system: 'd3h2', combat, options, attacker: { troop: x, conditions: a }, defender: { troop: y, conditions: b } })));
    const before = await runMatchups(matchups({}), { systems: SHIPPED, method: 'exact', target: { trials: 1 }, seed: 1, workers: 0 });
    const after = await runMatchups(matchups(option), { systems: SHIPPED, method: 'exact', target: { trials: 1 }, seed: 1, workers: 0 });
    return before.flatMap((r, i) => (JSON.stringify(r.joint) === JSON.stringify(after[i]?.joint) ? [] : [`${r.attacker.troop} v ${r.defender.troop}`]));
  }

  it('aerial-bad-going=penalised: an aerial in bad going takes -2 in close combat (002:595), nothing else changes', async () => {
    const penalised = { 'aerial-bad-going': 'penalised' };
    // Both sides in bad going: exactly the matchups with an aerial on either side change...
    const both = await changed(penalised, { going: 'bad' }, { going: 'bad' });
    const withAerial = d3ids.flatMap((x) => d3ids.filter((y) => aerials.has(x) || aerials.has(y)).map((y) => `${x} v ${y}`));
    expect(both.length).toBeGreaterThan(100);
    expect(both.filter((m) => !withAerial.includes(m))).toEqual([]);
    // ...in good or rough going, or when shooting, none does.
    expect(await changed(penalised, { going: 'rough' }, { going: 'rough' })).toEqual([]);
    expect(await changed(penalised, {}, {})).toEqual([]);
    expect(await changed(penalised, { going: 'bad' }, { going: 'bad' }, 'shooting', ['bows', 'shooters', 'artillery'])).toEqual([]);
    // The total moves by -2 for the aerial, cited to 002:595.
    const json = JSON.parse((await cli('matchup', 'd3h2', 'flyers', 'spears', '--a', 'going=bad', '--option', 'aerial-bad-going=penalised', '--format', 'json')).stdout);
    const totals = json.explanation.sections.find((s: { kind: string }) => s.kind === 'totals');
    expect(totals.attacker.parts).toContainEqual({ label: 'in bad going', value: -2, cite: '002:595' });
    expect(json.options).toEqual({ 'aerial-bad-going': 'penalised', 'camp-v-sneakers': 'can-lose', 'sneaker-overlaps': 'ignored' });
  });

  it('camp-v-sneakers=shielded: a Camp or its occupant beaten by Sneakers in close combat disregards it (002:606), nothing else changes', async () => {
    const shielded = { 'camp-v-sneakers': 'shielded' };
    // Exactly the close combats of Sneakers (or Fast Sneakers) and a Camp, either way round.
    const sneakers = ['sneakers', 'fast-sneakers'];
    expect((await changed(shielded, {}, {})).sort()).toEqual(sneakers.flatMap((x) => [`${x} v camp`, `camp v ${x}`]).sort());
    // An element occupying a Camp counts as it: Blades in a Camp now disregard their defeat too.
    const inCamp = (option: Record<string, string>) => cli('matchup', 'd3h2', 'sneakers', 'blades', '--b', 'in-camp', ...(option['camp-v-sneakers'] ? ['--option', `camp-v-sneakers=${option['camp-v-sneakers']}`] : []), '--format', 'json');
    expect(JSON.parse((await inCamp({})).stdout).outcomes.defender.none).toBeLessThan(1);
    expect(JSON.parse((await inCamp(shielded)).stdout).outcomes.defender.none).toBeCloseTo(1, 12);
    expect(await changed(shielded, {}, {}, 'shooting', ['bows', 'shooters', 'artillery'])).toEqual([]);
    // Sneakers +5 v Camp: beaten or doubled (30 of 36 pairs) the Camp is captured or destroyed by
    // default; shielded, it suffers nothing.
    const base = JSON.parse((await cli('matchup', 'd3h2', 'sneakers', 'camp', '--format', 'json')).stdout);
    const json = JSON.parse((await cli('matchup', 'd3h2', 'sneakers', 'camp', '--option', 'camp-v-sneakers=shielded', '--format', 'json')).stdout);
    expect(Math.round((1 - (base.outcomes.defender.none ?? 0)) * 36)).toBe(30);
    expect(json.outcomes.defender.none).toBeCloseTo(1, 12);
  });
});
