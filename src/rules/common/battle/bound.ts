import type { BattleDice } from './dice.js';
import type { BoundPlayer } from './battle-state.js';
import { CloseCombat } from './close-combat.js';
import type { Line } from './line.js';
import { Moves } from './moves.js';
import { Ranged } from './ranged.js';
import type { BoundSettings } from './settings.js';

/**
 * One bound of the active side (000 SEQUENCE OF PLAY, 002:195-201; RULINGS B3): roll PIPs;
 * keep PIPs for Magicians with a target in range; move groups by the policy and rally;
 * bespell with the PIPs kept and left; shoot (the active side's shooters first, then the other's); then every frontal
 * contact fights, left to right.
 */
export class Bound implements BoundPlayer {
  private readonly moves: Moves;
  private readonly ranged: Ranged;
  private readonly close: CloseCombat;

  constructor(
    private readonly line: Line,
    settings: BoundSettings,
  ) {
    this.moves = new Moves(line, settings);
    this.ranged = new Ranged(line, settings);
    this.close = new CloseCombat(line, settings);
  }

  /**
   * Whether this bound's PIPs ran short: a Magician, group or rally waited for want of them.
   * If not, more PIPs would have changed nothing, which lets the exact chain merge PIP scores.
   */
  get short(): boolean {
    return this.ranged.short || this.moves.short;
  }

  run(active: number, dice: BattleDice): void {
    const line = this.line;
    line.stamp++;
    this.moves.short = false;
    let pips = this.ranged.reserve(active, dice.d6());
    pips = this.moves.move(active, pips);
    pips = this.moves.rally(active, pips);
    this.ranged.bespellAll(active, pips, dice);
    this.ranged.shootAll(active, active, dice);
    this.ranged.shootAll(active, 1 - active, dice);
    this.close.fightAll(dice);
    line.boundsPlayed[active]!++;
  }
}
