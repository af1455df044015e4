import type { ConditionDef, ConditionValue } from '../../core/conditions.js';
import { formatConditions } from '../../core/conditions.js';
import { UsageError } from '../../core/errors.js';
import { resolveMatchup } from '../../core/matchup.js';
import type { RuleSystem, TotalBuild } from '../../core/system.js';
import type { MatchupCommand } from './quoted-table.js';

/**
 * Shipped troops and conditions whose combat totals are a given pair (the DBA family's
 * opposed roll), so every row of a dice table names a `matchup` that reproduces it. The
 * search is generic: the system's own rows and condition declarations, each candidate's
 * total read from the system's own explanation of a prepared matchup, and every pair checked
 * the same way before it is offered.
 */

type Values = Readonly<Record<string, ConditionValue>>;
type Role = 'attacker' | 'defender';

interface Candidate {
  readonly troop: string;
  readonly values: Values;
}

/** Candidates kept per role and total: enough that a pair which meets in a cross effect has others to try. */
const KEEP = 8;
/** Conditions combined on one side at most: enough for the range, few enough to read. */
const MOST_CONDITIONS = 3;
/** A choice with more values than this (a garrison naming every row) is left out of the search. */
const MOST_CHOICES = 5;

/** Each condition value other than its default that `combat` reads, one at a time. */
function singleValues(conditions: readonly ConditionDef[], combat: string): { key: string; value: ConditionValue }[] {
  return conditions
    .filter((def) => !def.combat || def.combat.includes(combat))
    .flatMap((def): { key: string; value: ConditionValue }[] => {
      if (def.kind === 'flag') return [{ key: def.key, value: true }];
      if (def.kind === 'count') return Array.from({ length: def.max - def.min }, (_, i) => def.min + i + 1).filter((n) => n !== def.default).map((n) => ({ key: def.key, value: n }));
      return def.values.length > MOST_CHOICES ? [] : def.values.filter((v) => v !== def.default).map((v) => ({ key: def.key, value: v }));
    });
}

/** Both totals of a prepared matchup, or null when the system refuses it (a troop that cannot be in that situation). */
function totalsOf(system: RuleSystem, combat: string, attacker: Candidate, defender: Candidate): readonly [number, number] | null {
  try {
    const matchup = resolveMatchup(system, { system: system.id, combat, attacker: { troop: attacker.troop, conditions: attacker.values }, defender: { troop: defender.troop, conditions: defender.values } });
    const totals = system.prepare(matchup).explanation.sections.find((s): s is { kind: 'totals'; attacker: TotalBuild; defender: TotalBuild } => s.kind === 'totals');
    return totals ? [totals.attacker.total, totals.defender.total] : null;
  } catch (error) {
    if (error instanceof UsageError) return null;
    throw error;
  }
}

/** The `oddsmith matchup` arguments for a pair of candidates. */
function commandOf(system: RuleSystem, combat: string, attacker: Candidate, defender: Candidate): MatchupCommand {
  const a = formatConditions(system.conditions, attacker.values);
  const b = formatConditions(system.conditions, defender.values);
  const first = system.combatKinds[0]?.id;
  return { args: ['matchup', system.id, attacker.troop, defender.troop, ...(a ? ['--a', a] : []), ...(b ? ['--b', b] : []), ...(combat === first ? [] : ['--combat', combat])] };
}

/**
 * A finder of the `matchup` whose totals are (attacker, defender), or null when no troop with
 * at most `MOST_CONDITIONS` conditions reaches them. Each troop's total and the change each
 * condition makes to it are read once against a reference troop (the first of the system's
 * most common category); a side with several conditions is expected to add their changes, as
 * the factors of these systems do, and every pair offered is prepared and checked, so a
 * condition that reads the opponent (a category, a going) only costs a candidate.
 */
export function sidesForTotals(system: RuleSystem, combat: string, wanted: readonly number[]): (attackerTotal: number, defenderTotal: number) => MatchupCommand | null {
  const counts = new Map<string, number>();
  for (const row of system.rows) counts.set(row.category, (counts.get(row.category) ?? 0) + 1);
  const category = [...counts].sort((x, y) => y[1] - x[1])[0]?.[0];
  // The reference's category first: against it a candidate's total is the one it was read with.
  const troops = [...system.rows].sort((x, y) => Number(y.category === category) - Number(x.category === category)).map((r) => r.id);
  const reference: Candidate = { troop: troops[0] ?? '', values: {} };
  const singles = singleValues(system.conditions, combat);
  const found: Record<Role, Map<number, Candidate[]>> = { attacker: new Map(), defender: new Map() };
  const totalAs = (role: Role, c: Candidate): number | null => {
    const t = role === 'attacker' ? totalsOf(system, combat, c, reference) : totalsOf(system, combat, reference, c);
    return t === null ? null : t[role === 'attacker' ? 0 : 1];
  };
  // Each troop's total and each condition's change are read once, as the attacker: close combat
  // reads them alike on either side, and every candidate kept is checked in its own role.
  const sides: { candidate: Candidate; total: number; size: number }[] = [];
  for (const troop of troops) {
    const base = totalAs('attacker', { troop, values: {} });
    if (base === null) continue;
    // Only values that move this troop's total are combined: a condition with no effect would only be noise in the command.
    const moves = singles.flatMap((s) => {
      const t = totalAs('attacker', { troop, values: { [s.key]: s.value } });
      return t === null || t === base ? [] : [{ ...s, change: t - base }];
    });
    let layer: { values: Values; total: number; last: number }[] = [{ values: {}, total: base, last: -1 }];
    for (let size = 0; size <= MOST_CONDITIONS; size++) {
      for (const l of layer) sides.push({ candidate: { troop, values: l.values }, total: l.total, size });
      layer = layer.flatMap((l) => moves.flatMap((m, i) => (i > l.last && !(m.key in l.values) ? [{ values: { ...l.values, [m.key]: m.value }, total: l.total + m.change, last: i }] : [])));
    }
  }
  // Fewest conditions first, then the troops in order; the expected sum is checked before a
  // candidate is kept (capped factors do not add), in the role it is kept for.
  sides.sort((x, y) => x.size - y.size);
  for (const role of ['attacker', 'defender'] as const) {
    for (const s of sides) {
      if (!wanted.includes(s.total)) continue;
      const list = found[role].get(s.total) ?? [];
      if (list.length < KEEP && ((role === 'attacker' && s.size < 2) || totalAs(role, s.candidate) === s.total)) found[role].set(s.total, [...list, s.candidate]);
    }
  }
  const cache = new Map<string, MatchupCommand | null>();
  return (a, b) => {
    const key = `${a}|${b}`;
    if (cache.has(key)) return cache.get(key) ?? null;
    let command: MatchupCommand | null = null;
    search: for (const attacker of found.attacker.get(a) ?? []) {
      for (const defender of found.defender.get(b) ?? []) {
        const t = totalsOf(system, combat, attacker, defender);
        if (t && t[0] === a && t[1] === b) {
          command = commandOf(system, combat, attacker, defender);
          break search;
        }
      }
    }
    cache.set(key, command);
    return command;
  };
}
