import { destroyedCode, stalemated, surrenderCode, surrendering, UNDECIDED_CODE, type EngagementSpec } from './engagement.js';
import { roundLaw, type KillCache } from './round-exact.js';
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
 * exact one-round distributions (round-exact.ts, kill distributions shared through a cache),
 * probability mass carried round by round up to the cap.
 */
export function engagementChain(spec: EngagementSpec, start: readonly [number, number], units: readonly [number, number], six: DefenderSixRule, outcomeCount: number): ChainResult {
  const [A, D] = start;
  const stride = D + 1;
  const index = (a: number, d: number, role: number): number => (a * stride + d) * 2 + role;
  const weights = new Float64Array(outcomeCount);
  const rounds = new Float64Array(spec.cap + 2);
  const left = [new Float64Array(A + 2), new Float64Array(D + 2)] as const;
  const lost = [new Float64Array(A * units[0] + 2), new Float64Array(D * units[1] + 2)] as const;
  const laws = new Map<number, { readonly joint: Float64Array; readonly stride: number }>();
  const cache: KillCache = new Map();
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

  let mass = new Float64Array((A + 1) * stride * 2);
  mass[index(A, D, 0)] = 1;
  for (let t = 0; ; t++) {
    const next = new Float64Array(mass.length);
    let live = false;
    mass.forEach((m, s) => {
      if (m === 0) return;
      const role = (s % 2) as 0 | 1;
      const a = Math.floor(s / 2 / stride);
      const d = Math.floor(s / 2) % stride;
      alive[0][0] = a;
      alive[1][0] = d;
      const quits = surrendering(spec, alive);
      if (quits >= 0) return end(surrenderCode(quits), m, t, a, d, quits);
      if (t === spec.cap || stalemated(spec, alive, role)) return end(UNDECIDED_CODE, m, t, a, d, -1);
      const law = laws.get(s) ?? roundLaw(spec.round, alive, role, six, cache);
      laws.set(s, law);
      const nextRole = spec.fixedRoles ? role : 1 - role;
      law.joint.forEach((p, cell) => {
        if (p === 0) return;
        const a2 = a - Math.floor(cell / law.stride);
        const d2 = d - (cell % law.stride);
        if (a2 === 0 || d2 === 0) end(destroyedCode(a2, d2), m * p, t + 1, a2, d2, -1);
        else {
          const at = index(a2, d2, nextRole);
          next[at] = (next[at] as number) + m * p;
          live = true;
        }
      });
    });
    if (!live) break;
    mass = next;
  }
  return { weights, metrics: [rounds, left[0], left[1], lost[0], lost[1]], states: laws.size };
}
