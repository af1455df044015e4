import type { Factor } from './schemas.js';

export { CONDITION_KEYS, type ConditionKey } from './vocabulary.js';
export type { Factor } from './schemas.js';

/**
 * D3H2 tactical factors as data: close combat (002:587-595), rear support (002:556-561),
 * formation support (002:564-572), shooting (002:581-586) and bespelling (002:575-580).
 * Each entry says which side condition it reads, its value, who it applies to (selectors
 * over troop rows, troops.ts), in which combat kinds, and its seed line. The combat factor
 * itself is in `COMBAT_FACTOR`.
 *
 * Each entry is read as src/rules/common/tactical-factors.ts says (the same reader as
 * hott2's); here `overlaps` counts 0 for rows that `cannotBeOverlapped` (002:387; R30).
 *
 * @example
 * FACTORS.find((f) => f.id === 'cc-bad-going')?.value; // => -2
 */

const cls = (...classes: string[]) => [{ classes }];
const IN_STRONGHOLD_OR_CAMP = [{ defends: ['stronghold' as const, 'camp' as const] }];
/** "Foot" in the factor text: the Foot/Stronghold CF column (002:397, 703; ruling R13). */
const FOOT_GROUP = [{ cfGroup: 'foot' as const }];

/**
 * How the combat factor is chosen (002:394-399): the side's `vsFoot` when its opponent's
 * `cfGroup` is foot (Foot, Camp, Stronghold), else `vsMounted`; `vsFootShotOrBespelled`
 * instead of `vsFoot` when the side is shot at or bespelled (002:428, 459); for a Stronghold
 * or Camp row, plus the garrison's Foot CF (`addsGarrisonFootCf`, 002:547, 446; ruling R6).
 */
export const COMBAT_FACTOR = {
  words: 'each player dices for their element, and adds its Combat Factor (CF) below and any rear support, flank support and tactical factors to the score.',
  line: 394,
  garrisonWords: 'Add Foot CF of any garrison',
  garrisonLine: 547,
  ruling: 'R3',
} as const;

export const FACTORS: readonly Factor[] = [
  // ---- Close combat (002:587-595; the same list at 002:1064-1074 adds Shieldwall and Retinue).
  {
    id: 'cc-stronghold', label: 'occupying a Stronghold', value: 4, combat: ['close'], flag: ['in-stronghold'], notSelf: [{ category: ['stronghold', 'camp'] }],
    words: 'If occupying a Stronghold.', line: 589, ruling: 'R6',
  },
  {
    id: 'cc-camp', label: 'occupying a Camp', value: 2, combat: ['close'], flag: ['in-camp'], notSelf: [{ category: ['stronghold', 'camp'] }],
    words: 'If occupying a Camp.', line: 590, ruling: 'R6',
  },
  { id: 'cc-general', label: "general's element", value: 1, combat: ['close'], flag: ['general'], words: "If the General's element.", line: 591 },
  {
    id: 'cc-uphill', label: 'uphill or defending a river bank', value: 1, combat: ['close'], flag: ['uphill'],
    notSelf: [{ category: ['aerial'] }], notOpponent: [{ category: ['aerial'] }],
    words: "If uphill or defending any but a paltry river’s bank off-road unless either element is an Aerial.", line: 592, ruling: 'R29',
  },
  {
    id: 'cc-flank', label: 'overlapped or enemy on a flank', value: -1, combat: ['close'], count: ['overlaps', 'flank'], cap: 2,
    words: 'For each enemy element either overlapping or in front edge and front corner-to-front corner contact with flank.', line: 593, ruling: 'R30',
  },
  { id: 'cc-rear', label: 'enemy in contact with rear', value: -1, combat: ['close'], flag: ['rear'], words: 'If an enemy element is in full front edge contact with rear.', line: 594 },
  {
    id: 'cc-bad-going', label: 'in bad going', value: -2, combat: ['close'], notSelf: [{ badGoingPenaltyExempt: true }], notOpponent: [{ defends: ['stronghold'] }],
    ownGoing: ['bad'],
    words: 'If any troops except Auxilia, Bows, Warband, Beasts, Shooters or Psiloi and in Bad (not Rough) Going.', line: 595, ruling: 'R31',
  },
  // ---- Rear support (002:556-560): `support` = a friendly element of a class in the row's
  // `rearSupportFrom` lined up behind, both in good going, in frontal close combat.
  {
    id: 'rear-support-pikes-foot', label: 'rear support (Pikes v Foot)', value: 3, combat: ['close'], flag: ['support'], self: cls('pikes'),
    opponent: FOOT_GROUP, notOpponent: cls('psiloi'), ownGoing: ['good'], supportedBy: 'rear', group: 'rear-support',
    words: 'Pikes add +3 and Warband +1 against enemy Foot other than Psiloi.', line: 558, ruling: 'R13',
  },
  {
    id: 'rear-support-pikes-mounted', label: 'rear support (Pikes v Knights, Behemoths, Scythed Chariots)', value: 1, combat: ['close'], flag: ['support'],
    self: cls('pikes'), opponent: cls('knights', 'behemoths', 'scythed-chariots'), ownGoing: ['good'], supportedBy: 'rear', group: 'rear-support',
    words: 'Pikes add +1 against Knights, Behemoths or Scythed Chariots.', line: 559,
  },
  {
    id: 'rear-support-warband', label: 'rear support (Warband v Foot)', value: 1, combat: ['close'], flag: ['support'], self: cls('warband'),
    opponent: FOOT_GROUP, notOpponent: cls('psiloi'), ownGoing: ['good'], supportedBy: 'rear', group: 'rear-support',
    words: 'Pikes add +3 and Warband +1 against enemy Foot other than Psiloi.', line: 558, ruling: 'R13',
  },
  {
    id: 'rear-support-light-horse', label: 'rear support (Light Horse)', value: 1, combat: ['close'], flag: ['support'], self: cls('light-horse'),
    ownGoing: ['good'], supportedBy: 'rear', group: 'rear-support', words: 'Light Horse add +1 against all troop types.', line: 560,
  },
  {
    id: 'double-element', label: 'double element', value: 1, combat: ['close'], self: [{ double: true }], notSelf: IN_STRONGHOLD_OR_CAMP,
    opponent: FOOT_GROUP, notOpponent: [{ defends: ['stronghold'] }], ownGoing: ['good'],
    words: 'Double elements (6Kn, 6Cv, 8Sp, 6Bd, 8Bw) entirely in good going and not in a Stronghold or Camp add +1 when in frontal close combat against enemy Foot except Strongholds.',
    line: 561, ruling: 'R13',
  },
  // ---- Formation support (002:570-572, 1068-1069): `side-support` = a friendly non-Fast
  // element of a class in the row's `sideSupportFrom` beside it.
  {
    id: 'shieldwall', label: 'Shieldwall', value: 1, combat: ['close'], flag: ['side-support'], self: [{ classes: ['spears'], fast: false }], opponent: FOOT_GROUP, ownGoing: ['good'],
    supportedBy: 'side', words: 'Spears get a +1 Shieldwall bonus if supported by Blades or Spears.', line: 571, ruling: 'R13',
  },
  {
    id: 'retinue', label: 'Retinue', value: 1, combat: ['close'], flag: ['side-support'], self: [{ classes: ['shooters', 'bows'], fast: false }], opponent: FOOT_GROUP, ownGoing: ['good'],
    supportedBy: 'side', words: 'Shooters or Bows get a +1 Retinue bonus if supported by Blades.', line: 572, ruling: 'R13',
  },
  // ---- Shooting (002:581-586).
  {
    id: 'shot-stronghold', label: 'occupying a Stronghold, shot at', value: 4, combat: ['shooting'], role: 'shot-at', flag: ['in-stronghold'],
    notSelf: [{ category: ['stronghold', 'camp'] }], words: 'If occupying a Stronghold and being shot at.', line: 583, ruling: 'R6',
  },
  {
    id: 'shot-camp', label: 'occupying a Camp, shot at', value: 2, combat: ['shooting'], role: 'shot-at', flag: ['in-camp'],
    notSelf: [{ category: ['stronghold', 'camp'] }], words: 'If occupying a Camp and being shot at.', line: 584, ruling: 'R6',
  },
  { id: 'shot-general', label: "general's element, shot at", value: 1, combat: ['shooting'], role: 'shot-at', flag: ['general'], words: "If the General's element and being shot at.", line: 585, ruling: 'R25' },
  {
    id: 'shot-aided', label: 'enemy shooting aided', value: -1, combat: ['shooting'], role: 'shot-at', count: ['aiding'], countSide: 'opponent', cap: 2,
    words: 'For each 2nd or 3rd enemy element aiding opposing element’s shooting.', line: 586,
  },
  // ---- Bespelling (002:575-580; the same list at 002:1046-1053 splits the +2 into three ORs).
  {
    id: 'bespell-warded', label: 'bespelled across a river, near a Paladin or Cleric, or in a Wood, Stronghold or Hamlet', value: 2, combat: ['bespell'],
    role: 'target', flag: ['river-between', 'near-paladin-or-cleric', 'cover', 'in-stronghold'], group: 'bespell-warded',
    words: 'If bespelled and the shortest line from the main bespeller crosses a river or passes within 5BW of any Paladin or Cleric or if being bespelled while in a Wood, Stronghold or Hamlet',
    line: 577, ruling: 'R14',
  },
  {
    id: 'bespell-warded-by-self', label: 'bespelled Paladin, Cleric or Stronghold', value: 2, combat: ['bespell'], role: 'target',
    self: [{ wardsBespelling: true }, { category: ['stronghold'] }], group: 'bespell-warded',
    words: 'passes within 5BW of any Paladin or Cleric or if being bespelled while in a Wood, Stronghold or Hamlet', line: 577, ruling: 'R14',
  },
  {
    id: 'bespell-general', label: "general's element, bespelled", value: 1, combat: ['bespell'], role: 'target', flag: ['general'],
    words: "If the General's element and being bespelled (but not bespelling).", line: 578,
  },
  {
    id: 'bespell-aided', label: 'bespeller aided by Mages', value: -1, combat: ['bespell'], role: 'target', count: ['aiding'], countSide: 'opponent', cap: 2,
    words: 'For each 2nd or 3rd enemy Mage aiding bespelling Mage.', line: 579,
  },
  {
    id: 'bespell-mage-near-stronghold', label: 'bespelling a Mage near its own Stronghold', value: -2, combat: ['bespell'], role: 'actor',
    flag: ['near-own-stronghold'], flagSide: 'opponent', opponent: cls('mages'),
    words: 'If bespelling an enemy Mage who is within 5BW of his/her own Stronghold.', line: 580,
  },
];
