import type { BattleDice } from './dice.js';
import type { BoundPlayer, BoundWatcher } from './battle-state.js';
import { BoardCombat } from './board-combat.js';
import { BoardMoves } from './board-moves.js';
import { BoardParts } from './board-parts.js';
import { BoardRanged } from './board-ranged.js';
import type { BoardState } from './board-state.js';
import { playPhases, type BoundPhases } from './phases.js';
import type { BoundSettings } from './settings.js';

/**
 * One bound of the active side on the board: its PIPs rolled (and told to a watcher), then the
 * phases in the line's order (phases.ts), then the losses recounted.
 */
export class BoardBound implements BoundPlayer, BoundPhases {
  private readonly parts: BoardParts;
  readonly moves: BoardMoves;
  readonly ranged: BoardRanged;
  readonly close: BoardCombat;

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
    if (rolled === 1) this.moves.summons.leave(active);
    playPhases(this, active, rolled, dice);
    this.moves.summons.settle();
    state.refresh();
    state.boundsPlayed[active]!++;
  }
}
