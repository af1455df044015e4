import type { BattleDice } from './dice.js';
import type { BoundPlayer } from './battle-state.js';
import { CloseCombat } from './close-combat.js';
import type { Line } from './line.js';
import { Moves } from './moves.js';
import { Ranged } from './ranged.js';
import type { BoundSettings } from './settings.js';
import { playPhases, type BoundPhases } from './phases.js';

/**
 * One bound of the active side on the line: its PIPs rolled, then the phases in the order of
 * 000 SEQUENCE OF PLAY and 002:195-201 (phases.ts; RULINGS B3), contacts fought left to right.
 */
export class Bound implements BoundPlayer, BoundPhases {
  readonly moves: Moves;
  readonly ranged: Ranged;
  readonly close: CloseCombat;

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
    playPhases(this, active, dice.d6(), dice);
    line.boundsPlayed[active]!++;
  }
}
