import { formatConditions, resolveConditions } from './conditions.js';
import { errors } from './errors.js';
import type { Matchup, MatchupRequest, RuleSystem, Side } from './system.js';

function resolveSide(system: RuleSystem, side: MatchupRequest['attacker'], label: string): Side {
  const id = side.troop.trim().toLowerCase();
  const ids = system.troops.map((t) => t.id);
  if (!ids.includes(id)) throw errors.unknown('troop', side.troop, ids, `in ${system.id}`);
  return { troop: id, conditions: resolveConditions(system.conditions, side.conditions, label) };
}

/**
 * Check a raw request against a system's declared data: troop ids (case-insensitive),
 * combat kind (default: the system's first) and each side's conditions.
 * What the troops can actually do is the system's `prepare` to judge.
 */
export function resolveMatchup(system: RuleSystem, request: MatchupRequest): Matchup {
  const kinds = system.combatKinds.map((k) => k.id);
  const combat = (request.combat ?? kinds[0] ?? '').toLowerCase();
  if (!kinds.includes(combat)) throw errors.unknown('combat kind', request.combat ?? '', kinds, `for ${system.id}`);
  return {
    system: system.id,
    combat,
    attacker: resolveSide(system, request.attacker, 'attacker'),
    defender: resolveSide(system, request.defender, 'defender'),
  };
}

/**
 * Canonical text of a matchup: the same situation always gives the same text, so it can
 * name the matchup's random stream (a figure then does not depend on what else is in a sweep).
 *
 * @example
 * matchupKey(hott2, m); // => 'hott2|close|knights|charged|spears|general'
 */
export function matchupKey(system: RuleSystem, matchup: Matchup): string {
  return [
    matchup.system,
    matchup.combat,
    matchup.attacker.troop,
    formatConditions(system.conditions, matchup.attacker.conditions),
    matchup.defender.troop,
    formatConditions(system.conditions, matchup.defender.conditions),
  ].join('|');
}
