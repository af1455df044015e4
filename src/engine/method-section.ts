import type { Explanation, ExplanationSection } from '../core/system.js';

/** The title of the explanation section that says how the figures were worked out. */
export const METHOD_SECTION = 'method';

/** How a system's method line begins: what its kernel can do, decided when the matchup is prepared. */
const EXACT = 'exact: ';
const MONTE_CARLO = 'Monte Carlo: ';

/**
 * A result's explanation as the run that produced it. A system writes its `method` section
 * when it prepares a matchup, before anyone has chosen how to run it: "exact: <what is
 * enumerated>" where its kernel can enumerate, "Monte Carlo: <why not>" where it cannot
 * (test/contract/method-section.test.ts holds every system to that). Only the engine knows
 * which ran, so a Monte Carlo run's section is rewritten here: it says Monte Carlo with its
 * trials and seed, and keeps the system's words as the exact method it did not use, or why
 * there is none. An exact run only happens where the system's line says exact: unchanged.
 *
 * @example
 * asRun(explanation, 20_000, 3).sections.at(-1);
 * // => { kind: 'lines', title: 'method', lines: ['Monte Carlo: 20,000 trials, seed 3, every chance and mean with its 95% interval',
 * //      'exact is available and was not asked for: Markov chain over 48 (figures, figures, attacker) states, ...'] }
 */
export function asRun(explanation: Explanation, trials: number, seed: number): Explanation {
  const ran = `${MONTE_CARLO}${trials.toLocaleString('en-US')} trials, seed ${seed}, every chance and mean with its 95% interval`;
  const section = (s: ExplanationSection): ExplanationSection => {
    if (s.kind !== 'lines' || s.title !== METHOD_SECTION) return s;
    const lines = s.lines.map((line) => {
      if (line.startsWith(EXACT)) return `exact is available and was not asked for: ${line.slice(EXACT.length)}`;
      if (line.startsWith(MONTE_CARLO)) return `why not exact: ${line.slice(MONTE_CARLO.length)}`;
      return line;
    });
    return { ...s, lines: [ran, ...lines] };
  };
  return { ...explanation, sections: explanation.sections.map(section) };
}

/** Whether a method line says the kernel enumerates ('exact'), or why it cannot ('mc'), or neither (null). */
export function methodLineSays(line: string): 'exact' | 'mc' | null {
  return line.startsWith(EXACT) ? 'exact' : line.startsWith(MONTE_CARLO) ? 'mc' : null;
}
