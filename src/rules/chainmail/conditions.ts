import type { ConditionDef } from '../../core/conditions.js';

/** A side's situation (`--a`/`--b`, scenario `a:`/`b:`). */
export const CONDITIONS: readonly ConditionDef[] = [
  {
    key: 'approach',
    kind: 'choice',
    values: ['front', 'flank', 'rear'],
    default: 'front',
    description: 'the attacker strikes its enemy in front, flank or rear: flank and rear fight one class up the ladder, Heavy Horse +1 on each die; a rear attack takes no casualties back (003:438-440; C2, C14)',
    counts: 'only the attacker\'s approach counts (003:438-440)',
  },
  {
    key: 'close-order',
    kind: 'flag',
    description: 'the side stands in its close formation: Swiss and Landsknechte attack and defend in their special class; pole arms met in front take casualties only from like weapons (003:1103-1105; C5, C6)',
    counts: 'only a type with a close formation or pole arms has one, and a close order is met only in front',
  },
  {
    key: 'charging',
    kind: 'flag',
    description: 'the side charges into the melee across smooth, level ground or down a moderate slope: Heavy and Armored Foot, levies and Horse roll one more die a man in the first round; a charge by Horse, or by Swiss or Landsknechte in formation, makes the enemy check first (engagement) (003:478, 501-519; C23, C25)',
    counts: 'only Heavy and Armored Foot, levies and Horse have the Impetus Bonus, and only an engagement makes charge checks',
  },
  {
    key: 'standing',
    kind: 'flag',
    description: 'the side is Horse standing when attacked: it strikes a class lower in the first round (003:480; C24)',
    counts: 'only Horse fight a class lower standing',
  },
];

/** Contested readings and the engagement's cap; each default is the ruling in RULINGS.md. */
export const OPTIONS: readonly ConditionDef[] = [
  {
    key: 'doubling',
    kind: 'choice',
    values: ['both-under-20', 'total-under-20'],
    default: 'both-under-20',
    description: 'C8: morale totals double when each side had fewer than 20 figures at the start of the round (both-under-20), or the two sides together (total-under-20)',
  },
  {
    key: 'loss-check',
    kind: 'choice',
    values: ['exceeds', 'reaches'],
    default: 'exceeds',
    description: 'C10: the Loss Table check falls due when losses exceed the row\'s fraction of the original strength (exceeds), or reach it (reaches)',
  },
  {
    key: 'extra-dice',
    kind: 'choice',
    values: ['per-man', 'per-unit'],
    default: 'per-man',
    description: 'C4, C23: the pike or halberd die and the impetus die are one per man (per-man), or one for the whole unit (per-unit)',
  },
  {
    key: 'round-cap',
    kind: 'count',
    min: 1,
    max: 100,
    default: 30,
    description: 'C22: an engagement still fighting after this many rounds is unresolved',
    combat: ['engagement'],
  },
];
