import type { BattleDice } from './dice.js';

/** The parts of a bound that act in turn, on the line (moves.ts, ranged.ts, close-combat.ts) or on the board (board-*.ts). */
export interface BoundPhases {
  readonly moves: { move(side: number, pips: number): number; rally(side: number, pips: number): number };
  readonly ranged: { reserve(active: number, pips: number): number; bespellAll(active: number, left: number, dice: BattleDice): void; shootAll(active: number, side: number, dice: BattleDice): void };
  readonly close: { fightAll(dice: BattleDice): void };
}

/**
 * The order of a bound after its PIP roll (000 SEQUENCE OF PLAY, 002:195-201; RULINGS B3), the
 * same on the line and the board: keep PIPs for Magicians with a target; move by the plan and
 * rally with the PIPs left; bespell; shoot, the active side's shooters first; then every
 * frontal contact fights.
 */
export function playPhases(phases: BoundPhases, active: number, rolled: number, dice: BattleDice): void {
  let pips = phases.ranged.reserve(active, rolled);
  pips = phases.moves.move(active, pips);
  pips = phases.moves.rally(active, pips);
  phases.ranged.bespellAll(active, pips, dice);
  phases.ranged.shootAll(active, active, dice);
  phases.ranged.shootAll(active, 1 - active, dice);
  phases.close.fightAll(dice);
}
