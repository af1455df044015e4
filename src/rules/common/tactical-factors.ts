import { citeField } from '../../core/patched-fields.js';
import type { TotalPart } from '../../core/system.js';

/**
 * Tactical factors of an opposed-roll system (HOTT, DBA) as data: each row says when it
 * applies to a side and what it adds to that side's total. One reader serves every system
 * of the family; a system supplies only its selector language (which troop rows a factor is
 * for) and how its sides answer the questions below (`FactorReader`).
 *
 * How a row is read: a factor applies to a side when every condition given holds:
 * - `combat`: the kind of combat; `role`: `target` is the side shot at or bespelled, `actor`
 *   the side shooting or bespelling, `shot-at` the target of shooting or an actor whose target
 *   shoots back, `hit` either of these (the side shot at or bespelled in any way);
 * - `self`/`notSelf`/`opponent`/`notOpponent`: selectors (any one matching / none matching);
 * - `ownGoing`/`opponentGoing`: the side's or its opponent's going as the system counts it;
 * - `supportedBy`: the side's row names who supports it from the rear or a side;
 * - `flag`: any one of these conditions is on (`flagSide` says whose: the side's own, or its
 *   opponent's); `notFlag`: none of these of the side's own is on;
 * - `count`: the value is multiplied by the sum of these count conditions (on `countSide`),
 *   capped at `cap`; a factor whose count is 0 does not apply.
 * The value is `value`, or the number in the side's row field `valueField` (cited by the row
 * field `citeField`). Rows sharing a `group` count once: the first that holds, in table order.
 *
 * @example
 * totalParts(FACTORS, 'close', own, opp, reader); // => [{ label: "general's element", value: 1, cite: '002:591' }]
 */

/** The close combat of the family: both sides in contact, no roles. */
const CLOSE = 'close';

/** Who a factor's role names (see the header). */
export const ROLES = ['target', 'actor', 'shot-at', 'hit'] as const;
export type Role = (typeof ROLES)[number];

/** One factor row, as the reader uses it (a system's schema may narrow each field). */
export interface TacticalFactor<Sel = unknown> {
  readonly id: string;
  readonly label: string;
  readonly labelMany?: string | undefined;
  readonly value: number;
  readonly valueField?: string | undefined;
  readonly combat: readonly string[];
  readonly role?: Role | undefined;
  readonly flag?: readonly string[] | undefined;
  readonly flagSide?: 'self' | 'opponent' | undefined;
  readonly notFlag?: readonly string[] | undefined;
  readonly count?: readonly string[] | undefined;
  readonly countSide?: 'self' | 'opponent' | undefined;
  readonly cap?: number | undefined;
  readonly self?: readonly Sel[] | undefined;
  readonly notSelf?: readonly Sel[] | undefined;
  readonly opponent?: readonly Sel[] | undefined;
  readonly notOpponent?: readonly Sel[] | undefined;
  readonly ownGoing?: readonly string[] | undefined;
  readonly opponentGoing?: readonly string[] | undefined;
  readonly supportedBy?: 'rear' | 'side' | undefined;
  readonly group?: string | undefined;
  readonly words: string;
  readonly line?: number | undefined;
  readonly seed?: string | undefined;
  readonly source?: string | undefined;
  readonly ruling?: string | undefined;
}

/** How a system's sides answer what a factor row asks. */
export interface FactorReader<Side, Sel> {
  /** The seed file a row without `seed` cites ('000'). */
  readonly seed: string;
  matches(sel: Sel, side: Side): boolean;
  going(side: Side): string;
  /** A flag or count condition is on (a choice condition is on when not at its default). */
  isOn(side: Side, key: string): boolean;
  /** What a count condition adds up to for this side (0 for a flag that is off). */
  count(side: Side, key: string): number;
  role(side: Side, role: Role): boolean;
  supported(side: Side, from: 'rear' | 'side'): boolean;
  /** A numeric field of the side's row and the citation of that field (`valueField`). */
  field(side: Side, name: string): { readonly value: number; readonly cite: string };
}

function anyMatches<Side, Sel>(sels: readonly Sel[] | undefined, side: Side, r: FactorReader<Side, Sel>): boolean {
  if (sels === undefined) return true;
  for (const sel of sels) if (r.matches(sel, side)) return true;
  return false;
}

const noneMatches = <Side, Sel>(sels: readonly Sel[] | undefined, side: Side, r: FactorReader<Side, Sel>): boolean =>
  sels === undefined || !anyMatches(sels, side, r);

function roleHolds<Side>(role: Role | undefined, side: Side, r: FactorReader<Side, unknown>): boolean {
  return role === undefined || r.role(side, role);
}

/** The factor's count (e.g. overlaps + flank, capped), or 1 for a factor that does not count. */
function multiplier<Side, Sel>(f: TacticalFactor<Sel>, own: Side, opp: Side, r: FactorReader<Side, Sel>): number {
  if (!f.count) return 1;
  const side = f.countSide === 'opponent' ? opp : own;
  const sum = f.count.reduce((n, key) => n + r.count(side, key), 0);
  return Math.min(sum, f.cap ?? sum);
}

/** Whether a factor applies to `own` against `opp` in this combat (the header's contract). */
export function factorApplies<Side, Sel>(f: TacticalFactor<Sel>, combat: string, own: Side, opp: Side, r: FactorReader<Side, Sel>): boolean {
  if (!f.combat.includes(combat)) return false;
  if (combat !== CLOSE && !roleHolds(f.role, own, r as FactorReader<Side, unknown>)) return false;
  if (!anyMatches(f.self, own, r) || !noneMatches(f.notSelf, own, r)) return false;
  if (!anyMatches(f.opponent, opp, r) || !noneMatches(f.notOpponent, opp, r)) return false;
  if (f.ownGoing && !f.ownGoing.includes(r.going(own))) return false;
  if (f.opponentGoing && !f.opponentGoing.includes(r.going(opp))) return false;
  if (f.supportedBy && !r.supported(own, f.supportedBy)) return false;
  if (f.flag) {
    const whose = f.flagSide === 'opponent' ? opp : own;
    if (!f.flag.some((key) => r.isOn(whose, key))) return false;
  }
  if (f.notFlag && f.notFlag.some((key) => r.isOn(own, key))) return false;
  return multiplier(f, own, opp, r) > 0;
}

/** The row's label for a count of `n`. */
function labelFor(f: TacticalFactor<unknown>, n: number): string {
  if (n <= 1) return f.label;
  return (f.labelMany ?? `${f.label} x{n}`).replaceAll('{n}', String(n));
}

/**
 * Each factor of the table that applies to `own`, in table order, each group counted once,
 * with its count: what a total is made of after the combat factor. Only the rows that count in
 * `combat` are looked at (the only ones `factorApplies` can pass).
 */
function eachApplying<Side, Sel>(factors: readonly TacticalFactor<Sel>[], combat: string, own: Side, opp: Side, r: FactorReader<Side, Sel>, visit: (f: TacticalFactor<Sel>, n: number) => void): void {
  const groups = new Set<string>();
  for (const f of inCombat(factors, combat)) {
    if (f.group !== undefined && groups.has(f.group)) continue;
    if (!factorApplies(f, combat, own, opp, r)) continue;
    if (f.group !== undefined) groups.add(f.group);
    visit(f, multiplier(f, own, opp, r));
  }
}

/** The parts of a total after the combat factor, each worded and cited (`eachApplying`). */
export function factorParts<Side, Sel>(factors: readonly TacticalFactor<Sel>[], combat: string, own: Side, opp: Side, r: FactorReader<Side, Sel>): TotalPart[] {
  const parts: TotalPart[] = [];
  eachApplying(factors, combat, own, opp, r, (f, n) => {
    const base = f.valueField !== undefined ? r.field(own, f.valueField) : { value: f.value, cite: citeField(f, 'value', factorCite(f, r.seed)) };
    parts.push({ label: labelFor(f, n), value: base.value * n, cite: base.cite });
  });
  return parts;
}

/** The sum of `factorParts`' values without wording them: what a total alone needs (a battle's dice pairs). */
export function factorTotal<Side, Sel>(factors: readonly TacticalFactor<Sel>[], combat: string, own: Side, opp: Side, r: FactorReader<Side, Sel>): number {
  let total = 0;
  eachApplying(factors, combat, own, opp, r, (f, n) => {
    total += (f.valueField !== undefined ? r.field(own, f.valueField).value : f.value) * n;
  });
  return total;
}

/** Each factor table's rows by the combat they count in: tables are data, never changed once built (an overlay makes a new one). */
const BY_COMBAT = new WeakMap<readonly TacticalFactor<unknown>[], Map<string, readonly TacticalFactor<unknown>[]>>();

/** The rows of `factors` that count in `combat`, in table order. */
function inCombat<Sel>(factors: readonly TacticalFactor<Sel>[], combat: string): readonly TacticalFactor<Sel>[] {
  let byCombat = BY_COMBAT.get(factors);
  if (!byCombat) BY_COMBAT.set(factors, (byCombat = new Map()));
  let rows = byCombat.get(combat);
  if (!rows) byCombat.set(combat, (rows = factors.filter((f) => f.combat.includes(combat))));
  return rows as readonly TacticalFactor<Sel>[];
}

/** A factor's cited line, as an explanation prints it ('000:48'), or the source of a row no seed line gives. */
export const factorCite = (f: TacticalFactor<unknown>, seed: string): string => f.source ?? `${f.seed ?? seed}:${f.line ?? 0}`;
