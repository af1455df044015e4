import type { ExplanationSection, RuleCitation } from '../../core/system.js';
import { BAND_AXIS } from './bands.js';

/** One dice pair's result as an opposed-roll system works it out: its band and each side's. */
export interface PairResult<S> {
  readonly band: number;
  readonly attacker: S;
  readonly defender: S;
}

/** How a side's result reads: its outcome id, and the rule and seed line that gave it. */
export type Describe<S> = (side: S) => { readonly outcome: string; readonly rule: string; readonly cite: string };

/** Each side's rule for each band and outcome over the 36 pairs, rules that differ joined by "; or". */
function citations<S>(results: readonly PairResult<S>[], describe: Describe<S>): RuleCitation[] {
  const rules = new Map<string, RuleCitation>();
  for (const r of results) {
    const band = BAND_AXIS.values[r.band] ?? '';
    for (const [side, result] of [['attacker', r.attacker], ['defender', r.defender]] as const) {
      const { outcome, rule, cite } = describe(result);
      const key = `${side}|${band}|${outcome}`;
      const seen = rules.get(key);
      if (!seen) rules.set(key, { side, when: { band }, outcome, rule, cite });
      else if (!seen.rule.includes(rule)) rules.set(key, { ...seen, rule: `${seen.rule}; or ${rule}` });
    }
  }
  return [...rules.values()];
}

/**
 * The explanation's 'rules' section, worded only when read (the matchup table, JSON): a sweep
 * or a balance run of thousands of matchups, and every worker, never asks for it.
 */
export function lazyRules<S>(results: readonly PairResult<S>[], describe: Describe<S>): ExplanationSection {
  let rules: RuleCitation[] | undefined;
  return {
    kind: 'rules',
    get rules(): RuleCitation[] {
      rules ??= citations(results, describe);
      return rules;
    },
  };
}
