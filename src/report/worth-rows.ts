import type { BalanceRow } from '../analysis/balance.js';
import type { TypeWorth } from '../analysis/army-worth.js';
import type { BreakEvenCost, TypeRecord, WorthAnswer } from '../analysis/worth-answer.js';
import { couldTurn, type TrialsBasis } from '../analysis/could-turn.js';
import { WORTH_TARGET_AP, worthShort, type WorthShort } from '../analysis/worth-target.js';

/** One type's line of the worth table: its battle worth and verdict beside its single-combat verdict, and why they differ. */
export interface WorthRow {
  readonly id: string;
  readonly name: string;
  readonly cost: number;
  readonly worth: number;
  readonly interval: readonly [number, number];
  readonly verdict: TypeWorth['verdict'];
  /** Whether a run at the default battles could turn the verdict (verdicts.ts `couldTurn`; false at the default). */
  readonly couldTurn: boolean;
  /** The verdict of `balance <system>` (single combats), or null where it gives none. */
  readonly single: BalanceRow['verdict'];
  readonly armies: readonly string[];
  /** Where the verdicts differ: what the battles record of the type, in a sentence. */
  readonly why: string | null;
  /** On the board: its worth in the same battles fought on the line, or null (on the line, or no army the line can field has it). */
  readonly line: { readonly worth: number; readonly interval: readonly [number, number] } | null;
  /** On the board: what the board gave it over the line, in a sentence; null on the line. */
  readonly boardGave: string | null;
  /** `--plans`: its worth under each plan of play, their range, and whether one plan's verdict is undercosted and another's overcosted; null without it. */
  readonly plans: { readonly worths: readonly { readonly plan: string; readonly worth: number; readonly verdict: string }[]; readonly range: readonly [number, number]; readonly disagree: boolean } | null;
  /** `--break-even`: its break-even cost with its interval or the bound the grid gives, and whether it agrees with the worth (their intervals meet); null without it. */
  readonly breakEven: (BreakEvenCost & { readonly agrees: boolean }) | null;
  /** Monte Carlo: where its interval is wider than the target (plus or minus WORTH_TARGET_AP), how wide and the battles a matchup that would reach it, with why in a sentence; null where it reached it. */
  readonly short: (WorthShort & { readonly why: string }) | null;
}

const fixed = (x: number): string => (Number.isFinite(x) ? x.toFixed(2) : '-');

/** The top entry of a record's map, in words: 'Knights (0.52)'. */
function top(map: ReadonlyMap<string, number>, name: (id: string) => string): string {
  const [id, mean] = [...map][0] ?? ['', 0];
  return `${name(id)} (${fixed(mean)})`;
}

const total = (map: ReadonlyMap<string, number>): number => [...map.values()].reduce((s, x) => s + x, 0);

/** What the battles record of a type, in one sentence: its parts of the line, its losses and kills a battle. */
export function whySentence(name: string, roles: readonly string[], record: TypeRecord | undefined, nameOf: (id: string) => string, single: string, battle: string, field: 'line' | 'board' = 'line'): string {
  const parts = roles.length > 0 ? `what the ${field} adds to its single combats: ${roles.join(', ')}` : `the ${field} adds only overlaps and recoils to its single combats`;
  const lost = record && record.lostTo.size > 0 ? `its army loses ${fixed(total(record.lostTo))} ${name} a battle, most to ${top(record.lostTo, nameOf)}` : `its army loses no ${name}`;
  const killed = record && record.destroyed.size > 0 ? `they destroy ${fixed(total(record.destroyed))} enemy elements a battle, most ${top(record.destroyed, nameOf)}` : 'they destroy no enemy element';
  return `${name}: ${single} in single combats, ${battle} in these battles; ${parts}; ${lost}, and ${killed}.`;
}

/**
 * What the board gave a type that the line did not, in one sentence: its worth on each, and
 * what it does on the board alone (flank attacks, F23; the going, cover and hills under it,
 * F25-F27), read from its roles.
 */
export function boardGaveSentence(name: string, board: TypeWorth, line: TypeWorth | undefined, roles: readonly string[]): string {
  const own = roles.filter((r) => BOARD_ROLES.has(r));
  const does = own.length > 0 ? `; on the board it makes ${own.join(', ')}` : '';
  const unpriced = "losing one changes nothing its armies' battles can price";
  if (!Number.isFinite(board.worth)) return `${name}: on the board ${unpriced}${line && Number.isFinite(line.worth) ? `; worth ${worthText(line.worth, line.interval)} AP on the line` : ''}${does}.`;
  if (!line) return `${name}: worth ${worthText(board.worth, board.interval)} AP on the board; no army the line can field has it${does}.`;
  if (!Number.isFinite(line.worth)) return `${name}: worth ${worthText(board.worth, board.interval)} AP on the board; on the line ${unpriced}${does}.`;
  const gained = board.worth - line.worth;
  const moved = Number.isFinite(gained) ? `, ${gained >= 0 ? '+' : ''}${fixed(gained)} AP from the board` : '';
  return `${name}: worth ${worthText(board.worth, board.interval)} AP on the board, ${worthText(line.worth, line.interval)} on the line${moved}${does}.`;
}

/** Roles only the board gives (battle-worth.ts rolesOf). */
const BOARD_ROLES: ReadonlySet<string> = new Set(['flank attacks']);

/**
 * The worth table's rows, furthest worth above its cost first: each type's worth beside its
 * single-combat verdict (`single`, by type id), with a sentence where the two differ.
 */
export function worthRows(answer: WorthAnswer, names: Readonly<Record<string, string>>, single: ReadonlyMap<string, BalanceRow['verdict']>, basis: TrialsBasis | null, perMatchup: number | null = null): WorthRow[] {
  const nameOf = (id: string): string => (id === 'no-enemy' ? 'no enemy (fled, command lost)' : (names[id] ?? id));
  // Furthest above its cost first; a type that could not be priced last.
  const gap = (t: WorthAnswer['types'][number]): number => (Number.isFinite(t.worth) ? t.worth - t.cost : -Infinity);
  return [...answer.types]
    .sort((a, b) => gap(b) - gap(a) || (a.troop < b.troop ? -1 : 1))
    .map((t) => {
      const s = single.get(t.troop) ?? null;
      const line = answer.onLine?.get(t.troop);
      const differs = s !== null && s !== 'cannot tell' && t.verdict !== 'cannot tell' && s !== t.verdict;
      return {
        id: t.troop,
        name: nameOf(t.troop),
        cost: t.cost,
        worth: t.worth,
        interval: t.interval,
        verdict: t.verdict,
        couldTurn: couldTurn(t.verdict, t.interval, t.cost, 0, basis),
        single: s,
        armies: t.armies,
        why: differs ? whySentence(nameOf(t.troop), answer.roles.get(t.troop) ?? [], answer.records.get(t.troop), nameOf, s, t.verdict, answer.field ?? 'line') : null,
        line: line && Number.isFinite(line.worth) ? { worth: line.worth, interval: line.interval } : null,
        boardGave: answer.onLine ? boardGaveSentence(nameOf(t.troop), t, line, answer.roles.get(t.troop) ?? []) : null,
        plans: answer.plans?.how === 'every' ? acrossPlans(answer.plans, t.troop) : null,
        breakEven: breakEvenOf(answer, t),
        short: perMatchup === null ? null : shortOf(answer, t, nameOf(t.troop), perMatchup),
      };
    });
}

/**
 * Where a type's worth is short of the target: how wide, the battles a matchup that would
 * reach it, and why in a sentence (what one element moves its armies' win chance by, against
 * the noise of the battles fought).
 */
function shortOf(answer: WorthAnswer, t: WorthAnswer['types'][number], name: string, perMatchup: number): WorthRow['short'] {
  const short = worthShort(t.interval, perMatchup);
  if (short === null) return null;
  const drops = answer.armies.flatMap((a) => a.types.filter((x) => x.troop === t.troop && Number.isFinite(x.drop)).map((x) => x.drop));
  const drop = drops.length > 0 ? drops.reduce((s, x) => s + x, 0) / drops.length : NaN;
  const n = (x: number): string => x.toLocaleString('en-US');
  const armies = drops.length === 1 ? 'its one army' : `its ${drops.length} armies`;
  const moves = Number.isFinite(drop) ? `it rests on ${armies}, whose win chance one fewer moves by ${(100 * drop).toFixed(1)} points${drops.length === 1 ? '' : ' on average'}, read against the noise of ${n(perMatchup)} battles a matchup` : `it rests on ${armies}`;
  const why = `${name}: within +/-${short.halfWidth.toFixed(2)} AP, not the +/-${WORTH_TARGET_AP} aimed at: ${moves}; about ${n(short.battles)} battles a matchup would reach it (--trials ${short.battles}).`;
  return { ...short, why };
}

/** Monte Carlo: whether every worth reached the target precision, and a sentence for each that did not (issue #49). */
export function shortLines(rows: readonly WorthRow[], answer: WorthAnswer): { head: string[]; lines: string[] } {
  if (!answer.method.startsWith('Monte Carlo')) return { head: [], lines: [] };
  const lines = rows.flatMap((r) => (r.short ? [r.short.why] : []));
  const priced = rows.filter((r) => Number.isFinite(r.worth)).length;
  return { head: [lines.length === 0 ? `Every worth within +/-${WORTH_TARGET_AP} AP (95%).` : `${lines.length} of ${priced} worths not within +/-${WORTH_TARGET_AP} AP (95%), the precision aimed at:`], lines };
}

/** A type's break-even cost (`--break-even`), and whether it agrees with its worth: their 95% intervals meet, or the worth's reaches past the grid's bound. */
function breakEvenOf(answer: WorthAnswer, t: WorthAnswer['types'][number]): WorthRow['breakEven'] {
  const b = answer.breakEven?.get(t.troop);
  if (!b) return null;
  const [lo, hi] = t.interval;
  const agrees = !Number.isFinite(t.worth) ? false : b.interval ? b.interval[0] <= hi && lo <= b.interval[1] : b.bound ? (b.bound.side === 'at-least' ? hi >= b.bound.price : lo <= b.bound.price) : false;
  return { ...b, agrees };
}

/** A type's worth under each plan (`--plans`), the range of the finite ones, and whether plans disagree about its verdict (one undercosted, another overcosted). */
function acrossPlans(plans: NonNullable<WorthAnswer['plans']>, troop: string): NonNullable<WorthRow['plans']> {
  const worths = plans.byPlan.flatMap((p) => p.types.filter((t) => t.troop === troop).map((t) => ({ plan: p.plan, worth: t.worth, verdict: t.verdict })));
  const finite = worths.map((w) => w.worth).filter(Number.isFinite);
  const verdicts = new Set(worths.map((w) => w.verdict));
  return { worths, range: finite.length > 0 ? [Math.min(...finite), Math.max(...finite)] : [NaN, NaN], disagree: verdicts.has('undercosted') && verdicts.has('overcosted') };
}

/** Whether a run at the default battles could turn the general's verdict (its cost is nothing). */
export function generalCouldTurn(answer: WorthAnswer, basis: TrialsBasis | null): boolean {
  const g = answer.general;
  return g !== null && couldTurn(g.verdict, g.interval, 0, 0, basis);
}

/** A worth in AP with its interval: '2.41 (2.10-2.72)'. */
export function worthText(worth: number, interval: readonly [number, number]): string {
  // A worth that could not be priced is a dash, not a dash and an empty interval.
  if (!Number.isFinite(worth)) return '-';
  // A negative bound would read as a range sign: write 'to' there.
  return `${fixed(worth)} (${fixed(interval[0])}${interval[0] < 0 ? ' to ' : '-'}${fixed(interval[1])})`;
}
