import type { CombatTables } from './combat-tables.js';
import type { Policy } from './kind.js';
import type { Plan } from './plans.js';

/** What stays fixed over a battle besides the line: the tables, the PIP rules, the policy and each side's going. */
export interface BoundSettings {
  readonly tables: CombatTables;
  readonly policy: Policy;
  /** Each side stands in going that slows it (D3H2 rough or bad, HOTT bad): its moves use `moveBad`. */
  readonly slowGoing: readonly [boolean, boolean];
  /** Each side's going is good, so rear support counts (000:50, 002:557). */
  readonly goodGoing: readonly [boolean, boolean];
  /** An element or group that has moved may move again for its PIPs (option `second-moves=any`; src/battle/RULINGS.md F41); the board reads it. */
  readonly secondMoves?: boolean;
  /** Each side's plan of play (src/battle/RULINGS.md P1-P5); absent, both advance in line. The board reads it. */
  readonly plans?: readonly [Plan, Plan];
}
