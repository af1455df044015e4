import type { ConditionDef, ConditionValues } from '../../core/conditions.js';

/**
 * The situation of one side in HOTT 2e, as the CLI and scenarios spell it. Each entry
 * names the seed line (000) whose factor or outcome it switches on.
 */
export const CONDITIONS: readonly ConditionDef[] = [
  { key: 'going', kind: 'choice', values: ['good', 'bad'], default: 'good', description: 'going the element stands in; for aerials only woods and BUA are bad (lines 53, 67)' },
  { key: 'general', kind: 'flag', description: "a general's element: +1 in close combat or when shot at or bespelled (line 48)" },
  { key: 'uphill', kind: 'flag', description: 'upslope or defending a river bank: +1 in close combat, not against aerials (line 49)' },
  { key: 'support', kind: 'flag', description: 'Spears or Warband with a second rank behind, in good going: +1 in close combat (line 50)' },
  { key: 'overlaps', kind: 'count', min: 0, max: 2, default: 0, description: 'flanks overlapped or enemies in contact with a flank: -1 each in close combat (line 52)' },
  { key: 'rear', kind: 'flag', description: 'an enemy in contact with the rear: -1 in close combat (line 52)' },
  { key: 'charged', kind: 'flag', description: 'moved into contact this bound (Knights row, line 75)' },
  { key: 'cover', kind: 'flag', description: 'in a wood or BUA: +2 when shot at or bespelled (line 51); give going=bad too' },
  { key: 'warded', kind: 'flag', description: 'bespelled across running water or within 600p of a Cleric or Paladin: +2 (line 51)' },
  { key: 'aiding', kind: 'count', min: 0, max: 2, default: 0, description: '2nd and 3rd elements aiding this side shooting, bespelling or attacking a Stronghold: enemy -1 each (lines 52, 90)' },
  { key: 'shoots-back', kind: 'flag', description: 'the target is itself shooting at the shooter, so the shooter can lose (ruling R9)' },
  { key: 'water', kind: 'flag', description: 'a Water Lurker: -2 to any but Water Lurkers in contact with it (line 53)' },
  { key: 'near-stronghold', kind: 'flag', description: 'a Magician within 600p of its own Stronghold: -2 to a Magician bespelling it (line 53)' },
  { key: 'rolled-one', kind: 'flag', description: 'a Magician that has rolled a 1 bespelling before: a 1 now self-ensorcels it (line 88)' },
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
