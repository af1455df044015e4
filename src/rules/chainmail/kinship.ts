import type { KinshipSpec } from '../common/kinship.js';
import type { Troop } from './troop-row.js';

/**
 * What a Chainmail row fights as in the balance combat (an engagement), for the balance's
 * verdict reasons (RULINGS.md C51): the class row its `fightsAs` names, "Levies should be
 * treated as Heavy Foot" (003:554), `weight` figures of it; and its twins.
 */
export const KINSHIP: KinshipSpec<Troop> = {
  // Fields no engagement reads: missile fire and its armour classes (003:266-300), the
  // peasants' rolls to move and to attack (003:539-552, C18), and the Fantasy Combat Table,
  // a combat kind of its own (003:1235-1261, C31).
  unread: new Set(['armor', 'missile', 'reluctant', 'fantasy', 'magicLevel', 'magicFantasyScores', 'fantasyDefence']),
  // A class's own row is the row whose id is the class (light-foot, heavy-foot, ...); the
  // figures of it a creature fights as are its `weight`.
  declared: (row, byId) => (byId.has(row.fightsAs) ? { id: row.fightsAs, times: row.weight, lines: row.cite.fightsAs.map((l) => `003:${l}`), covers: ['weight'] } : null),
};
