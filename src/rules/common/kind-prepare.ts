import type { CombatKind, Matchup, PreparedMatchup } from '../../core/system.js';

/** A system's combat kinds, each with the step that prepares a matchup of it from the system's rows by id. */
export type KindPrepares<Row> = readonly (readonly [CombatKind, (m: Matchup, byId: ReadonlyMap<string, Row>) => PreparedMatchup])[];

/** Prepare `matchup` with its kind's step; the matchup was validated, so an unknown kind is a bug. */
export function prepareByKind<Row>(system: string, kinds: KindPrepares<Row>, matchup: Matchup, byId: ReadonlyMap<string, Row>): PreparedMatchup {
  const found = kinds.find(([kind]) => kind.id === matchup.combat);
  if (!found) throw new Error(`internal: ${system} has no combat kind '${matchup.combat}'`);
  return found[1](matchup, byId);
}
