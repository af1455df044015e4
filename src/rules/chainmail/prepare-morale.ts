import { errors } from '../../core/errors.js';
import type { Matchup, PreparedMatchup, Side } from '../../core/system.js';
import { EVERY_HIT_KILLS } from './casualties.js';
import { engagementExact, lossStep, lossThresholds, type EngagementSide, type EngagementSpec, type LossReadings } from './engagement.js';
import { EngagementKernel } from './engagement-kernel.js';
import { engagementSpecOf, type EngagementOptions } from './engagement-spec.js';
import { section } from './explain.js';
import { MORALE } from './kinds.js';
import { isDoubled, moraleResult, sideTotal } from './morale.js';
import { conditionNotes } from './notes.js';
import { POST_MELEE } from './tables.js';
import type { Troop } from './troops.js';
import { optionsOf, situationOf, unitOf, type Unit } from './unit.js';

/** What a side brings to the end of the round: figures when it began, lost in it, lost before it, and a check already passed. */
interface RoundSide {
  readonly unit: Unit;
  readonly lost: number;
  readonly before: number;
  readonly passed: boolean;
}

function roundSideOf(unit: Unit, conditions: Side['conditions']): RoundSide {
  return { unit, lost: Number(conditions['lost'] ?? 0), before: Number(conditions['lost-before'] ?? 0), passed: conditions['passed-check'] === true };
}

/** Plain figures for the Loss Table and morale: a creature's hits are behind it once its losses are known. */
function figuresOnly(side: EngagementSide): EngagementSide {
  return { ...side, units: side.figures, aliveAt: Int32Array.from({ length: side.figures + 1 }, (_, k) => k) };
}

/**
 * The engagement's own round, one round long, with its casualties forced: each side's strike
 * is as many dice as the figures the other lost, every face killing, and the sides start where
 * the round began (`start`). So the Loss Table checks, post-melee morale and every option are
 * the engagement's, not a second copy of them.
 */
function roundSpec(a: RoundSide, d: RoundSide, attacker: Side['conditions'], defender: Side['conditions'], options: EngagementOptions): EngagementSpec {
  const base = engagementSpecOf(a.unit.row, a.unit.figures + a.before, d.unit.row, d.unit.figures + d.before, situationOf(a.unit.row, attacker, d.unit.row, defender), { ...options, roundCap: 1 });
  return {
    ...base,
    attacker: figuresOnly(base.attacker),
    defender: figuresOnly(base.defender),
    strike: (side) => ({ dice: side === 'attacker' ? d.lost : a.lost, killFaces: 6 }),
    onAttacker: EVERY_HIT_KILLS,
    onDefender: EVERY_HIT_KILLS,
    charge: { attacker: 0, defender: 0 },
    start: { attacker: { units: a.unit.figures, passed: a.passed }, defender: { units: d.unit.figures, passed: d.passed } },
  };
}

/** One sentence, exit 2, for what the text cannot have happened: more lost than there were, a check passed before it fell due. */
function refuseImpossible(label: 'attacker' | 'defender', s: RoundSide, side: EngagementSide, readings: LossReadings): void {
  const name = `${label} '${s.unit.figures}*${s.unit.row.id}'`;
  if (s.lost > s.unit.figures) throw errors.invalid(`${name} lost=${s.lost}`, `the unit had ${s.unit.figures} figures when the round began`);
  if (s.passed && !side.checksMorale) throw errors.invalid(`${name} passed-check`, `${s.unit.row.name} never check morale, so have no Loss Table check to pass (C30)`);
  const t = lossThresholds(side, readings);
  if (s.passed && s.before < t.check) throw errors.invalid(`${name} passed-check`, `its check falls due at ${t.check} lost of ${side.figures}, and lost-before is ${s.before}`);
}

/** What the Loss Table does to a side at the end of the round, in words: the chain's own step (engagement.ts `lossStep`). */
function lossLine(label: string, s: RoundSide, side: EngagementSide, spec: EngagementSpec): string {
  const t = lossThresholds(side, spec);
  const total = s.before + s.lost;
  const head = `${label}: ${s.unit.figures} ${s.unit.row.name} lost ${s.lost}, ${s.unit.figures - s.lost} left; ${total} lost of ${side.figures} in all`;
  if (!side.checksMorale) return `${head}; never checks morale (C30)`;
  if (s.lost === s.unit.figures) return `${head}; eliminated`;
  const rule = `Loss Table ${Math.round(side.loss.fraction * 100)}%: check at ${t.check} lost, removed at ${t.removal} once passed (003:486-497; C10, C11)`;
  const penalty = side.fatigueAfter < 1 ? spec.fatigueCheckMinus : 0;
  // A round that cost the side nothing changes nothing (C11).
  const step = s.lost === 0 ? { stay: 1, passed: s.passed } : lossStep(side, total, s.passed, t, penalty, spec.lossSecond);
  if (s.passed) return `${head}; ${rule}; passed before: ${step.stay === 0 ? 'removed' : 'stays'}`;
  if (!step.passed) return `${head}; ${rule}; ${step.stay === 0 ? 'removed outright (loss-second=outright)' : 'no check'}`;
  const shift = 2 * side.dieBonus - penalty;
  return `${head}; ${rule}; checks: ${side.loss.scoreToRemain}+ on 2d6${shift === 0 ? '' : ` ${shift > 0 ? '+' : ''}${shift}`} to stay, ${(step.stay * 100).toFixed(1)}%`;
}

/** Post-melee morale for each face of the die (003:410-436; C7-C9): the totals and who reacts. */
function moraleLines(a: RoundSide, d: RoundSide, spec: EngagementSpec): string[] {
  const [A, D] = [spec.attacker, spec.defender];
  const fatigued = (x: EngagementSide): boolean => x.fatigueAfter < 1;
  const ratingA = A.rating - (fatigued(A) ? 1 : 0);
  const ratingD = D.rating - (fatigued(D) ? 1 : 0);
  const [sa, sd] = [a.unit.figures - a.lost, d.unit.figures - d.lost];
  if (sa === 0 || sd === 0) return ['a side with no figures left takes no morale result'];
  const times = isDoubled(spec.doubling, a.unit.figures, d.unit.figures) ? POST_MELEE.doubling.factor : 1;
  const roller = a.lost < d.lost ? A : D;
  const shift = roller.dieBonus - (fatigued(roller) ? spec.fatigueDieMinus : 0);
  const line = (die: number, what: string): string => {
    const ta = sideTotal(sa, sd, a.lost, d.lost, die, ratingA) * times;
    const td = sideTotal(sd, sa, d.lost, a.lost, die, ratingD) * times;
    const result = ta === td ? 'continue' : moraleResult(Math.abs(ta - td));
    const lower = ta < td ? a : d;
    const checks = (ta < td ? A : D).checksMorale;
    const reaction = result === 'continue' || !checks ? 'the melee continues' : `${lower.unit.row.name} ${MORALE.outcomes.find((o) => o.id === result)?.label ?? result}`;
    return `${what}: ${a.unit.row.name} ${ta}, ${d.unit.row.name} ${td}: ${reaction}`;
  };
  const doubled = times === 1 ? [] : [`totals doubled: each side had fewer than ${POST_MELEE.doubling.fewerThanPerSide} figures (C8)`];
  if (a.lost === d.lost) return [...doubled, line(0, 'equal casualties, no die')];
  const who = a.lost < d.lost ? a.unit.row.name : d.unit.row.name;
  return [...doubled, ...[1, 2, 3, 4, 5, 6].map((face) => line(Math.max(0, face + shift), `${who} roll ${face}${shift === 0 ? '' : ` (counts ${Math.max(0, face + shift)})`}`))];
}

/**
 * `--combat morale`: the end of one round of melee whose casualties the players know: each
 * side's Loss Table check and post-melee morale, exactly (003:408-436, 486-499; C7-C11, C21).
 * A side is the figures it had when the round began (`20*heavy-foot`), with `lost` this
 * round, `lost-before` it and `passed-check`.
 */
export function prepareMorale(matchup: Matchup, byId: ReadonlyMap<string, Troop>): PreparedMatchup {
  const a = roundSideOf(unitOf(matchup.attacker, byId, 'attacker'), matchup.attacker.conditions);
  const d = roundSideOf(unitOf(matchup.defender, byId, 'defender'), matchup.defender.conditions);
  const options = optionsOf(matchup);
  const spec = roundSpec(a, d, matchup.attacker.conditions, matchup.defender.conditions, options);
  refuseImpossible('attacker', a, spec.attacker, options);
  refuseImpossible('defender', d, spec.defender, options);
  const space = 'each side\'s Loss Table check on 2d6 and the morale die, enumerated';
  const notes = conditionNotes(matchup, [a.unit, d.unit], (attacker, defender) => {
    const s = roundSpec(roundSideOf(a.unit, attacker), roundSideOf(d.unit, defender), attacker, defender, options);
    return Array.from(engagementExact(s).joint).join();
  });
  return {
    kernel: new EngagementKernel(MORALE.axes, [], spec, [0, 0], space),
    explanation: {
      dice: '2d6 for each Loss Table check that falls due; one die for post-melee morale',
      sections: [
        ...section('Loss Table (C10, C11)', [lossLine('attacker', a, spec.attacker, spec), lossLine('defender', d, spec.defender, spec)]),
        ...section('post-melee morale (003:410-436; C7-C9)', moraleLines(a, d, spec)),
        ...section('order (C21)', [
          'casualties come off; each side whose losses cross its Loss Table threshold checks, and is removed if it fails; then post-melee morale, the lower total taking the band of the difference',
          options.lossFailure === 'ends-round' ? 'a side removed by the Loss Table leaves the other no morale result (loss-failure=ends-round)' : 'a side removed by the Loss Table leaves the other its own morale result (loss-failure=morale-stands)',
        ]),
        ...section('method', [`exact: ${space}`]),
      ],
    },
    notes,
  };
}
