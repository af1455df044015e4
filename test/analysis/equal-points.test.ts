/**
 * Issue #23: a balance of groups is fought at equal points, every pair; a synthetic system
 * whose break-even costs are known is recovered within the intervals; what a verdict leaves
 * out is marked in every output.
 */
import { describe, expect, it } from 'vitest';
import { balanceMatrix } from '../../src/analysis/balance-matrix.js';
import { equalPoints } from '../../src/analysis/equal-points.js';
import { breakEvenVerdict } from '../../src/analysis/verdicts.js';
import { planSystems } from '../../src/core/plan.js';
import { PrepareCache } from '../../src/engine/prepare-cache.js';
import { low } from '../../src/rules/low/index.js';
import { solveBreakEvens } from '../../src/app/solve.js';
import { cli } from '../cli/run-cli.js';
import { SHIPPED } from '../shipped-systems.js';
import { powerSystem } from './power-system.js';

describe('equal points', () => {
  it('is the least budget at or above the default that both costs divide', () => {
    expect(equalPoints(7.5, 2, 12, 100)).toEqual({ points: 30, attackerCount: 4, defenderCount: 15 });
    expect(equalPoints(1, 2, 12, 100)).toEqual({ points: 12, attackerCount: 12, defenderCount: 6 });
    expect(equalPoints(5, 12, 12, 100)).toEqual({ points: 60, attackerCount: 12, defenderCount: 5 });
    expect(equalPoints(0.5, 14, 12, 100)).toEqual({ points: 14, attackerCount: 28, defenderCount: 1 });
    // 0.25-point figures at 120 points would be 480 figures: no equal meeting within 100.
    expect(equalPoints(0.25, 7.5, 100, 100)).toBeNull();
  });

  it('balance low: every pair of types fields the same points on both sides, at least 12, with the groups it says', () => {
    const cache = new PrepareCache(SHIPPED);
    const { playable, skipped } = balanceMatrix({ system: low, overlay: null, options: {}, sets: [{ name: 'open', combat: 'engagement' }], budget: 12 }, (m) => cache.playability(m));
    const costed = low.rows.filter((r) => r.cost !== null);
    expect(skipped).toEqual([]);
    expect(playable).toHaveLength(costed.length * (costed.length - 1));
    const cost = new Map(costed.map((r) => [r.id, r.cost ?? NaN]));
    // Each pair's checks, the failures gathered and asserted at once (some 7,000 pairs: an
    // expect a check cost a second of CPU). `close` is toBeCloseTo's test at 9 digits.
    const close = (received: number, expected: number): boolean => received === expected || Math.abs(expected - received) < 10 ** -9 / 2;
    const wrong: string[] = [];
    for (const p of playable) {
      const where = `${p.attacker} v ${p.defender}`;
      const a = p.fielded.attacker;
      const d = p.fielded.defender;
      if (!close(a.count * (cost.get(p.attacker) ?? NaN), a.points ?? NaN)) wrong.push(`${where}: attacker ${a.count} figures are not ${a.points} points`);
      if (!close(d.count * (cost.get(p.defender) ?? NaN), d.points ?? NaN)) wrong.push(`${where}: defender ${d.count} figures are not ${d.points} points`);
      if (!Object.is(a.points, d.points)) wrong.push(`${where}: ${a.points} points against ${d.points}`);
      if (!((a.points ?? 0) >= 12)) wrong.push(`${where}: ${a.points} points, under 12`);
    }
    expect(wrong).toEqual([]);
    expect(playable.map((p) => [p.matchup.attacker.group, p.matchup.defender.group])).toEqual(
      playable.map((p) => [[{ troop: p.attacker, count: p.fielded.attacker.count }], [{ troop: p.defender, count: p.fielded.defender.count }]]),
    );
  });
});

describe('break-even costs of a synthetic system are recovered within their intervals', () => {
  it('types of power 2.5, 3, 5 and 0.8 priced wrongly are found worth their power', async () => {
    // The field: types priced right (one point a power unit), costs dividing 12.
    const powers = { a: 1, b: 2, c: 3, d: 4, x: 2.5, y: 3, z: 5, w: 0.8 };
    const costs = { a: 1, b: 2, c: 3, d: 4, x: 1, y: 6, z: 2, w: 2 };
    const system = powerSystem(powers, costs);
    const field = new Map(['a', 'b', 'c', 'd'].map((id) => [id, 1]));
    const hooks = { note: () => {}, progress: () => ({ update: () => {}, finish: () => {} }) };
    const rows = await solveBreakEvens(hooks, system, null, {}, [{ name: 'open' }], field, { systems: planSystems([system]), method: 'exact', target: { trials: 1 }, seed: 1, workers: 0 }, 12);
    for (const id of ['x', 'y', 'z', 'w', 'a', 'c']) {
      const b = rows.find((r) => r.id === id)?.breakEven;
      const worth = powers[id as keyof typeof powers];
      expect(b?.interval, id).not.toBeNull();
      expect(b?.interval?.[0] ?? NaN, id).toBeLessThanOrEqual(worth + 1e-9);
      expect(b?.interval?.[1] ?? NaN, id).toBeGreaterThanOrEqual(worth - 1e-9);
    }
    // Verdicts: x (power 2.5 at 1) undercosted, y (3 at 6) overcosted, c (3 at 3) fair.
    const verdict = (id: string): string | null => {
      const r = rows.find((x) => x.id === id);
      return r ? breakEvenVerdict(r.breakEven, r.cost ?? 0, 0.5) : null;
    };
    expect([verdict('x'), verdict('y'), verdict('c')]).toEqual(['undercosted', 'overcosted', 'fair']);
  });
});

describe('what a verdict leaves out is marked in every output', () => {
  it('d3h2 Gods (summoned) and Bows (shooting): JSON, CSV, table and summary', async () => {
    const goodGoing = '- name: good going\n';
    const { writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const sets = join(tmpdir(), `oddsmith-good-going-${process.pid}.yaml`);
    writeFileSync(sets, goodGoing);
    const json = JSON.parse((await cli('balance', 'd3h2', '--conditions', sets, '--format', 'json')).stdout);
    const gods = json.troops.find((t: { id: string }) => t.id === 'gods');
    expect(gods.notModelled).toEqual(['summoned for PIPs, not deployed (002:214-215)']);
    expect(json.troops.find((t: { id: string }) => t.id === 'bows').notModelled).toEqual(['shooting (002:343-350)']);
    expect(json.field).toBe('modelled');
    // The CSV on stdout and the report folder from one run (--out writes the folder beside
    // whatever --format prints).
    const out = join(tmpdir(), `oddsmith-left-out-${process.pid}`);
    const written = await cli('balance', 'd3h2', '--conditions', sets, '--format', 'csv', '--out', out);
    expect(written.code).toBe(0);
    const csv = written.stdout;
    expect(csv.split('\n')[0]).toMatch(/,not_modelled$/);
    expect(csv).toMatch(/\ngods,.*,summoned for PIPs, not deployed \(002:214-215\)\n|,"summoned for PIPs, not deployed \(002:214-215\)"\n/);
    const table = (await cli('balance', 'd3h2', '--conditions', sets, '--verbose')).stdout;
    expect(table).toMatch(/^\s+gods\s.*\*\s/m);
    // --verbose: what each verdict leaves out, whole (wrapped to a terminal's width).
    expect(table).toMatch(/\* the verdict leaves something out \(not modelled\): [\s\S]*gods \(summoned\s+for\s+PIPs/);
    const summary = (await import('node:fs')).readFileSync(join(out, 'balance-d3h2', 'summary.md'), 'utf8');
    expect(summary).toMatch(/## What the verdicts leave out/);
    expect(summary).toMatch(/- Gods: summoned for PIPs, not deployed \\\(002:214-215\\\)/);
    expect(summary).toMatch(/one element against one element/);
    (await import('node:fs')).rmSync(out, { recursive: true });
  });
});

describe('a pair that cannot meet at equal points', () => {
  it('is left out of the matrix with its reason, and the command says so', async () => {
    // test-pool takes at most 20 figures a side: at 30 points the 1-point militia cannot take the field.
    const r = await cli('balance', 'test-pool', '--points', '30', '--format', 'json');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/note: test-pool: \d+ matchups left out of the matrix, e\.g\. militia v .* cannot meet at equal points within 20 figures a side/);
    expect(r.stderr).toMatch(/note: 1 types of the field need more than 20 figures at 30 points and are left out of it \(e\.g\. militia\)/);
    // At 1,000 points no type fits: refused before anything is computed.
    const none = await cli('balance', 'test-pool', '--points', '1000');
    expect(none.code).toBe(2);
    expect(none.stderr).toBe('oddsmith: --points 1000: no test-pool type fits within 20 figures a side at 1000 points; give a smaller --points\n');
  });
});
