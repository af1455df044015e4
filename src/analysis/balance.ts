import type { MatchupResult } from '../core/result.js';
import type { Kinship, OutcomeDef } from '../core/system.js';
import { bradleyTerry, type BradleyTerryFit } from './bradley-terry.js';
import type { JudgedBreakEven } from './break-even.js';
import { fairCosts, fitCost, fitTrust, predictionBand, suggestedCost, verdict, type CostFit, type FitTrust, type Verdict } from './cost-fit.js';
import type { Fielded } from './balance-matrix.js';
import { attackerShare } from './matchup-score.js';
import type { TrialsBasis } from './could-turn.js';

/** One played matchup of the matrix: attacker and defender troop ids under one condition set. */
export interface BalanceCell {
  readonly condition: string;
  readonly attacker: string;
  readonly defender: string;
  /** What each side fielded: figures and points (balance-matrix.ts). */
  readonly fielded: { readonly attacker: Fielded; readonly defender: Fielded };
  readonly result: MatchupResult;
  readonly outcomes: readonly OutcomeDef[];
}

export interface BalanceType {
  readonly id: string;
  readonly name: string;
  readonly cost: number | null;
  /** What the balance combat leaves out of this type (its row's `notModelled`). */
  readonly notModelled: readonly string[];
}

/** One opponent's part in a verdict's figure: the type's share against it, its weight (the weights sum to 1) and weight x (share - 1/2). */
export interface ReasonPart {
  readonly opponent: string;
  readonly share: number;
  readonly weight: number;
  readonly contribution: number;
}

/** A row the type fights as (core/system.ts `Kinship`), with the prices compared: its cost, and ours over `times` of it. */
export interface KinshipReason extends Kinship {
  readonly cost: number | null;
  /** Our cost / (times x its cost): 3/8 for Levies as Heavy Foot; null where either has no cost. */
  readonly ratio: number | null;
}

/**
 * What drives a type's verdict. `figure` is the share the verdict reads: with the cost line
 * (`mean share`), the type's mean share over the matchups it played, of which its
 * Bradley-Terry strength is a rising function when every pair plays equally often; at equal
 * points (`field share`), its share against the field weighted as the field says, above 50%
 * when it is worth more than its cost. `figure - 1/2` is exactly the sum of the parts' and
 * `others`' contributions.
 */
export interface VerdictReasons {
  readonly measure: 'mean share' | 'field share';
  readonly figure: number;
  /** Where the figure is the break-even search's share at the type's own cost: the points level it was read at; null where it is the matrix's. */
  readonly points: number | null;
  /** With `points`: the group size the share was read at, and the one its own cost buys there (they differ where the search did not reach it). */
  readonly figures: { readonly read: number; readonly own: number } | null;
  /** The largest contributions above an even fight, then the largest below, three each way at most (verdict-reasons.ts). */
  readonly parts: readonly ReasonPart[];
  /** The matchups not shown, summed. */
  readonly others: { readonly count: number; readonly contribution: number };
  readonly kinship: readonly KinshipReason[];
  /** Why there is no verdict (the type met no one), or null. */
  readonly why: string | null;
}

/** A matchup at its extreme for a type: the opponent and the type's share against it. */
export interface Extreme {
  readonly opponent: string;
  readonly share: number;
}

export interface BalanceRow {
  readonly id: string;
  readonly name: string;
  readonly cost: number | null;
  /** Share of favourable outcomes against the field (ties split), both directions, every condition set. */
  readonly favourable: number;
  /** Bradley-Terry log strength (mean 0). */
  readonly strength: number;
  /** exp(strength) per unit of cost; null without a cost. */
  readonly strengthPerPoint: number | null;
  readonly suggestedCost: number | null;
  /** From the cost line (single elements) or the break-even cost (groups); 'cannot tell' where neither can say. */
  readonly verdict: Verdict | 'cannot tell' | null;
  /** The costs its verdict would call fair (the cost line's band holds its strength, or its break-even interval widened by half a step); null where none can be said. */
  readonly fairCosts: readonly [number, number] | null;
  /** Whether a run at the default trials could turn the verdict (verdicts.ts `couldTurn`; false at the default). */
  readonly couldTurn: boolean;
  /** Systems of groups: what the type is worth at equal points against the field, at each points level searched, and its verdict at each (verdicts.ts). */
  readonly breakEven: JudgedBreakEven | null;
  /** What the verdict leaves out: abilities the balance combat does not exercise. */
  readonly notModelled: readonly string[];
  /** The fit's 80% prediction band at this cost. */
  readonly band: readonly [number, number] | null;
  readonly worst: Extreme | null;
  readonly best: Extreme | null;
  /** The figures and points the type fielded over its matchups, least and most (equal to its opponents' points in each). */
  readonly fielded: { readonly count: readonly [number, number]; readonly points: readonly [number, number] | null } | null;
  /** What drives the verdict: each opponent's part in the share it reads, and the rows it fights as (verdict-reasons.ts `withReasons`; null before). */
  readonly reasons: VerdictReasons | null;
}

export interface BalanceAnalysis {
  readonly rows: readonly BalanceRow[];
  readonly fit: CostFit | null;
  /** Whether the cost line can price types (verdicts.ts). */
  readonly trust: FitTrust;
  /** What the verdicts come from: the cost line, or each type's break-even cost. */
  readonly basis: 'fit' | 'break-even';
  readonly bradleyTerry: BradleyTerryFit;
  /** share[i][j]: type i's share against type j (mean over sets and both directions); NaN on the diagonal. */
  readonly share: readonly (readonly number[])[];
  /** games[i][j]: matchups played between types i and j (sets and both directions). */
  readonly games: readonly (readonly number[])[];
  /** The field's weight of each type, in row order. */
  readonly fieldWeights: readonly number[];
  /** The trials a matchup the break-even search's verdicts rest on, where not the command's default (verdicts.ts `withTrialsBasis`); null at the default. */
  readonly trials: TrialsBasis | null;
}

/** Each type's least and most figures and points over the matchups it played. */
function fieldedRanges(types: readonly BalanceType[], cells: readonly BalanceCell[]): Map<string, NonNullable<BalanceRow['fielded']>> {
  const seen = new Map<string, { counts: number[]; points: number[] }>();
  for (const t of types) seen.set(t.id, { counts: [], points: [] });
  for (const cell of cells) {
    for (const [id, f] of [[cell.attacker, cell.fielded.attacker], [cell.defender, cell.fielded.defender]] as const) {
      const s = seen.get(id);
      if (!s) continue;
      s.counts.push(f.count);
      if (f.points !== null) s.points.push(f.points);
    }
  }
  const range = (xs: number[]): [number, number] => [Math.min(...xs), Math.max(...xs)];
  return new Map(
    [...seen].filter(([, s]) => s.counts.length > 0).map(([id, s]) => [id, { count: range(s.counts), points: s.points.length > 0 ? range(s.points) : null }]),
  );
}

/**
 * Turn a matrix of matchups (every type against every type, both directions, each
 * condition set) into the designer's answer: each type's favourable share against a
 * weighted field, a Bradley-Terry strength fitted to the whole matrix, and, where types have
 * costs, a least-squares line of strength against cost (`fit`, over every costed type); each
 * type's suggested cost (rounded to `costStep`) and verdict come from the line through the
 * other types and its 80% prediction band at the type's cost.
 */
export function analyseBalance(types: readonly BalanceType[], cells: readonly BalanceCell[], field: ReadonlyMap<string, number>, costStep: number): BalanceAnalysis {
  const index = new Map(types.map((t, i) => [t.id, i]));
  const n = types.length;
  const sum = types.map(() => new Float64Array(n));
  const games = types.map(() => new Float64Array(n));
  for (const cell of cells) {
    const i = index.get(cell.attacker);
    const j = index.get(cell.defender);
    if (i === undefined || j === undefined || i === j) continue;
    const s = attackerShare(cell.result, cell.outcomes);
    sum[i]![j]! += s;
    games[i]![j]! += 1;
    sum[j]![i]! += 1 - s;
    games[j]![i]! += 1;
  }
  const fieldedOf = fieldedRanges(types, cells);
  const share = types.map((_, i) => types.map((__, j) => (i === j || games[i]![j]! === 0 ? NaN : sum[i]![j]! / games[i]![j]!)));
  const bt = bradleyTerry(types.map((_, i) => types.map((__, j) => (i === j ? 0 : sum[i]![j]!))));
  const costed = types.flatMap((t, i) => (t.cost === null ? [] : [{ id: t.id, point: [t.cost, bt.strengths[i] ?? 0] as const }]));
  const fit = costed.length >= 3 ? fitCost(costed.map((c) => c.point)) : null;
  // Each type is judged against the line through the others (leave one out): a type given an
  // absurd cost would otherwise pull the line, and its band, towards itself.
  const fitWithout = (id: string): CostFit | null => {
    const others = costed.filter((c) => c.id !== id).map((c) => c.point);
    return others.length >= 3 ? fitCost(others) : null;
  };
  const rows = types.map((t, i): BalanceRow => {
    const strength = bt.strengths[i] ?? 0;
    let weighted = 0;
    let weights = 0;
    let worst: Extreme | null = null;
    let best: Extreme | null = null;
    types.forEach((o, j) => {
      const s = share[i]?.[j];
      if (s === undefined || Number.isNaN(s)) return;
      const w = field.get(o.id) ?? 0;
      weighted += w * s;
      weights += w;
      if (!worst || s < worst.share) worst = { opponent: o.id, share: s };
      if (!best || s > best.share) best = { opponent: o.id, share: s };
    });
    const own = t.cost === null ? null : fitWithout(t.id);
    // The line through the other types prices this one only if it can (verdicts.ts): else 'cannot tell'.
    const priced = own !== null && fitTrust(own).trusted;
    return {
      id: t.id,
      name: t.name,
      cost: t.cost,
      favourable: weights > 0 ? weighted / weights : NaN,
      strength,
      strengthPerPoint: t.cost !== null && t.cost > 0 ? Math.exp(strength) / t.cost : null,
      suggestedCost: priced ? suggestedCost(own, strength, costStep) : null,
      verdict: priced ? verdict(own, t.cost ?? 0, strength) : t.cost === null ? null : 'cannot tell',
      band: priced ? predictionBand(own, t.cost ?? 0) : null,
      fairCosts: priced ? fairCosts(own, strength) : null,
      // The matrix carries no interval on a strength: nothing for a default run to turn.
      couldTurn: false,
      worst,
      best,
      fielded: fieldedOf.get(t.id) ?? null,
      breakEven: null,
      notModelled: t.notModelled,
      reasons: null,
    };
  });
  const trust = fitTrust(fit);
  const analysis: BalanceAnalysis = { rows, fit, trust, basis: 'fit', bradleyTerry: bt, share, games: games.map((g) => [...g]), fieldWeights: types.map((t) => field.get(t.id) ?? 0), trials: null };
  return analysis;
}
