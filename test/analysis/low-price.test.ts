/**
 * Issue #36: the Little Orc Wars search narrows the giants' intervals to one pricing step or
 * gives its reason. At 12 points a side a giant fields one or two figures (6-12); the search
 * climbs until its whole group sizes are close enough. A small field keeps the test short:
 * infantry and cavalry (1 and 2 points) cannot be fielded above 100 and 200 points, the
 * rest can.
 */
import { describe, expect, it } from 'vitest';
import { solveBreakEvens } from '../../src/app/solve.js';
import { low } from '../../src/rules/low/index.js';
import { SHIPPED } from '../shipped-systems.js';

const hooks = { note: () => {}, progress: () => ({ update: () => {}, finish: () => {} }) };
const field = new Map([['infantry', 1], ['cavalry', 1], ['champion', 1], ['war-beast-3x-2-leg', 1], ['giant-2-3in', 1]]);
const giants = ['giant-3-4in', 'giant-4-5in', 'giant-5-6in'];

describe('Little Orc Wars: the giants priced to one step', () => {
  it('each giant climbs from 12 points until its interval is at most 0.5 wide', { timeout: 600_000 }, async () => {
    const run = { systems: SHIPPED, method: 'mc' as const, target: { trials: 500 }, seed: 1, workers: 0 };
    const rows = (await Promise.all(giants.map((id) => solveBreakEvens(hooks, low, null, {}, [{ name: 'open' }], field, run, 12, id)))).flat();
    expect(rows.map((r) => r.id)).toEqual(giants);
    for (const { id, breakEven: b } of rows) {
      // At 12 points: 1 or 2 figures (6-12), or one figure already wins half.
      expect(b.levels[0]?.points, id).toBe(12);
      expect(b.levels[0]?.bound === 'one-figure-wins' || b.levels[0]?.interval?.[1] === 12, id).toBe(true);
      expect(b.points, id).toBeGreaterThan(12);
      const width = b.interval ? b.interval[1] - b.interval[0] : Infinity;
      // Against this field every giant can be told to one step (giant-4-5in at 192 points, giant-5-6in at 360): no reason needed.
      expect(b.reason, id).toBeNull();
      expect(width, id).toBeLessThanOrEqual(0.5);
      expect(b.cost ?? NaN, id).toBeGreaterThanOrEqual(b.interval?.[0] ?? NaN);
      expect(b.cost ?? NaN, id).toBeLessThanOrEqual(b.interval?.[1] ?? NaN);
      // Whoever was left out at the level judged is named: those that need more than 100 figures there.
      for (const out of b.leftOut) expect(b.points / (low.rows.find((r) => r.id === out)?.cost ?? 0), `${id}: ${out}`).toBeGreaterThan(100);
    }
  });
});
