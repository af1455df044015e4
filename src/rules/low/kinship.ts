import type { KinshipSpec } from '../common/kinship.js';
import type { Troop } from './troops.js';

/**
 * What a Little Orc Wars row fights as in the balance combat (an engagement of melee rounds),
 * for the balance's verdict reasons (RULINGS.md R32): its twins, rows equal to it in
 * every field melee reads. The text declares no row as another.
 */
export const KINSHIP: KinshipSpec<Troop> = {
  // Fields melee does not read: missile fire (004:455-470), movement and legs (004:258-262,
  // 915), the hero's kind, whose spells and turning are not modelled (004:503-630), a giant's
  // boulders and the catapult's kill roll (004:840-847, 298-299).
  unread: new Set(['missileDice', 'missileRange', 'missileMaxKills', 'move', 'legs', 'hero', 'boulders', 'catapultKillOn']),
};
