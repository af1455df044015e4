import type { ConditionDef, ConditionValues } from '../../core/conditions.js';

/**
 * The situation of one side in HOTT 2e, as the CLI and scenarios spell it. Each entry
 * names the seed line (000) whose factor or outcome it switches on.
 */
export const CONDITIONS: readonly ConditionDef[] = [
  { key: 'going', kind: 'choice', values: ['good', 'bad'], default: 'good', description: 'going the element stands in; for aerials only woods and BUA are bad (lines 53, 67)', counts: 'bad going counts for the -2 (not for Shooters, Warband, Lurkers, Beasts or a Stronghold, nor against a Stronghold; line 53) and for outcomes that name good or bad going' },
  { key: 'general', kind: 'flag', description: "a general's element: +1 in close combat or when shot at or bespelled (line 48)", counts: 'a general counts only in close combat or when shot at or bespelled' },
  { key: 'uphill', kind: 'flag', description: 'upslope or defending a river bank: +1 in close combat, not against aerials (line 49)', counts: 'upslope counts only in close combat, and not against aerials' },
  { key: 'support', kind: 'flag', description: 'Spears or Warband with a second rank behind, in good going: +1 in close combat (line 50)', counts: 'a second rank counts only for a type that fights with one (Spears, Warband), in good going, in close combat, and not against a type that denies it' },
  { key: 'overlaps', kind: 'count', min: 0, max: 2, default: 0, description: 'flanks overlapped or enemies in contact with a flank: -1 each in close combat (line 52)', counts: 'overlaps count only in close combat' },
  { key: 'rear', kind: 'flag', description: 'an enemy in contact with the rear: -1 in close combat (line 52)', counts: 'rear contact counts only in close combat' },
  { key: 'charged', kind: 'flag', description: 'moved into contact this bound (Knights row, line 75)', counts: 'only an outcome that asks whether the element moved into contact reads it (Knights beaten by Shooters, Artillery or a Magician, line 75)' },
  { key: 'cover', kind: 'flag', description: 'in a wood or BUA: +2 when shot at or bespelled (line 51); give going=bad too', counts: 'cover counts only when shot at or bespelled' },
  { key: 'warded', kind: 'flag', description: 'bespelled across running water or within 600p of a Cleric or Paladin: +2 (line 51)', counts: 'the ward counts only when bespelled' },
  { key: 'aiding', kind: 'count', min: 0, max: 2, default: 0, description: '2nd and 3rd elements aiding this side shooting, bespelling or attacking a Stronghold: enemy -1 each (lines 52, 90)', counts: 'aiding elements count only for a side shooting, bespelling or attacking a Stronghold that counts them' },
  { key: 'shoots-back', kind: 'flag', description: 'the target is itself shooting at the shooter, so the shooter can lose (ruling R9)', counts: 'only a Shooters or Artillery target in a shooting combat can shoot back' },
  { key: 'water', kind: 'flag', description: 'a Water Lurker: -2 to any but Water Lurkers in contact with it (line 53)', counts: 'only Lurkers can be Water Lurkers, and only in contact' },
  { key: 'near-stronghold', kind: 'flag', description: 'a Magician within 600p of its own Stronghold: -2 to a Magician bespelling it (line 53)', counts: 'it protects only a Magician being bespelled' },
  { key: 'rolled-one', kind: 'flag', description: 'a Magician that has rolled a 1 bespelling before: a 1 now self-ensorcels it (line 88)', counts: 'it matters only to a bespelling Magician' },
];

/** The same conditions, typed, for the rules code. */
export interface Hott2Conditions {
  readonly badGoing: boolean;
  readonly general: boolean;
  readonly uphill: boolean;
  readonly support: boolean;
  readonly overlaps: number;
  readonly rear: boolean;
  readonly charged: boolean;
  readonly cover: boolean;
  readonly warded: boolean;
  readonly aiding: number;
  readonly shootsBack: boolean;
  readonly water: boolean;
  readonly nearStronghold: boolean;
  readonly rolledOne: boolean;
}

/** The validated condition values of one side, as typed fields for the rules code. */
export function typedConditions(values: ConditionValues): Hott2Conditions {
  return {
    badGoing: values['going'] === 'bad',
    general: values['general'] === true,
    uphill: values['uphill'] === true,
    support: values['support'] === true,
    overlaps: Number(values['overlaps'] ?? 0),
    rear: values['rear'] === true,
    charged: values['charged'] === true,
    cover: values['cover'] === true,
    warded: values['warded'] === true,
    aiding: Number(values['aiding'] ?? 0),
    shootsBack: values['shoots-back'] === true,
    water: values['water'] === true,
    nearStronghold: values['near-stronghold'] === true,
    rolledOne: values['rolled-one'] === true,
  };
}
