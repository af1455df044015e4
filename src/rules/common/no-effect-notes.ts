import type { ConditionDef, ConditionValues } from '../../core/conditions.js';

/** A side of a matchup as the note reads it: which side, its troop's name and its conditions. */
export interface NotedSide {
  readonly label: 'attacker' | 'defender';
  readonly name: string;
  readonly values: ConditionValues;
}

/**
 * One note per condition that was given (differs from `defaults`) but changes nothing in
 * this matchup: `sameWith` says whether the side's conditions with that one at its default
 * give the same totals and the same outcome for every dice pair, so each note is true by
 * construction. Its reason is the condition's own `counts` (where it is declared).
 *
 * @example
 * noEffectNotes(conditions, defaults, sides, sameWith); // => ['attacker condition support has no effect on Knights here: ...']
 */
export function noEffectNotes(
  schema: readonly ConditionDef[],
  defaults: ConditionValues,
  sides: readonly NotedSide[],
  sameWith: (label: 'attacker' | 'defender', values: ConditionValues) => boolean,
): string[] {
  const notes: string[] = [];
  for (const side of sides) {
    for (const def of schema) {
      const original = defaults[def.key];
      if (original === undefined || side.values[def.key] === original) continue;
      if (!sameWith(side.label, { ...side.values, [def.key]: original })) continue;
      notes.push(`${side.label} condition ${def.key} has no effect on ${side.name} here: ${def.counts ?? 'it changes nothing in this matchup'}`);
    }
  }
  return notes;
}
