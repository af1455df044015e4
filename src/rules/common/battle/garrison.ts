import type { Army } from '../../../core/army.js';
import type { BattleProfile, CampRule } from '../../../core/battle-rules.js';
import type { ConditionValue } from '../../../core/conditions.js';
import { errors } from '../../../core/errors.js';

/** How a garrisoned camp fights (src/battle/RULINGS.md F35; option `garrison-fights`). */
export type GarrisonFights = 'occupant' | 'camp-row';

/** An army with its camp's garrison (002:186) taken off the line: the elements deployed (their `behind` renumbered) and the garrison's troop, or null. */
export interface Garrisoned {
  readonly deployed: Army;
  readonly garrison: string | null;
}

/**
 * Take the element marked `garrison` out of the army's line: it stands in its camp (F35). Where
 * no camp is laid for it, or the system's camps take no garrison, one sentence says why.
 * `why`: null where the army's camp takes a garrison, else the reason it cannot.
 */
export function withoutGarrison(army: Army, why: string | null): Garrisoned {
  const at = army.elements.findIndex((e) => e.garrison === true);
  if (at < 0) return { deployed: army, garrison: null };
  const troop = army.elements[at]?.troop ?? '';
  if (why !== null) throw errors.cannot(`army '${army.name}'`, `garrison its camp with ${troop}`, why);
  const renumbered = (i: number | null): number | null => (i === null ? null : i > at ? i - 1 : i);
  const elements = army.elements.filter((_, i) => i !== at).map((e) => ({ ...e, behind: renumbered(e.behind) }));
  return { deployed: { ...army, elements }, garrison: troop };
}

/** Why an army's garrison has no camp to hold, or null: on the line, with camps=none, where the system's camps take none, or where this army holds none (`holdsCamp`: 002:184, more than 2 War Wagons). */
export function noGarrisonWhy(board: boolean, laid: boolean, camp: CampRule | null, system: string, holdsCamp: boolean): string | null {
  if (!board) return 'only the board lays camps (leave out --field line)';
  if (!camp) return `${system} battles lay no camps`;
  if (!laid) return 'no camp is laid (--option camps=none)';
  if (!camp.garrison) return `${system}'s camps take no garrison (${camp.cite})`;
  if (!holdsCamp) return `it holds no camp (${camp.cite})`;
  return null;
}

/**
 * The garrisoned camp as a type of the battle (F35): the camp's base and what its loss counts
 * (the camp's AP and the garrison's, 002:690), fought in the single combats either as the
 * garrison occupying the camp (`occupant`: its own combat factor and the occupier's bonus,
 * 002:389, 590) or as the Camp's row with the garrison's Foot CF added (`camp-row`, 002:446).
 */
export function garrisonedCamp(camp: CampRule, campProfile: BattleProfile, garrison: BattleProfile, fights: GarrisonFights): { profile: BattleProfile; troop: string; extra: Readonly<Record<string, ConditionValue>> } {
  const rule = camp.garrison;
  if (!rule) throw new Error('internal: a garrison for a camp that takes none');
  const profile = { ...campProfile, name: `${campProfile.name} held by ${garrison.name}`, cost: campProfile.cost + garrison.cost };
  return fights === 'occupant' ? { profile, troop: garrison.troop, extra: { [rule.occupant]: true } } : { profile, troop: camp.troop, extra: { [rule.condition]: garrison.troop } };
}
