import { NEGLIGIBLE } from '../common/negligible.js';
import { destroyedCode, stalemated, surrenderCode, surrendering, UNDECIDED_CODE, type EngagementSpec } from './engagement.js';
import { ChainLaws, type ChainLaw } from './chain-laws.js';
import { SHARED_KILLS } from './round-exact.js';
import type { DefenderSixRule } from './sorted-melee.js';


/** What the chain produces: weights per joint code and the engagement's metric histograms. */
export interface ChainResult {
  readonly weights: Float64Array;
  /** rounds, survivors 0, survivors 1, units lost 0, units lost 1 (each max + 2 bins). */
  readonly metrics: readonly Float64Array[];
  /** States (a, d, role) whose round law was computed. */
  readonly states: number;
}

/**
 * The exact engagement of two sides of one troop type each (R25, R30): a Markov chain over
 * (figures left on each side, who attacks), each state's round law computed once from the
 * exact one-round distributions (chain-laws.ts, kill distributions shared through a cache),
 * probability mass carried round by round up to the cap; a state with less than NEGLIGIBLE
 * of it ends there, undecided (R30), so the chain stops when nothing worth carrying is left.
 */
export function engagementChain(spec: EngagementSpec, start: readonly [number, number], units: readonly [number, number], six: DefenderSixRule, outcomeCount: number): ChainResult {
  const [A, D] = start;
  const stride = D + 1;
  const index = (a: number, d: number, role: number): number => (a * stride + d) * 2 + role;
  const weights = new Float64Array(outcomeCount);
  const rounds = new Float64Array(spec.cap + 2);
  const left = [new Float64Array(A + 2), new Float64Array(D + 2)] as const;
  const lost = [new Float64Array(A * units[0] + 2), new Float64Array(D * units[1] + 2)] as const;
  const laws = new Map<number, ChainLaw>();
  const lawsBySubMelees = new ChainLaws(spec.round, six, SHARED_KILLS, start);
  const alive = [new Int32Array(1), new Int32Array(1)] as const;

  const end = (code: number, p: number, t: number, a: number, d: number, captured: number): void => {
    weights[code] = (weights[code] as number) + p;
    rounds[t] = (rounds[t] as number) + p;
    const l0 = captured === 0 ? 0 : a;
    const l1 = captured === 1 ? 0 : d;
    left[0][l0] = (left[0][l0] as number) + p;
    left[1][l1] = (left[1][l1] as number) + p;
    lost[0][(A - l0) * units[0]] = (lost[0][(A - l0) * units[0]] as number) + p;
    lost[1][(D - l1) * units[1]] = (lost[1][(D - l1) * units[1]] as number) + p;
  };

  // Two buffers swapped round by round, and flat loops: the inner loop runs for every joint
  // cell of every live state, so it allocates nothing and calls nothing per cell.
  let mass = new Float64Array((A + 1) * stride * 2);
  let next = new Float64Array(mass.length);
  mass[index(A, D, 0)] = 1;
  for (let t = 0; ; t++) {
    next.fill(0);
    let live = false;
    for (let s = 0; s < mass.length; s++) {
      const m = mass[s] as number;
      if (m === 0) continue;
      const role = (s % 2) as 0 | 1;
      const a = Math.floor(s / 2 / stride);
      const d = Math.floor(s / 2) % stride;
      alive[0][0] = a;
      alive[1][0] = d;
      const quits = surrendering(spec, alive);
      if (quits >= 0) {
        end(surrenderCode(quits), m, t, a, d, quits);
        continue;
      }
      if (t === spec.cap || m < NEGLIGIBLE || stalemated(spec, alive, role)) {
        end(UNDECIDED_CODE, m, t, a, d, -1);
        continue;
      }
      let law = laws.get(s);
      if (!law) laws.set(s, (law = lawsBySubMelees.law(a, d, role)));
      const nextRole = spec.fixedRoles ? role : 1 - role;
      const joint = law.law;
      const cols = law.cols;
      // Cells in order (side 0's losses, then side 1's), as the sums have always been done.
      for (let l0 = 0; l0 < law.rows; l0++) {
        const a2 = a - l0;
        const row = l0 * cols;
        for (let l1 = 0; l1 < cols; l1++) {
          const p = joint[row + l1] as number;
          if (p === 0) continue;
          const d2 = d - l1;
          if (a2 === 0 || d2 === 0) end(destroyedCode(a2, d2), m * p, t + 1, a2, d2, -1);
          else {
            const at = index(a2, d2, nextRole);
            next[at] = (next[at] as number) + m * p;
            live = true;
          }
        }
      }
    }
    if (!live) break;
    [mass, next] = [next, mass];
  }
  return { weights, metrics: [rounds, left[0], left[1], lost[0], lost[1]], states: laws.size };
}
