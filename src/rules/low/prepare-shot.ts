import { errors } from '../../core/errors.js';
import type { ExactDistribution, Kernel, MetricSpec, OutcomeAxis, Rng } from '../../core/kernel.js';
import { codeCount } from '../../core/outcome-code.js';
import type { Matchup, PreparedMatchup } from '../../core/system.js';
import { section } from './explain.js';
import { casualtyMetrics, SHOT } from './kinds.js';
import { situationNotes } from './notes.js';
import { costOf, rowsOf, unitsPerPoint } from './side.js';
import type { Troop } from './troops.js';

/**
 * One catapult shot (or a giant's hurled boulder) strikes the defending figure: killed when
 * the d6 is at least `killOn` (7: never, 1: always). Joint code: attacker none x defender
 * none or destroyed; the melee metrics. Exact over the six faces of the one die.
 */
class ShotKernel implements Kernel {
  readonly outcomeCount: number;
  readonly metricOut: Int32Array;

  constructor(
    readonly axes: readonly OutcomeAxis[],
    readonly metrics: readonly MetricSpec[],
    private readonly killOn: number,
    private readonly units: number,
  ) {
    this.outcomeCount = codeCount(axes);
    this.metricOut = new Int32Array(metrics.length);
  }

  private record(killed: boolean): number {
    const out = this.metricOut;
    out[0] = 0;
    out[1] = killed ? 1 : 0;
    out[2] = 0;
    out[3] = killed ? this.units : 0;
    out[4] = this.metrics[4]?.max ?? 0;
    out[5] = killed ? 0 : 1;
    return killed ? 2 : 0;
  }

  trial(rng: Rng): number {
    return this.record(rng.d6() >= this.killOn);
  }

  exact(): ExactDistribution {
    const weights = new Float64Array(this.outcomeCount);
    const hist = this.metrics.map((m) => new Float64Array(m.max + 2));
    for (let die = 1; die <= 6; die++) {
      const code = this.record(die >= this.killOn);
      weights[code] = (weights[code] as number) + 1;
      hist.forEach((h, i) => {
        const v = this.metricOut[i] as number;
        h[v] = (h[v] as number) + 1;
      });
    }
    return { weights, total: 6, metrics: hist, space: '6 faces of the kill roll' };
  }
}

/** The d6 a struck figure dies on, and why (R17). */
function killRoll(row: Troop, conditions: Matchup['defender']['conditions']): { killOn: number; why: string } {
  const knocked = conditions['knocked-over'] === true;
  const first = conditions['not-first'] !== true;
  if (conditions['water'] === true) {
    return knocked && first
      ? { killOn: 1, why: 'in water, knocked over and the first figure struck: killed (004:980-981, 1284-1286)' }
      : { killOn: 7, why: 'in water a shot kills only a figure knocked over and first struck (004:980-981, 1284-1286)' };
  }
  if (knocked) return { killOn: 1, why: 'knocked over: killed (004:296-297, 853, 912-913)' };
  if (!first) return { killOn: 7, why: 'struck after the shot touched another figure, not knocked over: unaffected (004:300-302)' };
  return row.catapultKillOn === 1
    ? { killOn: 1, why: 'struck, not knocked over: dead (004:298-299)' }
    : { killOn: row.catapultKillOn, why: `struck, not knocked over: killed on a d6 of ${row.catapultKillOn} or more (004:853-857, 908-912; R17)` };
}

/** `--combat shot`: one shot strikes the defending figure (R17, golden case G10). */
export function prepareShot(matchup: Matchup, byId: ReadonlyMap<string, Troop>): PreparedMatchup {
  const figures = matchup.defender.group.reduce((s, e) => s + e.count, 0);
  if (figures !== 1) throw errors.invalid(`defender '${matchup.defender.label}'`, 'a shot strikes one figure: give the defender as one figure (004:298-301)');
  const rows = [rowsOf(matchup.attacker.group, byId, matchup.options), rowsOf(matchup.defender.group, byId, matchup.options)] as const;
  const target = rows[1][0] as Troop;
  const unit = unitsPerPoint([...rows[0], ...rows[1]]);
  const attackerFigures = matchup.attacker.group.reduce((s, e) => s + e.count, 0);
  const attackerUnits = rows[0].reduce((s, r, i) => s + costOf(r) * unit * (matchup.attacker.group[i]?.count ?? 0), 0);
  const { killOn, why } = killRoll(target, matchup.defender.conditions);
  const metrics = casualtyMetrics([attackerFigures, 1], [attackerUnits, costOf(target) * unit], unit);
  return {
    kernel: new ShotKernel(SHOT.axes, metrics, killOn, costOf(target) * unit),
    explanation: {
      dice: killOn === 1 || killOn === 7 ? 'no roll' : 'one d6',
      sections: [
        ...section('shot', [
          `${target.name} [004:${target.line}]: ${why}`,
          'the attacker names who fires (a catapult crew, or a giant of 3 or more melee dice hurling a boulder, 004:841-847); whether the shot strikes is a matter of aim, not of these rules',
        ]),
      ],
    },
    notes: situationNotes(matchup),
  };
}
