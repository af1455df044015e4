import type { VictoryRule } from '../../../core/battle-rules.js';
import type { BattleState } from './battle-state.js';
import { NO_KILLER, STATUS } from './line.js';

/** A side's elements: its camp or stronghold is none (F32). */
const elementsOf = (line: BattleState, s: number): number => (line.size[s] as number) - (line.fixed?.[s] ?? 0);

/** Elements lost that defeat an army of `total` elements: `fraction` of them or more (000:59 `a third or more`). */
const lostToDefeat = (total: number, fraction: number): number => Math.ceil(total * fraction - 1e-9);

/**
 * The text's victory conditions, checked at the end of every bound (000:57-62, 001:212-216,
 * 002:689-695). Thresholds are fixed per battle: `elements` counts elements lost against the
 * army's size; `points` counts AP lost (half-AP steps), a general's element `generalExtra`
 * more, against `points` of the text's budget, as a share of what the army fields (RULINGS B14).
 */
export class Victory {
  /** Per side: lost elements that defeat (elements), or half-AP lost that defeat (points). */
  private readonly threshold: readonly [number, number];

  constructor(
    private readonly rule: VictoryRule,
    line: BattleState,
    armyHalfAp: readonly [number, number],
    /** The battle's AP budget (`--points`), and the budget the text's `points` are for (24, 002:79). */
    budget: number,
    textBudget: number,
    /** Losing its camp or stronghold defeats a side at once (000:60 `Its side has lost its Stronghold`; F32). */
    private readonly campDefeats = false,
  ) {
    // RULINGS B14: the text's 12 of 24 AP as a share of what the army fields, at most of its budget.
    const of = (s: number): number =>
      rule.kind === 'elements'
        ? lostToDefeat(elementsOf(line, s), rule.fraction)
        : (rule.points * Math.min(armyHalfAp[s] as number, 2 * budget)) / textBudget;
    this.threshold = [of(0), of(1)];
  }

  /**
   * What defeats side `s`: the battle's fixed threshold, or for `elements` its share of the
   * elements on the table (000:63 `Add all on-table ... elements together to determine total
   * elements`): an element held off it to be summoned (a Lurker, a God, Dragons, F29, F31) is
   * not in the total until it comes.
   */
  private thresholdOf(line: BattleState, s: number): number {
    const off = line.offTable?.[s] ?? 0;
    if (this.rule.kind !== 'elements' || off === 0) return this.threshold[s] as number;
    return lostToDefeat(elementsOf(line, s) - off, this.rule.fraction);
  }

  /** What each side has lost, in the rule's measure. */
  private loss(line: BattleState, s: number): number {
    if (this.rule.kind === 'elements') return line.lost[s] as number;
    return (line.lostHalfAp[s] as number) + (line.generalLost(s) ? 2 * this.rule.generalExtra : 0);
  }

  /** The defeated side at the end of a bound, or -1. */
  defeated(line: BattleState): number {
    if (this.campDefeats) {
      for (let s = 0; s < 2; s++) if (line.campLost?.[s] === 1) return s;
    }
    for (let s = 0; s < 2; s++) {
      const mine = this.loss(line, s);
      const theirs = this.loss(line, 1 - s);
      if (mine <= theirs) continue;
      if (mine >= this.thresholdOf(line, s) - 1e-9) return s;
      if (this.rule.general === 'defeat-if-more-lost' && line.generalLost(s)) return s;
    }
    return -1;
  }

  /**
   * At the start of a bound (000:62): a side whose general is lost and which has lost more
   * elements than the enemy loses every element the general commanded (the whole army, one
   * command), and so is defeated. Returns that side, or -1.
   */
  commandLost(line: BattleState): number {
    if (this.rule.general !== 'command-lost-next-bound') return -1;
    for (let s = 0; s < 2; s++) {
      if (!line.generalLost(s) || (line.lost[s] as number) <= (line.lost[1 - s] as number)) continue;
      const status = line.status[s] as Uint8Array;
      const type = line.type[s] as Int32Array;
      // Its camp or stronghold is no element the general commanded (F32).
      for (let e = 0; e < (line.size[s] as number); e++) if (status[e] !== STATUS.lost && line.field.fixed[type[e] as number] !== 1) line.lose(s, e, NO_KILLER);
      line.refresh();
      return s;
    }
    return -1;
  }
}
