import type { MetricSpec } from '../../core/kernel.js';
import type { CombatKind, OutcomeDef } from '../../core/system.js';
import { casualtyKind } from '../common/casualty-kind.js';

const DESTROYED = { id: 'destroyed', label: 'destroyed' };

export const MELEE = casualtyKind('melee', 'melee round', 'one melee round: both sides pool their melee dice, sort them and compare pair by pair (004:372-401)', DESTROYED);
export const MISSILE = casualtyKind(
  'missile',
  'missile fire',
  'the attacker\'s figures shoot one volley; armed targets return fire, unarmed ones only resist (004:455-485)',
  DESTROYED,
);
export const SHOT = casualtyKind('shot', 'catapult shot', 'a catapult shot or hurled boulder strikes the defending figure (004:296-304, 853-857, 908-912)', DESTROYED);

const ENGAGEMENT_OUTCOMES: readonly OutcomeDef[] = [
  { id: 'holds', label: 'holds the field', unfavourable: false },
  { id: 'undecided', label: 'undecided', unfavourable: false },
  { id: 'surrendered', label: 'surrendered', unfavourable: true },
  { id: 'destroyed', label: 'destroyed', unfavourable: true },
];

/** Result axis of an engagement, indexed as `ENGAGEMENT_RESULTS`. */
export const ENGAGEMENT_RESULTS = ['attacker-holds', 'defender-holds', 'both-destroyed', 'undecided'] as const;

export const ENGAGEMENT: CombatKind = {
  id: 'engagement',
  label: 'engagement',
  description: 'melee rounds repeated until a side is destroyed or surrenders (or the round cap), roles alternating (R25)',
  outcomes: ENGAGEMENT_OUTCOMES,
  axes: [
    {
      name: 'result',
      values: ENGAGEMENT_RESULTS,
      labels: { 'attacker-holds': '{attacker} hold the field', 'defender-holds': '{defender} hold the field', 'both-destroyed': 'both destroyed', undecided: 'undecided' },
    },
    { name: 'attacker', values: ENGAGEMENT_OUTCOMES.map((o) => o.id) },
    { name: 'defender', values: ENGAGEMENT_OUTCOMES.map((o) => o.id) },
  ],
  totals: [
    { id: 'attackerWins', label: '{attacker} hold the field', axis: 'result', values: ['attacker-holds'] },
    { id: 'defenderWins', label: '{defender} hold the field', axis: 'result', values: ['defender-holds'] },
    { id: 'bothDestroyed', label: 'both destroyed', axis: 'result', values: ['both-destroyed'] },
    { id: 'undecided', label: 'undecided', axis: 'result', values: ['undecided'] },
  ],
};

export const KINDS: readonly CombatKind[] = [MELEE, ENGAGEMENT, MISSILE, SHOT];

/** The unit of the points metrics, in words (R29). */
export function unitWords(unit: number): string {
  return unit === 2 ? 'in half-points (2 = 1 point)' : 'in quarter-points (4 = 1 point)';
}

/** Figures lost, points lost and figures left, per side: the metrics of a melee round, volley or shot. */
export function casualtyMetrics(figures: readonly [number, number], units: readonly [number, number], unit: number): MetricSpec[] {
  const points = unit === 2 ? 'points-lost' : 'quarter-points-lost';
  return [
    { name: 'attacker-figures-lost', label: 'attacker figures removed', max: figures[0] },
    { name: 'defender-figures-lost', label: 'defender figures removed', max: figures[1] },
    { name: `attacker-${points}`, label: `attacker points lost, ${unitWords(unit)}`, max: units[0], points: { side: 'attacker', perStep: 1 / unit, label: 'attacker points lost' } },
    { name: `defender-${points}`, label: `defender points lost, ${unitWords(unit)}`, max: units[1], points: { side: 'defender', perStep: 1 / unit, label: 'defender points lost' } },
    { name: 'attacker-survivors', label: 'attacker figures left', max: figures[0] },
    { name: 'defender-survivors', label: 'defender figures left', max: figures[1] },
  ];
}

/** Rounds, then figures left and points lost (killed or taken prisoner) per side: an engagement's metrics. */
export function engagementMetrics(figures: readonly [number, number], units: readonly [number, number], unit: number, cap: number): MetricSpec[] {
  const points = unit === 2 ? 'points-lost' : 'quarter-points-lost';
  return [
    { name: 'rounds', label: 'rounds fought', max: cap },
    { name: 'attacker-survivors', label: 'attacker figures left', max: figures[0] },
    { name: 'defender-survivors', label: 'defender figures left', max: figures[1] },
    { name: `attacker-${points}`, label: `attacker points lost (killed or captured), ${unitWords(unit)}`, max: units[0], points: { side: 'attacker', perStep: 1 / unit, label: 'attacker points lost (killed or captured)' } },
    { name: `defender-${points}`, label: `defender points lost (killed or captured), ${unitWords(unit)}`, max: units[1], points: { side: 'defender', perStep: 1 / unit, label: 'defender points lost (killed or captured)' } },
  ];
}
