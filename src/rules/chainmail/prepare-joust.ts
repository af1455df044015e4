import { errors } from '../../core/errors.js';
import type { Matchup, PreparedMatchup, Side } from '../../core/system.js';
import { OutcomeListKernel } from '../common/outcome-list-kernel.js';
import { section } from './explain.js';
import { allowedPosition, AIMING_POINTS, JOUST_MATRIX, JOUST_POSITIONS, type AimingPoint, type JoustPosition } from './joust-table.js';
import { JOUST_READINGS, type JoustChoice, type JoustReadings } from './joust.js';
import { endingOf, joustLaw, scoreLaw, type JoustLaw, type JoustRider } from './joust-law.js';
import { JOUST, TOURNEY_RESULTS } from './kinds.js';
import { conditionNotes } from './notes.js';
import type { Troop } from './troop-row.js';
import { unitOf, type Unit } from './unit.js';

/** A rider's choices from his `aim` and `position` conditions: fixed, a list (one of the two fixed), or mixed (C33). */
function riderOf(label: 'attacker' | 'defender', conditions: Side['conditions']): JoustRider {
  const aim = conditions['aim'] as 'mixed' | AimingPoint;
  const position = conditions['position'] as 'mixed' | JoustPosition;
  if (aim === 'mixed' && position === 'mixed') return 'mixed';
  const choices: JoustChoice[] = AIMING_POINTS.flatMap((a) => JOUST_POSITIONS.filter((p) => allowedPosition(a, p)).map((p) => ({ aim: a, position: p })))
    .filter((c) => (aim === 'mixed' || c.aim === aim) && (position === 'mixed' || c.position === position));
  if (choices.length === 0) {
    const row = JOUST_MATRIX.find((r) => r.aim === aim);
    throw errors.invalid(`${label} aim=${aim} position=${position}`, `aiming at ${aim} allows positions ${row?.positions.join(', ')} only (PDP/AP, 003:${row?.line}; C28)`);
  }
  return choices.length === 1 ? (choices[0] as JoustChoice) : choices;
}

/** A rider's choice in words. */
const riderWords = (rider: JoustRider): string =>
  rider === 'mixed' ? 'mixed: uniform over the 33 legal aims and positions each ride' : 'aim' in rider ? `aims at ${rider.aim}, sits ${rider.position}` : `uniform over ${rider.map((c) => `${c.aim}/${c.position}`).join(', ')}`;

/** A rider's expected score and its law, in words: "expected 6.2; -1 (12.0%), 0 (3.1%) ...". */
function scoreWords(label: string, law: JoustLaw, rider: 'A' | 'B'): string {
  const { min, probabilities } = scoreLaw(law, rider);
  const mean = probabilities.reduce((s, p, k) => s + p * (min + k), 0);
  const shown = probabilities.flatMap((p, k) => (p > 0 ? [`${min + k} (${(p * 100).toFixed(1)}%)`] : []));
  return `${label}: expected ${mean.toFixed(2)}; ${shown.join(', ')}`;
}

/** Only a knight with the lance jousts (003:696). */
function rider(unit: Unit, label: 'attacker' | 'defender', byId: ReadonlyMap<string, Troop>): void {
  if (!unit.row.lance) throw errors.cannot(`${label} ${unit.row.name}`, 'joust', `only knights with the lance joust (003:696): ${[...byId.values()].filter((r) => r.lance).map((r) => r.id).join(', ')}`);
  if (unit.figures !== 1) throw errors.invalid(`${label} '${unit.figures}*${unit.row.id}'`, 'a joust is one knight against one: give a count of 1');
}

/**
 * `--combat joust`: a joust of up to three rides between two knights, exactly (C28, C33):
 * every way it can end, with both riders' endings, who is ahead on tourney points, the rides
 * fought, the lances broken and each rider's tourney points (C48).
 */
export function prepareJoust(matchup: Matchup, byId: ReadonlyMap<string, Troop>): PreparedMatchup {
  const a = unitOf(matchup.attacker, byId, 'attacker');
  const d = unitOf(matchup.defender, byId, 'defender');
  rider(a, 'attacker', byId);
  rider(d, 'defender', byId);
  const readings: JoustReadings = {
    cells: matchup.options['joust-cells'] === 'one-of' ? 'one-of' : JOUST_READINGS.cells,
    lanceScore: matchup.options['lance-score'] === 'plus-one' ? 1 : JOUST_READINGS.lanceScore,
  };
  const rides = Number(matchup.options['joust-rides']);
  const lawOf = (attacker: Side['conditions'], defender: Side['conditions']): JoustLaw => joustLaw(riderOf('attacker', attacker), riderOf('defender', defender), rides, readings);
  const law = lawOf(matchup.attacker.conditions, matchup.defender.conditions);
  const ends = JOUST.axes[0]?.values ?? [];
  const tourney = TOURNEY_RESULTS.length;
  const outcomes = law.outcomes.map((o) => ({
    code: (ends.indexOf(endingOf(o.a)) * ends.length + ends.indexOf(endingOf(o.b))) * tourney + (o.scoreA > o.scoreB ? 0 : o.scoreA === o.scoreB ? 1 : 2),
    metrics: [o.rides, o.a.lancesBroken, o.b.lancesBroken, o.scoreA, o.scoreB],
    probability: o.probability,
  }));
  // Tourney points can be negative (a broken lance -1, injured -10): both riders' histograms span the joust's range.
  const points = { offset: law.minScore, max: law.maxScore - law.minScore };
  const metrics = [
    { name: 'rides', label: 'rides fought', max: rides },
    { name: 'attacker-lances-broken', label: 'attacker lances broken', max: rides },
    { name: 'defender-lances-broken', label: 'defender lances broken', max: rides },
    { name: 'attacker-tourney-points', label: 'attacker tourney points (003:702-708)', ...points },
    { name: 'defender-tourney-points', label: 'defender tourney points (003:702-708)', ...points },
  ];
  const notes = conditionNotes(matchup, [a, d], (attacker, defender) => JSON.stringify(lawOf(attacker, defender).outcomes));
  return {
    kernel: new OutcomeListKernel(JOUST.axes, metrics, outcomes, `every choice of both riders, ride by ride, up to ${rides} rides`),
    explanation: {
      dice: 'no dice: the riders\' choices decide each ride',
      sections: [
        ...section('riders', [`attacker ${a.row.name}: ${riderWords(riderOf('attacker', matchup.attacker.conditions))}`, `defender ${d.row.name}: ${riderWords(riderOf('defender', matchup.defender.conditions))}`]),
        ...section('each ride (C28, C33)', [
          'each rider\'s aiming point meets the other\'s position on the Jousting Matrix (003:1151-1164); ' +
            (readings.cells === 'all' ? 'every letter of a cell happens (C28)' : 'one letter of a cell happens, each equally likely (option joust-cells=one-of)'),
          'a rider who breaks his lance or loses his helm sits position 4 the next ride (003:1186); the joust ends when a rider is unhorsed (003:700)',
          `tourney points: unhorsing +20, a helm knocked off +3, injured -10, a broken lance ${readings.lanceScore > 0 ? '+1 (option lance-score=plus-one)' : '-1 as printed'} (003:702-708)`,
        ]),
        ...section('tourney points', [scoreWords(`attacker ${a.row.name}`, law, 'A'), scoreWords(`defender ${d.row.name}`, law, 'B')]),
        ...section('method', [`exact: every choice of both riders, ride by ride, up to ${rides} rides`]),
      ],
    },
    notes,
  };
}
