import type { MetricSpec } from '../../core/kernel.js';
import type { CombatKind, OutcomeDef } from '../../core/system.js';
import { casualtyKind } from '../common/casualty-kind.js';
import { ENGAGEMENT_RESULTS } from './engagement.js';

/** A side's outcome of a round or a volley, as the joint code's axes hold it: none, losses, eliminated. */
export const ROUND_VALUES = ['none', 'losses', 'eliminated'] as const;
const ELIMINATED = { id: 'eliminated', label: 'eliminated' };

export const MELEE = casualtyKind(
  'melee',
  'melee round',
  'one round of mass melee: both units roll their Combat Tables dice at once from the figures present, casualties capped at the figures there are (003:408, 1045-1107)',
  ELIMINATED,
);
export const MISSILE = casualtyKind('missile', 'missile volley', 'one volley of the attacker\'s missile troops at the defender, by the mass missile table: a die a group of at most 10 (20 against fully armoured targets) (003:266-300; C26)', ELIMINATED);
if (MELEE.axes[0]?.values.join() !== ROUND_VALUES.join()) throw new Error('internal: round outcomes out of step with ROUND_VALUES');

/** How a side ends an engagement, in the order of engagement.ts `ENGAGEMENT_RESULTS`. */
const ENGAGEMENT_OUTCOMES: readonly OutcomeDef[] = [
  { id: 'none', label: 'holds', unfavourable: false },
  { id: 'back-half', label: 'falls back 1/2 move', unfavourable: true },
  { id: 'back-1', label: 'falls back 1 move', unfavourable: true },
  { id: 'retreat', label: 'retreats', unfavourable: true },
  { id: 'fled', label: 'fled the charge (1 1/2 moves back, must rally)', unfavourable: true },
  { id: 'rout', label: 'routs', unfavourable: true },
  { id: 'surrender', label: 'surrenders', unfavourable: true },
  { id: 'removed', label: 'removed (failed its Loss Table check)', unfavourable: true },
  { id: 'eliminated', label: 'eliminated', unfavourable: true },
  { id: 'unresolved', label: 'still fighting at the round cap', unfavourable: false },
];
if (ENGAGEMENT_OUTCOMES.map((o) => o.id).join() !== ENGAGEMENT_RESULTS.join()) throw new Error('internal: engagement outcomes out of step with ENGAGEMENT_RESULTS');

/** Results after which the unit is gone or routed: out of the battle, not merely pushed back. */
const BROKEN = ['rout', 'surrender', 'removed', 'eliminated'];
const GIVES_WAY = ['back-half', 'back-1', 'retreat', 'fled', ...BROKEN];

export const ENGAGEMENT: CombatKind = {
  id: 'engagement',
  label: 'engagement',
  description: 'charge checks, then rounds of mass melee, Loss Table checks and post-melee morale until a side gives way, is removed or eliminated, or the round cap (003:406-440, 486-519; C21, C25)',
  outcomes: ENGAGEMENT_OUTCOMES,
  axes: [
    { name: 'attacker', values: ENGAGEMENT_RESULTS },
    { name: 'defender', values: ENGAGEMENT_RESULTS },
  ],
  totals: [
    { id: 'defenderGivesWay', label: '{defender} give way', axis: 'defender', values: GIVES_WAY },
    { id: 'defenderBroken', label: 'rout, surrender, removed or eliminated', axis: 'defender', values: BROKEN, partOf: 'defenderGivesWay' },
    { id: 'attackerGivesWay', label: '{attacker} give way', axis: 'attacker', values: GIVES_WAY },
    { id: 'attackerBroken', label: 'rout, surrender, removed or eliminated', axis: 'attacker', values: BROKEN, partOf: 'attackerGivesWay' },
    { id: 'unresolved', label: 'unresolved at the round cap', axis: 'attacker', values: ['unresolved'] },
  ],
};

/**
 * How a side leaves one melee round's end (`--combat morale`): the engagement's results, read
 * for a single round: \`unresolved\` is the melee going on (003:425, "melee continues").
 */
const MORALE_LABELS: Readonly<Record<string, string>> = { unresolved: 'fight on (the melee continues)' };
const MORALE_OUTCOMES: readonly OutcomeDef[] = ENGAGEMENT_OUTCOMES.map((o) => ({ ...o, label: MORALE_LABELS[o.id] ?? o.label }));

export const MORALE: CombatKind = {
  id: 'morale',
  label: 'post-melee morale',
  description: 'the end of one round of melee whose casualties are known: each side\'s Loss Table check, then post-melee morale, worked exactly from the figures each side had, lost this round and lost before (003:408-436, 486-499; C7-C11, C21)',
  outcomes: MORALE_OUTCOMES,
  axes: ENGAGEMENT.axes,
  totals: [
    ...ENGAGEMENT.totals.filter((t) => !t.values.includes('unresolved')),
    { id: 'continues', label: 'the melee continues', axis: 'attacker', values: ['unresolved'] },
  ],
};

/** How a side ends a round of fantastic combat (003:1235-1239). */
const FANTASY_OUTCOMES: readonly OutcomeDef[] = [
  { id: 'none', label: 'no effect', unfavourable: false },
  { id: 'falls-back', label: 'falls back 1 move', unfavourable: true },
  { id: 'killed', label: 'killed', unfavourable: true },
];
const valuesOf = (outcomes: readonly OutcomeDef[]): string[] => outcomes.map((o) => o.id);

export const FANTASY: CombatKind = {
  id: 'fantasy',
  label: 'fantastic combat',
  description: 'one round of fantastic combat: each creature rolls two dice against the Fantasy Combat Table at once, under no effect, equal the other falls back 1 move, over it is killed; elves with magical swords by their own scores, True Trolls only by their table (003:772-784, 869-881, 1233-1261; C27, C31, C44)',
  outcomes: FANTASY_OUTCOMES,
  axes: [
    { name: 'attacker', values: valuesOf(FANTASY_OUTCOMES) },
    { name: 'defender', values: valuesOf(FANTASY_OUTCOMES) },
  ],
  totals: [
    { id: 'defenderKilled', label: '{defender} killed', axis: 'defender', values: ['killed'], heatmap: true },
    { id: 'defenderFallsBack', label: '{defender} falls back', axis: 'defender', values: ['falls-back'], heatmap: true },
    { id: 'attackerKilled', label: '{attacker} killed', axis: 'attacker', values: ['killed'] },
    { id: 'attackerFallsBack', label: '{attacker} falls back', axis: 'attacker', values: ['falls-back'] },
  ],
  singleRoll: true,
};

/** How a rider leaves the lists (C33): unhorsed, injured and still mounted, or neither. */
const JOUST_OUTCOMES: readonly OutcomeDef[] = [
  { id: 'neither', label: 'rides on', unfavourable: false },
  { id: 'injured', label: 'injured, still mounted', unfavourable: true },
  { id: 'unhorsed', label: 'unhorsed', unfavourable: true },
];
/** Who has more tourney points at the end (003:702-710). */
export const TOURNEY_RESULTS = ['attacker-ahead', 'level', 'defender-ahead'] as const;

export const JOUST: CombatKind = {
  id: 'joust',
  label: 'joust',
  description: 'a joust of up to three rides: each rider\'s aiming point meets the other\'s position on the Jousting Matrix, every letter of a cell happening; a broken lance or lost helm forces position 4 next ride; over when a rider is unhorsed; scored by the tourney table (003:694-710, 1151-1186; C28, C33)',
  outcomes: JOUST_OUTCOMES,
  axes: [
    { name: 'attacker', values: valuesOf(JOUST_OUTCOMES) },
    { name: 'defender', values: valuesOf(JOUST_OUTCOMES) },
    { name: 'tourney', values: TOURNEY_RESULTS },
  ],
  totals: [
    { id: 'defenderUnhorsed', label: '{defender} unhorsed', axis: 'defender', values: ['unhorsed'], heatmap: true },
    { id: 'attackerUnhorsed', label: '{attacker} unhorsed', axis: 'attacker', values: ['unhorsed'] },
    { id: 'attackerAhead', label: '{attacker} ahead on tourney points', axis: 'tourney', values: ['attacker-ahead'], heatmap: true },
    { id: 'level', label: 'level on tourney points', axis: 'tourney', values: ['level'] },
    { id: 'defenderAhead', label: '{defender} ahead on tourney points', axis: 'tourney', values: ['defender-ahead'] },
  ],
};

/** How a man ends a man-to-man melee (003:650-690, 1109-1131; C38, C41). */
const DUEL_OUTCOMES: readonly OutcomeDef[] = [
  { id: 'stands', label: 'stands', unfavourable: false },
  { id: 'disarmed', label: 'weapon broken', unfavourable: true },
  { id: 'killed', label: 'killed', unfavourable: true },
];

export const DUEL: CombatKind = {
  id: 'duel',
  label: 'man-to-man melee',
  description: 'man-to-man melee between two figures, each a man: blows in the order of 003:656-672, two or three blows for a much lighter weapon, two dice at or above the weapon\'s value against the armour kill (Appendix B, 003:650-690, 1109-1131; C34-C41), until one falls or the round cap',
  outcomes: DUEL_OUTCOMES,
  axes: [
    { name: 'attacker', values: valuesOf(DUEL_OUTCOMES) },
    { name: 'defender', values: valuesOf(DUEL_OUTCOMES) },
  ],
  totals: [
    { id: 'defenderKilled', label: '{defender} killed', axis: 'defender', values: ['killed'] },
    { id: 'attackerKilled', label: '{attacker} killed', axis: 'attacker', values: ['killed'] },
    { id: 'defenderDisarmed', label: '{defender} weapon broken', axis: 'defender', values: ['disarmed'] },
    { id: 'attackerDisarmed', label: '{attacker} weapon broken', axis: 'attacker', values: ['disarmed'] },
  ],
};

/** One man's shot at another with the individual missile table (003:1133-1145; C42, C43). */
export const SHOT = casualtyKind('shot', 'individual shot', 'one man shoots at another with the individual missile table: two dice at or above the value for the weapon, the target\'s armour and the range band kill; cover subtracts from the dice (003:1133-1145; C42, C43)', { id: 'killed', label: 'killed' });

/** Points are priced in quarters (Armored Foot 2 1/2, peasants 1/2: 003:712-737), so points metrics count quarter-points. */
export const QUARTERS = 4;

/** Quarter-points a figure of the row is worth; 0 for a type the text gives no value ("(-)", C30). */
export const quartersOf = (row: { readonly cost: number | null }): number => (row.cost ?? 0) * QUARTERS;

/** Figures lost and points lost per side (and rounds, for an engagement). */
export function casualtyMetrics(figures: readonly [number, number], quarters: readonly [number, number], rounds: number | null): MetricSpec[] {
  const lost = (side: 'attacker' | 'defender', i: 0 | 1): MetricSpec => ({ name: `${side}-figures-lost`, label: `${side} figures lost`, max: figures[i] });
  const points = (side: 'attacker' | 'defender', i: 0 | 1): MetricSpec => ({
    name: `${side}-quarter-points-lost`,
    label: `${side} points lost, in quarter-points (4 = 1 point)`,
    max: quarters[i],
    points: { side, perStep: 1 / QUARTERS, label: `${side} points lost` },
  });
  return [
    ...(rounds === null ? [] : [{ name: 'rounds', label: 'rounds fought', max: rounds }]),
    lost('attacker', 0),
    lost('defender', 1),
    points('attacker', 0),
    points('defender', 1),
  ];
}

/** Add a law over 0, 1, 2 ... into a metric's histogram at 0, step, 2 step ... (figures lost into quarter-points lost). */
export function spreadInto(histogram: Float64Array | undefined, law: Float64Array, step: number): void {
  if (histogram) law.forEach((p, k) => (histogram[k * step] = (histogram[k * step] as number) + p));
}
