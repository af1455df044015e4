import type { BattleDice } from './dice.js';
import type { BoundPlayer, BoundWatcher } from './battle-state.js';
import { BoardCombat } from './board-combat.js';
import { BoardMoves } from './board-moves.js';
import { BoardParts } from './board-parts.js';
import { BoardRanged } from './board-ranged.js';
import type { BoardState } from './board-state.js';
import type { BoundSettings } from './settings.js';

/**
 * One bound of the active side on the board, in the line's order (000 SEQUENCE OF PLAY,
 * 002:195-201; B3): roll PIPs; keep PIPs for Magicians with a target; move by the plan and
 * rally; bespell; shoot (the active side's shooters first); then every frontal contact fights.
 */
export class BoardBound implements BoundPlayer {
  private readonly parts: BoardParts;
  private readonly moves: BoardMoves;
  private readonly ranged: BoardRanged;
  private readonly close: BoardCombat;

  constructor(
    private readonly state: BoardState,
    settings: BoundSettings,
    /** Board units in one field unit (board-deployment.ts). */
    k: number,
  ) {
    this.parts = new BoardParts(state, settings, k);
    this.moves = new BoardMoves(this.parts);
    this.ranged = new BoardRanged(this.parts);
    this.close = new BoardCombat(this.parts);
  }

  watch(watcher: BoundWatcher | null): void {
    this.parts.watcher = watcher;
  }

  get short(): boolean {
    return this.ranged.short || this.moves.short;
  }

  run(active: number, dice: BattleDice): void {
    const state = this.state;
    state.stamp++;
    this.moves.short = false;
    const rolled = dice.d6();
    this.parts.watcher?.bound(active, rolled);
    let pips = this.ranged.reserve(active, rolled);
    pips = this.moves.move(active, pips);
    pips = this.moves.rally(active, pips);
    this.ranged.bespellAll(active, pips, dice);
    this.ranged.shootAll(active, active, dice);
    this.ranged.shootAll(active, 1 - active, dice);
    this.close.fightAll(dice);
    state.refresh();
    state.boundsPlayed[active]!++;
  }
}
