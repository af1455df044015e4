import { PLAN_IDS, type PlanId } from '../core/battle-rules.js';
import type { Interval, MatchupResult } from '../core/result.js';
import type { Matchup } from '../core/system.js';
import { exploitability, solveMatrixGame } from '../core/matrix-game.js';

/**
 * The plan game of a battle (issue #49; src/battle/RULINGS.md P1-P5): both armies fought under
 * every plan against every plan, and the zero-sum game over their plans solved, army A choosing
 * a row to raise its edge (its win minus its loss), army B a column to lower it, as the joust is
 * solved (src/core/matrix-game.ts): each side's best mixture of plans and the chances
 * under it, beside the line advance's and the spread across pairs.
 */

/** One pair of plans and its battles' chances. */
export interface PlanCell {
  readonly a: PlanId;
  readonly b: PlanId;
  readonly attackerWins: number;
  readonly draws: number;
  readonly defenderWins: number;
  /** 95% intervals of A's and B's win chances; null where worked exactly. */
  readonly attackerInterval: Interval | null;
  readonly defenderInterval: Interval | null;
}

export interface PlanMix {
  readonly plan: PlanId;
  readonly p: number;
}

export interface PlanGame {
  /** Battles per pair (null where every pair was worked exactly). */
  readonly trials: number | null;
  /** Row-major: A's plan, then B's, in PLAN_IDS order. */
  readonly cells: readonly PlanCell[];
  /** A's edge (win minus loss) under both sides' best mixtures, and the range it lies in when every pair's chances lie in their 95% intervals (the value is monotone in every entry). */
  readonly value: number;
  readonly valueRange: Interval;
  /** The plans each side plays with a chance, and how often. */
  readonly a: readonly PlanMix[];
  readonly b: readonly PlanMix[];
  /** The chances under both best mixtures. */
  readonly best: { readonly attackerWins: number; readonly draws: number; readonly defenderWins: number };
  /** Both armies advancing in line (P1 v P1). */
  readonly line: PlanCell;
  /** The pairs at which A's win chance is lowest and highest. */
  readonly lowest: PlanCell;
  readonly highest: PlanCell;
  /** How far the mixtures are from optimal on this matrix, checked by every pure reply (0 when solved). */
  readonly exploitability: number;
}

/** The battle under each pair of plans, row-major (A's plan, then B's): its sides' `plan` conditions replaced. */
export function planPairs(matchup: Matchup): Matchup[] {
  return PLAN_IDS.flatMap((a) => PLAN_IDS.map((b) => ({
    ...matchup,
    attacker: { ...matchup.attacker, conditions: { ...matchup.attacker.conditions, plan: a } },
    defender: { ...matchup.defender, conditions: { ...matchup.defender.conditions, plan: b } },
  })));
}

const total = (r: MatchupResult, id: string): number => r.totals[id] ?? 0;

function cellOf(a: PlanId, b: PlanId, r: MatchupResult): PlanCell {
  return {
    a,
    b,
    attackerWins: total(r, 'attackerWins'),
    draws: total(r, 'draws'),
    defenderWins: total(r, 'defenderWins'),
    attackerInterval: r.totalsIntervals?.['attackerWins'] ?? null,
    defenderInterval: r.totalsIntervals?.['defenderWins'] ?? null,
  };
}

const mixOf = (ps: readonly number[]): PlanMix[] => PLAN_IDS.map((plan, i) => ({ plan, p: ps[i] ?? 0 })).filter((m) => m.p > 0);

/** The game solved from the pairs' results (in `planPairs` order). */
export function solvePlanGame(results: readonly MatchupResult[]): PlanGame {
  const n = PLAN_IDS.length;
  if (results.length !== n * n) throw new Error(`internal: a plan game needs ${n * n} results, got ${results.length}`);
  const cells = results.map((r, k) => cellOf(PLAN_IDS[Math.floor(k / n)] as PlanId, PLAN_IDS[k % n] as PlanId, r));
  const rows = (edge: (c: PlanCell) => number): number[][] => PLAN_IDS.map((_, i) => PLAN_IDS.map((__, j) => edge(cells[i * n + j] as PlanCell)));
  const matrix = rows((c) => c.attackerWins - c.defenderWins);
  const solved = solveMatrixGame(matrix);
  const low = solveMatrixGame(rows((c) => (c.attackerInterval?.[0] ?? c.attackerWins) - (c.defenderInterval?.[1] ?? c.defenderWins))).valueNumber;
  const high = solveMatrixGame(rows((c) => (c.attackerInterval?.[1] ?? c.attackerWins) - (c.defenderInterval?.[0] ?? c.defenderWins))).valueNumber;
  const x = solved.rowNumbers;
  const y = solved.columnNumbers;
  const under = (f: (c: PlanCell) => number): number => cells.reduce((s, c, k) => s + (x[Math.floor(k / n)] ?? 0) * (y[k % n] ?? 0) * f(c), 0);
  const byWin = [...cells].sort((p, q) => p.attackerWins - q.attackerWins);
  return {
    trials: results[0]?.trials ?? null,
    cells,
    value: solved.valueNumber,
    valueRange: [low, high],
    a: mixOf(x),
    b: mixOf(y),
    best: { attackerWins: under((c) => c.attackerWins), draws: under((c) => c.draws), defenderWins: under((c) => c.defenderWins) },
    line: cells[0] as PlanCell,
    lowest: byWin[0] as PlanCell,
    highest: byWin[byWin.length - 1] as PlanCell,
    exploitability: exploitability(matrix, x, y, solved.valueNumber).total,
  };
}
