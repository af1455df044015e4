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
