import type { ExactDistribution, Kernel, MetricSpec, OutcomeAxis, Rng } from '../../core/kernel.js';
import { codeCount } from '../../core/outcome-code.js';
import { casualtyOutcome } from '../common/casualty-kind.js';
import { rollFaces, type SixFlags } from './pool-dice.js';
import type { Roll } from './round.js';
import { sortedMeleeExact, type DieClass } from './sorted-melee.js';
import { COLOURED, compareVolley, poolsOf, VOLLEY_COUNTS, WHITE } from './volley.js';
import { clear } from './small-arrays.js';
import { faceCountTable } from '../../rng/dice.js';

/** Local copies of the imported functions a trial calls (see round.ts). */
const rollDice = rollFaces;
const zero = clear;
const compare = compareVolley;
const outcomeOf = casualtyOutcome;

/**
 * One volley as tables: the dice of the firers and of the targets' two colours, and what each
 * number of kills removes (R8, R9 within a colour, R15). `targetLoss[kW * strideC + kC]`:
 * figures and units the targets lose to kW white and kC coloured kills (a giant's cap on the
 * figures its fire slays already applied).
 */
export interface VolleyPlan {
  readonly firers: readonly Roll[];
  readonly white: readonly Roll[];
  readonly coloured: readonly Roll[];
  readonly pairs: number;
  readonly whiteFirst: boolean;
  readonly six: SixFlags;
  /** Figures and units the firers lose for 0..maxFirerKills kills. */
  readonly firerFigures: Int32Array;
  readonly firerUnits: Int32Array;
  readonly strideC: number;
  readonly targetFigures: Int32Array;
  readonly targetUnits: Int32Array;
  readonly figures: readonly [number, number];
  readonly units: readonly [number, number];
}

/** The dice of some rolls as DP classes. */
const classesOf = (rolls: readonly Roll[]): DieClass[] =>
  rolls.map((r) => {
    const weights = [0, 0, 0, 0, 0, 0];
    for (const v of r.faces) weights[v - 1] = (weights[v - 1] as number) + 1;
    return { count: r.dice, weights };
  });

/**
 * Missile fire (`--combat missile`, R15, R16): the attacker's figures shoot one volley at the
 * defender's. Joint code firers' outcome x targets' outcome; the melee metrics. A trial rolls
 * the three pools and reads the tables, allocating nothing. `exact`: one colour of target
 * dice is the sorted-dice DP (white dice cannot kill, so its kills on the firers are
 * dropped); two colours are every sorted pool of each side enumerated, where that is small.
 */
export class MissileKernel implements Kernel {
  readonly outcomeCount: number;
  readonly metricOut: Int32Array;
  readonly exact?: () => ExactDistribution;
  private readonly counts = new Int32Array(VOLLEY_COUNTS);
  private readonly kills = new Int32Array(3);
  private readonly rolls: Int32Array;
  private readonly tables: readonly Float64Array[];
  /** Ends of the firer, white and coloured rolls in `rolls` (pairs of dice, count table). */
  private readonly ends: readonly [number, number, number];

  constructor(
    readonly axes: readonly OutcomeAxis[],
    readonly metrics: readonly MetricSpec[],
    private readonly plan: VolleyPlan,
    exactSpace: string | null,
  ) {
    this.outcomeCount = codeCount(axes);
    this.metricOut = new Int32Array(metrics.length);
    const rolls: number[] = [];
    const tables: Float64Array[] = [];
    for (const r of [...plan.firers, ...plan.white, ...plan.coloured]) {
      rolls.push(r.dice, tables.length);
      tables.push(faceCountTable(r.faces));
    }
    this.rolls = Int32Array.from(rolls);
    this.tables = tables;
    this.ends = [plan.firers.length, plan.firers.length + plan.white.length, plan.firers.length + plan.white.length + plan.coloured.length];
    if (exactSpace !== null) this.exact = () => this.exactLaw(exactSpace);
  }

  private roll(rng: Rng, from: number, to: number, base: number): void {
    for (let r = from; r < to; r++) rollDice(rng, this.rolls[2 * r] as number, this.tables[this.rolls[2 * r + 1] as number] as Float64Array, this.counts, base);
  }

  trial(rng: Rng): number {
    const plan = this.plan;
    zero(this.counts);
    this.roll(rng, 0, this.ends[0], 0);
    this.roll(rng, this.ends[0], this.ends[1], WHITE);
    this.roll(rng, this.ends[1], this.ends[2], COLOURED);
    compare(this.counts, plan.pairs, plan.whiteFirst, plan.six, this.kills, 0);
    const kF = this.kills[0] as number;
    const t = (this.kills[1] as number) * plan.strideC + (this.kills[2] as number);
    return this.record(plan.firerFigures[kF] as number, plan.targetFigures[t] as number, plan.firerUnits[kF] as number, plan.targetUnits[t] as number);
  }

  private record(lost0: number, lost1: number, units0: number, units1: number): number {
    const out = this.metricOut;
    const [f0, f1] = this.plan.figures;
    out[0] = lost0;
    out[1] = lost1;
    out[2] = units0;
    out[3] = units1;
    out[4] = f0 - lost0;
    out[5] = f1 - lost1;
    return outcomeOf(lost0, f0) * 3 + outcomeOf(lost1, f1);
  }

  /** The joint law of (firer kills, white kills, coloured kills) as [kF, kW, kC, p] rows. */
  private killLaw(): number[][] {
    const plan = this.plan;
    const rows: number[][] = [];
    if (plan.pairs === 0) return [[0, 0, 0, 1]];
    if (plan.white.length === 0 || plan.coloured.length === 0) {
      const white = plan.coloured.length === 0;
      const d = sortedMeleeExact(classesOf(plan.firers), classesOf(white ? plan.white : plan.coloured), {
        defenderSix: white ? 'none' : plan.six.extraSix ? 'defender-six-extra' : 'six-six-pair',
      });
      d.probs.forEach((p, code) => {
        if (p === 0) return;
        const kA = Math.floor(code / d.stride);
        const kD = code % d.stride;
        rows.push(white ? [0, kD, 0, p] : [kA, 0, kD, p]);
      });
      return rows;
    }
    const probs = (rolls: readonly Roll[]) => classesOf(rolls).map((c) => ({ dice: c.count, probs: c.weights.map((w) => w / 6) }));
    const firers = poolsOf(probs(plan.firers));
    const white = poolsOf(probs(plan.white));
    const coloured = poolsOf(probs(plan.coloured));
    const counts = new Int32Array(VOLLEY_COUNTS);
    const kills = new Int32Array(3);
    const law = new Map<number, number>();
    const span = 2 * plan.pairs + 1;
    for (const f of firers) {
      counts.set(f.counts, 0);
      for (const w of white) {
        counts.set(w.counts, WHITE);
        for (const c of coloured) {
          counts.set(c.counts, COLOURED);
          compareVolley(counts, plan.pairs, plan.whiteFirst, plan.six, kills, 0);
          const key = ((kills[0] as number) * span + (kills[1] as number)) * span + (kills[2] as number);
          law.set(key, (law.get(key) ?? 0) + f.p * w.p * c.p);
        }
      }
    }
    for (const [key, p] of law) rows.push([Math.floor(key / span / span), Math.floor(key / span) % span, key % span, p]);
    return rows;
  }

  private exactLaw(space: string): ExactDistribution {
    const plan = this.plan;
    const weights = new Float64Array(this.outcomeCount);
    const hist = this.metrics.map((m) => new Float64Array(m.max + 2));
    for (const [kF, kW, kC, p] of this.killLaw() as [number, number, number, number][]) {
      const t = kW * plan.strideC + kC;
      const code = this.record(plan.firerFigures[kF] as number, plan.targetFigures[t] as number, plan.firerUnits[kF] as number, plan.targetUnits[t] as number);
      weights[code] = (weights[code] as number) + p;
      hist.forEach((h, i) => {
        const v = this.metricOut[i] as number;
        h[v] = (h[v] as number) + p;
      });
    }
    return { weights, total: 1, metrics: hist, space };
  }
}
