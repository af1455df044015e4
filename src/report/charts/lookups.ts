/** What chart specifications ask of the report model beyond its own members, worded once. */
import { errors } from '../../core/errors.js';
import type { ReportModel } from '../model.js';
import type { ConditionSet } from '../sweep.js';

/**
 * The condition set named `name` in the report; a UsageError naming the sets there are for
 * any other name.
 *
 * @example
 * conditionSet(model, 'open ground').combat; // => 'close'
 */
export function conditionSet(model: ReportModel, name: string): ConditionSet {
  const set = model.conditions.find((c) => c.name === name);
  if (!set) throw errors.unknown('condition set', name, model.conditions.map((c) => c.name), 'in this report');
  return set;
}

/**
 * A condition set in words for a chart's subtitle: its combat kind, each side's conditions
 * and, with `overlay`, its what-if overlay.
 *
 * @example
 * setWords({ combat: 'close', attacker: '', defender: 'uphill', overlay: null, name: 'uphill' }); // => 'combat: close · attacker: no special conditions · defender: uphill'
 */
export function setWords(set: ConditionSet, overlay = false): string {
  const words = `combat: ${set.combat} · attacker: ${set.attacker || 'no special conditions'} · defender: ${set.defender || 'no special conditions'}`;
  return overlay && set.overlay ? `${words} · what-if overlay ${set.overlay.name}` : words;
}

/**
 * Why the rules refuse a matchup under a condition set, or undefined when it was played (or
 * simply not run).
 *
 * @example
 * skipReason(model, 'shooting', 'knights', 'spears'); // => 'Knights cannot shoot in hott2'
 */
export function skipReason(model: ReportModel, condition: string, attacker: string, defender: string): string | undefined {
  return model.skippedOf(condition, attacker).find((s) => s.defender === defender)?.reason;
}

/**
 * A derived total's label with the sides in words, as a chart about every matchup says it.
 *
 * @example
 * sidesInWords('{defender} killed'); // => 'the defender killed'
 */
export function sidesInWords(label: string): string {
  return label.replace('{attacker}', 'the attacker').replace('{defender}', 'the defender');
}
