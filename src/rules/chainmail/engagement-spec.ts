import type { EngagementSpec } from './engagement.js';
import type { Doubling } from './morale.js';
import { strikeOf } from './strike.js';
import { FATIGUE, FLANK_REAR, LOSS_TABLE } from './tables.js';
import type { Troop } from './troops.js';

/** The readings an engagement takes as options (RULINGS.md C8, C10, and the round cap). */
export interface EngagementOptions {
  readonly doubling: Doubling;
  readonly lossCheckAt: 'exceeds' | 'reaches';
  readonly roundCap: number;
}

/** How the attacker meets the defender, and the formations each holds. */
export interface EngagementSituation {
  readonly approach: 'front' | 'flank' | 'rear';
  /** The attacker attacks in its close formation, if it has one (Swiss, Landsknechte). */
  readonly attackerCloseFormation: boolean;
  /** The defender stands in close order with pole arms facing, if it has them. */
  readonly defenderCloseOrder: boolean;
}

/** Rounds of melee that fatigue a unit: the "Meleeing three rounds" trigger times its row's factor (003:252, 262). */
export function fatigueAfter(row: Troop): number {
  const melee = FATIGUE.triggers.find((t) => t.moves === 0 && !t.charge)?.meleeRounds ?? 3;
  return melee * row.fatigueFactor;
}

function lossOf(row: Troop): { fraction: number; scoreToRemain: number } {
  const loss = LOSS_TABLE.find((l) => l.id === row.lossRow);
  if (!loss) throw new Error(`internal: no Loss Table row '${row.lossRow}'`);
  return { fraction: loss.casualties.num / loss.casualties.den, scoreToRemain: loss.scoreToRemain };
}

/**
 * An engagement of `attackerCount` figures of `attacker` against `defenderCount` of
 * `defender`, from their troop rows and the tables: Morale Ratings, Loss Table rows, fatigue
 * after three rounds (Swiss and Landsknechte six), and each round's strike from the Combat
 * Tables (strike.ts). A rear attack receives no casualties in return (003:440). The approach
 * and formations hold for the whole engagement.
 *
 * @example
 * engagementExact(engagementSpecOf(troop('heavy-horse'), 10, troop('heavy-foot'), 20, FRONT, DEFAULTS));
 */
export function engagementSpecOf(attacker: Troop, attackerCount: number, defender: Troop, defenderCount: number, s: EngagementSituation, options: EngagementOptions): EngagementSpec {
  const struckBack = s.approach !== 'rear' || FLANK_REAR.rear.receivesCasualties;
  return {
    attacker: { figures: attackerCount, rating: attacker.morale, fatigueAfter: fatigueAfter(attacker), loss: lossOf(attacker) },
    defender: { figures: defenderCount, rating: defender.morale, fatigueAfter: fatigueAfter(defender), loss: lossOf(defender) },
    strike(side, figures, ownFatigued, enemyFatigued) {
      if (side === 'attacker') {
        return strikeOf(attacker, defender, figures, { approach: s.approach, fatigued: ownFatigued, enemyFatigued, closeFormation: s.attackerCloseFormation, enemyCloseOrder: s.defenderCloseOrder });
      }
      if (!struckBack) return { dice: 0, killFaces: 0 };
      // The defender strikes its attacker in front, in its own formation if it stands in one.
      return strikeOf(defender, attacker, figures, { approach: 'front', fatigued: ownFatigued, enemyFatigued, closeFormation: false, enemyCloseOrder: false });
    },
    roundCap: options.roundCap,
    doubling: options.doubling,
    lossCheckAt: options.lossCheckAt,
  };
}
