import type { Rng } from '../../../core/kernel.js';
import type { BattleDice } from './dice.js';
import type { BattleState, BoundPlayer } from './battle-state.js';
import { RESULT, type Ending } from './kind.js';

export type { Ending };
import type { BattleMetrics } from './metrics.js';
import { Victory } from './victory.js';

/** Everything one battle needs, built once by prepareBattle. */
export interface BattleSetup {
  readonly line: BattleState;
  readonly bound: BoundPlayer;
  readonly victory: Victory;
  readonly metrics: BattleMetrics;
  readonly first: 'attacker' | 'defender' | 'random';
  readonly bounds: number;
  /** The terrain laid anew before each battle (`--terrain arable`, F24), or null: open ground, or none on the line. */
  readonly layout: { draw(rng: Rng): void } | null;
}

/** The joint code of a battle: result x attacker's general lost x defender's general lost. */
export function battleCode(line: BattleState, ending: Ending): number {
  return (ending.result * 2 + (line.generalLost(0) ? 1 : 0)) * 2 + (line.generalLost(1) ? 1 : 0);
}

/**
 * One battle from deployment to a result: bounds alternate, starting with `first` (the
 * defender by default, 000:19, 002:196, or drawn by a die); at the start of each the
 * general's loss may cost a command (000:62), at its end the victory rule is checked; after
 * `bounds` bounds it is a draw. Writes into `ending` (no allocation); `afterBound`, when
 * given (`battle --show`), is called at the end of every bound with its number.
 */
export function fightBattle(line: BattleState, bound: BoundPlayer, victory: Victory, first: 'attacker' | 'defender' | 'random', bounds: number, dice: BattleDice, ending: Ending, afterBound: ((k: number) => void) | null = null): void {
  line.reset();
  const firstSide = firstSideOf(first, dice);
  for (let k = 1; k <= bounds; k++) {
    const loser = playBound(line, bound, victory, (firstSide + k - 1) % 2, dice);
    afterBound?.(k);
    if (loser >= 0) {
      ending.result = resultOf(loser);
      ending.bound = k;
      return;
    }
  }
  ending.result = RESULT.draw;
  ending.bound = bounds + 1;
}

/** The side that takes the first bound: the defender (side 1) as the text says, the attacker, or a die's choice. */
export function firstSideOf(first: 'attacker' | 'defender' | 'random', dice: BattleDice): number {
  return first === 'attacker' ? 0 : first === 'defender' ? 1 : dice.d6() <= 3 ? 0 : 1;
}

/** One bound of `active`: the command check at its start (000:62), the bound, the victory check at its end; the defeated side or -1. */
export function playBound(line: BattleState, bound: BoundPlayer, victory: Victory, active: number, dice: BattleDice): number {
  const lostCommand = victory.commandLost(line);
  if (lostCommand >= 0) return lostCommand;
  bound.run(active, dice);
  return victory.defeated(line);
}

/** The result when `loser` is defeated. */
export function resultOf(loser: number): number {
  return loser === 0 ? RESULT.defenderWins : RESULT.attackerWins;
}
