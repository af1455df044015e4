import type { ConditionDef, ConditionValues } from '../../core/conditions.js';
import type { ConditionKey } from './factors.js';
import type { SideSituation } from './situation.js';

/** When each condition can count, for the note that says it did not. */
const WHEN: Readonly<Record<ConditionKey, string>> = {
  going: 'going counts for the -2 in bad going (close combat) and for outcomes that name good or bad going',
  general: "the general's +1 counts in close combat or when shot at or bespelled",
  uphill: 'uphill counts only in close combat, and not if either element is an Aerial',
  overlaps: 'overlaps count only in close combat, and Psiloi, Lurkers and Sneakers cannot be overlapped',
  flank: 'flank contact counts in close combat, and turns a recoil or flight into destroyed',
  rear: 'rear contact counts in close combat and turns a recoil or flight into destroyed; shot on the rear edge it spares Scythed Chariots from fleeing',
  support: 'rear support counts only for Pikes, Warband and Light Horse in good going, in close combat, against the types 002:558-560 name',
  'side-support': 'formation support counts only for non-Fast Spears, Bows and Shooters in good going, in close combat against Foot',
  'in-stronghold': 'occupying a Stronghold counts in close combat, when shot at or bespelled, and decides the Stronghold rows of the outcome table',
  'in-camp': 'occupying a Camp counts in close combat and when shot at, and decides the Camp rows of the outcome table',
  garrison: 'only a Stronghold or Camp takes a garrison; an element inside one takes in-stronghold or in-camp',
  charged: 'no D3H2 rule depends on having moved into contact (ruling R36)',
  aiding: 'aiding elements count only for the side shooting or bespelling',
  cover: 'a Wood or Hamlet counts only for an element being bespelled',
  'river-between': 'a river on the line counts only for an element being bespelled',
  'near-paladin-or-cleric': 'a Paladin or Cleric near the line counts only for an element being bespelled',
  'near-own-stronghold': 'it counts only for a Mage being bespelled by a Mage',
  'shoots-back': 'only a target that can shoot at its shooter shoots back (Artillery only at Artillery)',
  'rolled-one': 'it counts only for a Mage bespelling',
};

/**
 * One note per condition that was given (differs from `defaults`) but changes nothing in
 * this matchup: `sameWith` says the side's conditions with that one at its default give
 * the same totals and the same outcome for every dice pair, so each note is true by
 * construction.
 */
export function notesFor(
  schema: readonly ConditionDef[],
  defaults: ConditionValues,
  sides: readonly { label: 'attacker' | 'defender'; side: SideSituation }[],
  sameWith: (label: 'attacker' | 'defender', values: ConditionValues) => boolean,
): string[] {
  const notes: string[] = [];
  for (const { label, side } of sides) {
    for (const def of schema) {
      const original = defaults[def.key];
      if (original === undefined || side.values[def.key] === original) continue;
      if (!sameWith(label, { ...side.values, [def.key]: original })) continue;
      notes.push(`${label} condition ${def.key} has no effect on ${side.row.name} here: ${WHEN[def.key as ConditionKey] ?? 'it changes nothing in this matchup'}`);
    }
  }
  return notes;
}
