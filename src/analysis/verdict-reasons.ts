import type { Kinship } from '../core/system.js';
import type { BalanceAnalysis, BalanceRow, KinshipReason, ReasonPart, VerdictReasons } from './balance.js';

/** How many matchups are shown each way (above and below an even fight); the rest are summed. */
export const REASONS_SHOWN = 3;

/** The least part shown on its own: half a tenth of a percentage point. */
const SHOWN_FROM = 0.0005;

/** Each opponent's part in a row's figure: weights `weightOf(j)`, normalised over the opponents it met. */
function partsOf(analysis: BalanceAnalysis, i: number, weightOf: (j: number) => number): ReasonPart[] {
  const met = analysis.rows.flatMap((r, j) => {
    const share = analysis.share[i]?.[j] ?? NaN;
    return Number.isNaN(share) ? [] : [{ opponent: r.id, share, raw: weightOf(j) }];
  });
  const total = met.reduce((s, m) => s + m.raw, 0);
  if (!(total > 0)) return [];
  return met.map(({ opponent, share, raw }) => ({ opponent, share, weight: raw / total, contribution: (raw / total) * (share - 0.5) }));
}

/** Our cost against `times` of the other's: null where either has none. */
function kinshipReasons(kinship: readonly Kinship[], cost: number | null, costOf: (id: string) => number | null): KinshipReason[] {
  return kinship.map((k) => {
    const theirs = costOf(k.id);
    return { ...k, cost: theirs, ratio: cost !== null && theirs !== null && theirs > 0 ? cost / (k.times * theirs) : null };
  });
}

/**
 * The analysis with each row's reasons (`VerdictReasons`) for its basis, and 'cannot tell'
 * for a costed type that met no opponent, with `unmet`'s sentence (or a plain one) saying why:
 * no verdict rests on a search without a matchup in the matrix. Reads `basis`: apply it last,
 * after verdicts.ts `withBreakEvens` where the verdicts are break-even ones.
 *
 * @example
 * withReasons(analysis, kin, new Map([['peasants', 'at 60 points ...']])).rows[0].reasons.parts; // => the top matchups each way
 */
export function withReasons(analysis: BalanceAnalysis, kinship: ReadonlyMap<string, readonly Kinship[]>, unmet: ReadonlyMap<string, string> = new Map()): BalanceAnalysis {
  const byField = analysis.basis === 'break-even';
  const costOf = (id: string): number | null => analysis.rows.find((r) => r.id === id)?.cost ?? null;
  const rows = analysis.rows.map((r, i): BalanceRow => {
    // At equal points the verdict reads the search's share at the type's own cost, at the level
    // it is judged at (solve.ts), so that is what is split; the matrix's share where there is none.
    const games = analysis.games[i] ?? [];
    const played = games.reduce((s, g) => s + g, 0);
    const metNoOne = played === 0;
    const atCost = byField && !metNoOne ? (r.breakEven?.atCost ?? null) : null;
    const all = metNoOne ? [] : atCost
      ? atCost.byOpponent.map((o) => ({ opponent: o.opponent, share: o.share, weight: o.weight, contribution: o.weight * (o.share - 0.5) }))
      : partsOf(analysis, i, (j) => (byField ? (analysis.fieldWeights[j] ?? 0) : (analysis.games[i]?.[j] ?? 0)));
    // A part under a twentieth of a point (it would print as 0.0) is left with the others.
    const above = all.filter((p) => p.contribution >= SHOWN_FROM).sort((a, b) => b.contribution - a.contribution).slice(0, REASONS_SHOWN);
    const below = all.filter((p) => p.contribution <= -SHOWN_FROM).sort((a, b) => a.contribution - b.contribution).slice(0, REASONS_SHOWN);
    const shown = new Set([...above, ...below]);
    const rest = all.filter((p) => !shown.has(p));
    // The figure as the verdict reads it, not as the parts add up: the test that they sum to it can fail.
    const meanShare = played > 0 ? games.reduce((s, g, j) => s + (g > 0 ? g * (analysis.share[i]?.[j] ?? 0) : 0), 0) / played : NaN;
    const figure = all.length === 0 ? NaN : atCost ? atCost.share : byField ? r.favourable : meanShare;
    const why = metNoOne ? `${r.name} met no opponent in the matrix, so there is nothing to judge its cost by${unmet.has(r.id) ? `: ${unmet.get(r.id)}` : ''}` : null;
    const reasons: VerdictReasons = {
      measure: byField ? 'field share' : 'mean share',
      figure,
      points: atCost?.points ?? null,
      figures: atCost ? { read: atCost.figures, own: atCost.own } : null,
      parts: [...above, ...below],
      others: { count: rest.length, contribution: rest.reduce((s, p) => s + p.contribution, 0) },
      kinship: kinshipReasons(kinship.get(r.id) ?? [], r.cost, costOf),
      why,
    };
    const verdict = metNoOne && r.cost !== null ? 'cannot tell' : r.verdict;
    return { ...r, reasons, verdict, ...(metNoOne ? { suggestedCost: null, band: null } : {}) };
  });
  return { ...analysis, rows };
}
