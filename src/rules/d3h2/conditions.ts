import type { ConditionDef, ConditionValues } from '../../core/conditions.js';
import type { ConditionKey } from './factors.js';
import { GOINGS, type Going, type TroopRow } from './troops.js';

/**
 * The situation of one side in D3H2, as the CLI and scenarios spell it (ruling R28). Each
 * entry names the seed line (002) whose factor or outcome it switches on. `garrison` takes
 * any row id (an overlay may add one); `prepare` refuses those that cannot garrison.
 */
export function conditionsFor(rows: readonly TroopRow[]): readonly ConditionDef[] {
  const defs: (ConditionDef & { key: ConditionKey })[] = [
    { key: 'going', kind: 'choice', values: GOINGS, default: 'good', description: 'going the element stands in; rough is neither good nor bad (002:595; ruling R5)', counts: 'going counts for the -2 in bad going (close combat) and for outcomes that name good or bad going' },
    { key: 'general', kind: 'flag', description: "the general's element: +1 in close combat, shot at or bespelled (002:578, 585, 591)", counts: "the general's +1 counts in close combat or when shot at or bespelled" },
    { key: 'uphill', kind: 'flag', description: "uphill or defending a river bank: +1 in close combat unless either is an Aerial (002:592; R29)", counts: 'uphill counts only in close combat, and not if either element is an Aerial' },
    { key: 'overlaps', kind: 'count', min: 0, max: 2, default: 0, description: 'flanks overlapped at a corner: -1 each in close combat, not for Psiloi, Lurkers or Sneakers (002:387, 593; R30)', counts: 'overlaps count only in close combat, and Psiloi, Lurkers and Sneakers cannot be overlapped' },
    { key: 'flank', kind: 'count', min: 0, max: 2, default: 0, description: 'enemies in front-edge contact with a flank: -1 each, and recoil or flight becomes destroyed (002:593, 674, 679; R24)', counts: 'flank contact counts in close combat, and turns a recoil or flight into destroyed' },
    { key: 'rear', kind: 'flag', description: 'an enemy in contact with the rear: -1 in close combat, recoil or flight becomes destroyed; when shot at, shot on the rear edge (002:594, 628, 674; R19, R24)', counts: 'rear contact counts in close combat and turns a recoil or flight into destroyed; shot on the rear edge it spares Scythed Chariots from fleeing' },
    { key: 'support', kind: 'flag', description: 'rear support: a friend of the same type lined up behind, both in good going (Pikes, Warband, Light Horse; 002:557-560; R13)', counts: 'rear support counts only for Pikes, Warband and Light Horse in good going, in close combat, against the types 002:558-560 name' },
    { key: 'side-support', kind: 'flag', description: 'formation support: a non-Fast friend beside it (Spears from Spears or Blades, Bows and Shooters from Blades; 002:570-572; R13)', counts: 'formation support counts only for non-Fast Spears, Bows and Shooters in good going, in close combat against Foot' },
    { key: 'in-stronghold', kind: 'flag', description: 'occupying a Stronghold: +4 in close combat and when shot at, +2 when bespelled (002:577, 583, 589; R6)', counts: 'occupying a Stronghold counts in close combat, when shot at or bespelled, and decides the Stronghold rows of the outcome table' },
    { key: 'in-camp', kind: 'flag', description: 'occupying a Camp: +2 in close combat and when shot at (002:584, 590; R6)', counts: 'occupying a Camp counts in close combat and when shot at, and decides the Camp rows of the outcome table' },
    { key: 'garrison', kind: 'choice', values: ['none', ...rows.map((r) => r.id)], default: 'none', description: 'for a Stronghold or Camp: the element holding it, whose Foot CF it adds; not Aerials, Sneakers, Behemoths or Scythed Chariots (002:179, 446, 547; R6)', counts: 'only a Stronghold or Camp takes a garrison; an element inside one takes in-stronghold or in-camp' },
    { key: 'charged', kind: 'flag', description: 'moved into contact this bound: accepted, changes nothing in D3H2 (R36)', counts: 'no D3H2 rule depends on having moved into contact (ruling R36)' },
    { key: 'aiding', kind: 'count', min: 0, max: 2, default: 0, description: '2nd and 3rd elements aiding this side shooting or bespelling: target -1 each (002:579, 586)', counts: 'aiding elements count only for the side shooting or bespelling' },
    { key: 'cover', kind: 'flag', description: 'in a Wood or Hamlet: +2 when bespelled (002:577; R14)', counts: 'a Wood or Hamlet counts only for an element being bespelled' },
    { key: 'river-between', kind: 'flag', description: "the bespeller's shortest line crosses a river: +2 when bespelled (002:577)", counts: 'a river on the line counts only for an element being bespelled' },
    { key: 'near-paladin-or-cleric', kind: 'flag', description: 'the bespeller\'s line passes within 5BW of a Paladin or Cleric: +2 when bespelled (002:577; R14)', counts: 'a Paladin or Cleric near the line counts only for an element being bespelled' },
    { key: 'near-own-stronghold', kind: 'flag', description: 'a Mage within 5BW of its own Stronghold: -2 to a Mage bespelling it (002:580)', counts: 'it counts only for a Mage being bespelled by a Mage' },
    { key: 'shoots-back', kind: 'flag', description: 'the target shoots back at its shooter, so the shooter can lose (002:380-381; R25)', counts: 'only a target that can shoot at its shooter shoots back (Artillery only at Artillery)' },
    { key: 'rolled-one', kind: 'flag', description: 'a Mage that has rolled a 1 bespelling before: a 1 now self-ensorcels it (002:657; R27)', counts: 'it counts only for a Mage bespelling' },
  ];
  return defs;
}

/** A flag condition, or a count condition above 0. */
export function isOn(values: ConditionValues, key: ConditionKey): boolean {
  const v = values[key];
  return v === true || (typeof v === 'number' && v > 0) || (key === 'garrison' && typeof v === 'string' && v !== 'none');
}

/** A count condition's value (0 for flags that are off). */
export function countOf(values: ConditionValues, key: ConditionKey): number {
  const v = values[key];
  return typeof v === 'number' ? v : v === true ? 1 : 0;
}

/** The side's going as typed. */
export function goingOf(values: ConditionValues): Going {
  const v = values['going'];
  return v === 'rough' || v === 'bad' ? v : 'good';
}
