import { encode } from '../../core/outcome-code.js';
import type { OutcomeAxis } from '../../core/kernel.js';
import type { TotalBuild } from '../../core/system.js';
import { BAND, bandOf } from './bands.js';
import type { PairResult } from './citations.js';

/** One opposed roll worked out: both totals, each dice pair's joint code, and the distinct results behind them. */
export interface Worked<S> {
  readonly attacker: TotalBuild;
  readonly defender: TotalBuild;
  /** The joint code of each dice pair, at (a - 1) * 6 + (d - 1). */
  readonly codes: Int32Array;
  readonly results: readonly PairResult<S>[];
}

/**
 * The result of each of the 36 dice pairs of an opposed roll, resolved once per distinct
 * case: band, parity of equal totals (which only equal totals read) and, when `readsDice`
 * (an adjustment names a raw die), whether each die is a 1.
 *
 * @example
 * workPairs(axes, attacker, defender, false, resolve, outcomeIndex).codes.length; // => 36
 */
export function workPairs<S extends { readonly outcome: string }>(
  axes: readonly OutcomeAxis[],
  attacker: TotalBuild,
  defender: TotalBuild,
  readsDice: boolean,
  resolve: (attackerTotal: number, defenderTotal: number, attackerDie: number, defenderDie: number) => PairResult<S>,
  outcomeIndex: (outcome: string) => number,
): Worked<S> {
  const cases: (number | undefined)[] = [];
  const results: PairResult<S>[] = [];
  const codes = new Int32Array(36);
  for (let a = 1; a <= 6; a++) {
    for (let d = 1; d <= 6; d++) {
      const at = attacker.total + a;
      const dt = defender.total + d;
      const band = bandOf(at, dt);
      const key = band * 8 + (band === BAND.tie ? (Math.abs(at) % 2) * 4 : 0) + (readsDice ? (a === 1 ? 2 : 0) + (d === 1 ? 1 : 0) : 0);
      let code = cases[key];
      if (code === undefined) {
        const r = resolve(at, dt, a, d);
        results.push(r);
        code = encode(axes, [r.band, outcomeIndex(r.attacker.outcome), outcomeIndex(r.defender.outcome)]);
        cases[key] = code;
      }
      codes[(a - 1) * 6 + (d - 1)] = code;
    }
  }
  return { attacker, defender, codes, results };
}

/** Whether two workings give the same totals and the same outcome for every dice pair (what a "no effect" note asserts). */
export function sameWorking(x: Worked<unknown>, y: Worked<unknown>): boolean {
  if (x.attacker.total !== y.attacker.total || x.defender.total !== y.defender.total) return false;
  for (let i = 0; i < 36; i++) if (x.codes[i] !== y.codes[i]) return false;
  return true;
}
