import type { MetricSpec } from '../../../core/kernel.js';
import type { Ending } from './kind.js';
import type { BattleState } from './battle-state.js';
import { BOARD_ZONES } from '../../../core/battle-rules.js';
import { NO_KILLER, STATUS } from './line.js';
import { LOSS } from '../../../battle/board.js';

/**
 * What a battle reports beside its result: the bound it was decided in (a draw counts past
 * the cap, in the overflow bin), elements and AP lost per side, and what destroyed what: for
 * each side, each type it fielded, by each enemy type (or by no enemy: fled off the field,
 * lost with its general's command).
 */
export class BattleMetrics {
  readonly specs: readonly MetricSpec[];
  /** Per side: the local index of each global type among that side's own types, -1 if it has none. */
  private readonly local: readonly [Int32Array, Int32Array];
  private readonly counts: readonly [number, number];
  private readonly killBase: readonly [number, number];
  /** Half-AP a lost general's element adds (002:690). */
  private readonly extra: number;
  /** Whether the state tells how elements were lost (metrics 5-8: flank or rear, at range, per side). */
  private readonly causes: boolean;
  /** Whether the board is laid with terrain (metrics 9-10: lost in terrain, per side). */
  private readonly terrain: boolean;
  /** Where the zone metrics start (side 0's nine, then side 1's), or -1 where the field does not tell. */
  private readonly zoneBase: number;

  constructor(
    line: BattleState,
    names: readonly string[],
    troops: readonly string[],
    bounds: number,
    generalExtraHalfAp: number,
    /** The board is laid with terrain, so losses in it are counted. */
    terrain = false,
  ) {
    this.extra = generalExtraHalfAp;
    const typesOf = (s: number): number[] => [...new Set(line.type[s] as Int32Array)].sort((a, b) => a - b);
    const own = [typesOf(0), typesOf(1)] as const;
    this.local = [0, 1].map((s) => {
      const map = new Int32Array(names.length).fill(-1);
      (own[s] as number[]).forEach((t, i) => (map[t] = i));
      return map;
    }) as unknown as readonly [Int32Array, Int32Array];
    this.counts = [own[0].length, own[1].length];
    const halfAp = (s: number): number => [...(line.type[s] as Int32Array)].reduce((sum, t) => sum + (line.field.halfAp[t] as number), 0) + generalExtraHalfAp;
    const sideName = ['attacker', 'defender'] as const;
    const specs: MetricSpec[] = [
      { name: 'bounds', label: 'bounds to a decision (a draw counts past the cap)', max: bounds },
      { name: 'attacker-lost', label: '{attacker} elements lost', max: line.size[0] },
      { name: 'defender-lost', label: '{defender} elements lost', max: line.size[1] },
      { name: 'attacker-ap-lost', label: '{attacker} AP lost, in half AP', max: halfAp(0), points: { side: 'attacker', perStep: 0.5, label: '{attacker} AP lost' } },
      { name: 'defender-ap-lost', label: '{defender} AP lost, in half AP', max: halfAp(1), points: { side: 'defender', perStep: 0.5, label: '{defender} AP lost' } },
    ];
    // The board tells how each element was lost (board.ts LOSS); the line does not.
    this.causes = line.lostHow !== undefined;
    if (this.causes) {
      for (const s of sideName) specs.push({ name: `${s}-lost-to-flank-or-rear`, label: `{${s}} elements lost in close combat with an enemy on a flank or the rear`, max: line.size[s === 'attacker' ? 0 : 1] });
      for (const s of sideName) specs.push({ name: `${s}-lost-at-range`, label: `{${s}} elements lost to shooting or bespelling`, max: line.size[s === 'attacker' ? 0 : 1] });
    }
    this.terrain = this.causes && terrain;
    if (this.terrain) {
      for (const s of sideName) specs.push({ name: `${s}-lost-in-terrain`, label: `{${s}} elements lost with any part of their base on a terrain feature`, max: line.size[s === 'attacker' ? 0 : 1] });
    }
    // The board tells where each element was lost (core/battle-rules.ts BOARD_ZONES): per side, its nine zones.
    this.zoneBase = line.zoneOf ? specs.length : -1;
    if (line.zoneOf) {
      for (const s of sideName) {
        for (let z = 0; z < 9; z++) {
          const row = BOARD_ZONES.rows[Math.floor(z / 3)] as string;
          const column = BOARD_ZONES.columns[z % 3] as string;
          specs.push({ name: `${s}-lost-in-zone-${z}`, label: `{${s}} elements lost in ${row}, ${column} (as {attacker} sees the board)`, max: line.size[s === 'attacker' ? 0 : 1] });
        }
      }
    }
    const base: number[] = [];
    for (let s = 0; s < 2; s++) {
      base.push(specs.length);
      const enemy = own[1 - s] as number[];
      for (const victim of own[s] as number[]) {
        const most = [...(line.type[s] as Int32Array)].filter((t) => t === victim).length;
        // A camp is taken by an enemy element, never by the other camp or by no enemy (F32).
        const fixed = line.field.fixed[victim] === 1;
        for (const killer of fixed ? enemy.filter((t) => line.field.fixed[t] !== 1) : [...enemy, -1]) {
          const by = killer < 0 ? 'no-enemy' : (troops[killer] as string);
          specs.push({
            name: `${sideName[s]}-${troops[victim] as string}-by-${by}`,
            label: `{${sideName[s]}} ${names[victim] as string} lost to ${killer < 0 ? 'no enemy (fled off, command lost)' : `{${sideName[1 - s]}} ${names[killer] as string}`}`,
            max: most,
          });
        }
      }
    }
    this.killBase = [base[0] as number, base[1] as number];
    this.specs = specs;
  }

  /** Write one battle's figures into `out` (length specs.length). */
  record(line: BattleState, ending: Ending, out: Int32Array): void {
    out.fill(0);
    out[0] = ending.bound;
    out[1] = line.lost[0] as number;
    out[2] = line.lost[1] as number;
    out[3] = (line.lostHalfAp[0] as number) + (line.generalLost(0) ? this.extra : 0);
    out[4] = (line.lostHalfAp[1] as number) + (line.generalLost(1) ? this.extra : 0);
    if (this.causes) {
      for (let s = 0; s < 2; s++) {
        const how = (line.lostHow as readonly [Uint8Array, Uint8Array])[s] as Uint8Array;
        const status = line.status[s] as Uint8Array;
        for (let e = 0; e < (line.size[s] as number); e++) {
          // A camp sacked is no element lost (F32): its loss is counted by type, as the Camp lost to whom.
          if (status[e] !== STATUS.lost || line.field.fixed[(line.type[s] as Int32Array)[e] as number] === 1) continue;
          const cause = (how[e] as number) & LOSS.how;
          if (cause === LOSS.flankOrRear) out[5 + s]!++;
          else if (cause === LOSS.atRange) out[7 + s]!++;
          if (this.terrain && ((how[e] as number) & LOSS.inTerrain) !== 0) out[9 + s]!++;
          if (this.zoneBase >= 0 && line.zoneOf) out[this.zoneBase + 9 * s + line.zoneOf(s, e)]!++;
        }
      }
    }
    for (let s = 0; s < 2; s++) {
      const status = line.status[s] as Uint8Array;
      const by = line.lostBy[s] as Int32Array;
      const type = line.type[s] as Int32Array;
      const width = (this.counts[1 - s] as number) + 1;
      const victims = this.local[s] as Int32Array;
      const killers = this.local[1 - s] as Int32Array;
      for (let e = 0; e < (line.size[s] as number); e++) {
        if (status[e] !== STATUS.lost) continue;
        const k = by[e] as number;
        const killer = k === NO_KILLER || k < 0 ? width - 1 : (killers[k] as number) < 0 ? width - 1 : (killers[k] as number);
        out[(this.killBase[s] as number) + (victims[type[e] as number] as number) * width + killer]!++;
      }
    }
  }

}
