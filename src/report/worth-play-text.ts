import type { WorthAnswer } from '../analysis/worth-answer.js';
import { PLAN_IDS } from '../core/battle-rules.js';

/** Where best play is ruled (src/rules/common/battle/RULINGS.md). */
const BEST_PLAY_RULING = 'src/rules/common/battle/RULINGS.md B20';

/** A score to two places. */
const two = (x: number): string => x.toFixed(2);

/**
 * How the reference armies were played, in words, for the table's head, the page and
 * summary.md alike: each army's plan and its scores across plans, or the plan every army played;
 * null on the line, which plays no plans.
 */
export function playWords(answer: WorthAnswer): string | null {
  const play = answer.play ?? 'line';
  if (play === 'line') return null;
  const plans = answer.plans;
  if (!plans) return `Every reference army plays ${play} (--plans ${play}; src/battle/RULINGS.md P1-P5), each army of the field as its file says, else the line advance.`;
  const armies = plans.best.map((b) => {
    const mine = plans.scores.filter((s) => s.army === b.army).map((s) => s.score);
    return `${b.army}: ${b.plan} (${two(Math.min(...mine))} to ${two(Math.max(...mine))} across plans)`;
  });
  const n = PLAN_IDS.length;
  if (plans.how === 'every') return `Plans (--plans every): each reference army and its variants fought under each of the ${n} plans of play (src/battle/RULINGS.md P1-P5), the field as its armies are played; worth under each army's best plan against the field, the range across plans, and ! where one plan's verdict is undercosted and another's overcosted. ${armies.join('; ')}.`;
  const from = plans.trials === null ? 'worked exactly' : `${plans.trials.toLocaleString('en-US')} battles a matchup`;
  return `Best play (${BEST_PLAY_RULING}): each reference army plays the plan of play it scores most with against the field, chosen from its battles under each of the ${n} plans (src/battle/RULINGS.md P1-P5; ${from}, on a seed of their own), each army of the field as its file says, else the line advance; its worths come from its battles under that plan. ${armies.join('; ')}.`;
}
