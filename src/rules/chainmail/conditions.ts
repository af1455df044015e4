import type { ConditionDef } from '../../core/conditions.js';
import { NO_PATCH } from '../../core/overlay-spec.js';
import type { OptionDef } from '../../core/system.js';

/** A side's situation (`--a`/`--b`, scenario `a:`/`b:`). */
export const CONDITIONS: readonly ConditionDef[] = [
  {
    key: 'approach',
    kind: 'choice',
    values: ['front', 'flank', 'rear'],
    default: 'front',
    description: 'the attacker strikes its enemy in front, flank or rear: flank and rear fight one class up the ladder, Heavy Horse +1 on each die; a rear attack takes no casualties back (003:438-440; C2, C14)',
    counts: 'only the attacker\'s approach counts (003:438-440)',
    combat: ['melee', 'engagement'],
  },
  {
    key: 'close-order',
    kind: 'flag',
    description: 'the side stands in its close formation: Swiss and Landsknechte attack and defend in their special class; pole arms met in front take casualties only from like weapons (003:1103-1105; C5, C6)',
    counts: 'only a type with a close formation or pole arms has one, and a close order is met only in front',
    combat: ['melee', 'engagement'],
  },
  {
    key: 'charging',
    kind: 'flag',
    description: 'the side charges into the melee across smooth, level ground or down a moderate slope: Heavy and Armored Foot, levies and Horse roll one more die a man in the first round; a charge by Horse, or by Swiss or Landsknechte in formation, makes the enemy check first (engagement) (003:478, 501-519; C23, C25)',
    counts: 'only Heavy and Armored Foot, levies and Horse have the Impetus Bonus, and only an engagement makes charge checks',
    combat: ['melee', 'engagement'],
  },
  {
    key: 'cover',
    kind: 'choice',
    values: ['none', 'soft', 'arrow-proof'],
    default: 'none',
    description: 'the side as a target of missile fire: soft cover (brush, woods, fences, walls) halves its casualties, fractions dropped; mantlets or arrow slits make it arrow proof (003:300; C26)',
    counts: 'only the target of a volley takes cover',
    combat: ['missile'],
  },
  {
    key: 'with-hero',
    kind: 'flag',
    description: 'a hero is with the unit: +1 on each die it rolls, its combat dice, morale die and 2d6 checks (003:794; C32)',
    counts: 'a hero adds to the dice of any unit',
    combat: ['melee', 'engagement'],
  },
  {
    key: 'with-commander',
    kind: 'flag',
    description: 'the army commander is with the unit: +1 on each die it rolls, two dice +2 (003:574; C32)',
    counts: 'the commander adds to the dice of any unit',
    combat: ['melee', 'engagement'],
  },
  {
    key: 'magic-sword',
    kind: 'choice',
    values: ['none', '1', '2', '3'],
    default: 'none',
    description: 'the side wields magical swords: in normal combat an extra die a figure, and elves\' dice against goblins and orcs; lycanthropes, ogres and wraiths fall to a single hit (003:774-775, 859-867, 955); on the Fantasy Combat Table +1, a "Super Sword" +2 or +3 (003:955; C31, C32)',
    counts: 'in normal combat any magical sword is one extra die; only the Fantasy Combat Table reads +2 and +3',
    combat: ['melee', 'engagement', 'fantasy'],
  },
  {
    key: 'full-light',
    kind: 'flag',
    description: 'the side fights in full daylight or bright light: goblins and orcs -1 on each die and on their Morale Rating, wights -1 on each die (003:768, 790, 939; C32)',
    counts: 'only goblins, orcs and wights mind the light',
    combat: ['melee', 'engagement'],
  },
  {
    key: 'magic-armour',
    kind: 'flag',
    description: 'the side wears magic armour: -1 on the enemy\'s dice on the Fantasy Combat Table (003:959; C31)',
    counts: 'magic armour counts against a fantastic attack',
    combat: ['fantasy'],
  },
  {
    key: 'standing',
    kind: 'flag',
    description: 'the side is Horse standing when attacked: it strikes a class lower in the first round (003:480; C24)',
    counts: 'only Horse fight a class lower standing',
    combat: ['melee', 'engagement'],
  },
];

/**
 * Contested readings and the engagement's cap; each default is the ruling in RULINGS.md. A
 * reading of which Loss Table row a type uses is a patch of its row.
 */
export const OPTIONS: readonly OptionDef[] = [
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
    key: 'fatigue-penalty',
    kind: 'choice',
    values: ['per-roll', 'per-die'],
    default: 'per-roll',
    description: 'C15: a fatigued unit takes -1 on each morale roll in all (per-roll), or -1 on each die, -2 on a Loss Table check (per-die)',
    combat: ['engagement'],
  },
  {
    key: 'flank-armored-foot',
    kind: 'choice',
    values: ['next-class', 'plus-one'],
    default: 'next-class',
    description: 'C14: Armored Foot attacking a flank or rear fight as Light Horse, the next class up (next-class), or stay Armored Foot with +1 on each die (plus-one)',
  },
  {
    key: 'light-horse-loss',
    kind: 'choice',
    values: ['light', 'as-mongols'],
    default: 'light',
    description: 'C12: Light Horse use the Loss Table row "Light" (25%, 8 or better), or the elite row that names Mongols (33 1/3%, 6 or better)',
    combat: ['engagement'],
    patches: { 'as-mongols': { ...NO_PATCH, troops: { 'light-horse': { lossRow: 'elite-heavy-foot-armored-foot-mongols' } } } },
  },
  {
    key: 'heavy-horse-loss',
    kind: 'choice',
    values: ['heavy-horse', 'as-knights'],
    default: 'heavy-horse',
    description: 'C12: Heavy Horse use the row "Heavy Horse, Norman Knights" (50%, 6 or better), or "Mounted Knights" (50%, 4 or better)',
    combat: ['engagement'],
    patches: { 'as-knights': { ...NO_PATCH, troops: { 'heavy-horse': { lossRow: 'mounted-knights' } } } },
  },
  {
    key: 'landsknechte-loss',
    kind: 'choice',
    values: ['elite', 'as-swiss'],
    default: 'elite',
    description: 'C12: Landsknechte use the elite Heavy Foot row (33 1/3%, 6 or better), or the Swiss Pikemen row (50%, 5 or better)',
    combat: ['engagement'],
    patches: { 'as-swiss': { ...NO_PATCH, troops: { landsknechte: { lossRow: 'swiss-pikemen' } } } },
  },
  {
    key: 'missile-half-armor-5-6',
    kind: 'choice',
    values: ['as-printed', '1-2'],
    default: 'as-printed',
    description: 'C17: 5-6 firing at half armour or shields kill 2 on 1-3 and 2 on 4-6 as printed, or 1 and 2 (the progression of the rows beside it)',
    combat: ['missile'],
  },
  {
    key: 'missile-fully-armored-from',
    kind: 'choice',
    values: ['4', '5'],
    default: '4',
    description: 'C17: the first band against fully armoured targets is 4-8 firing as printed (4), or 5-8, four wide like the others (5)',
    combat: ['missile'],
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
