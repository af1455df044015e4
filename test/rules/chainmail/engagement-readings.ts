import { EVERY_HIT_KILLS } from '../../../src/rules/chainmail/casualties.js';
import type { EngagementSpec } from '../../../src/rules/chainmail/engagement.js';

/**
 * The parts of an engagement spec that the rulings fix by default (C8, C10, C11, C15, C21): the
 * doubling, loss-check and loss-removal readings, no charge, fatigue's -1s, and every hit a kill. The
 * engagement tests spread it and give their own sides, strikes and round cap.
 */
export const RULED_READINGS = {
  doubling: 'both-under-20',
  lossCheckAt: 'exceeds',
  charge: { attacker: 0, defender: 0 },
  fatigueCheckMinus: 1,
  fatigueDieMinus: 1,
  lossRemovalAt: 'reaches',
  lossSecond: 'after-check',
  lossFailure: 'ends-round',
  onAttacker: EVERY_HIT_KILLS,
  onDefender: EVERY_HIT_KILLS,
} as const satisfies Partial<EngagementSpec>;
