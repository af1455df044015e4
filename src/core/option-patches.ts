import { applyPatch } from './overlay.js';
import type { RulePatch } from './overlay-spec.js';
import type { ConditionValues } from './conditions.js';
import type { DiceGrid, Matchup, PreparedMatchup, RowSchemas, RuleRow, RuleSystem, TroopRowBase } from './system.js';

/** The patches the chosen option values name, in the order the options are declared, with their text ('aerial-heroes=apart'). */
function chosenPatches(system: RuleSystem, options: ConditionValues): { key: string; patch: RulePatch }[] {
  return system.options.flatMap((def) => {
    const value = String(options[def.key] ?? (def.kind === 'flag' ? false : def.default));
    const patch = def.patches?.[value];
    return patch ? [{ key: `${def.key}=${value}`, patch }] : [];
  });
}

/** A single combat's dice grid: the system's own cheap path, or its prepared kernel's. */
export function diceGridOf(system: RuleSystem, matchup: Matchup): DiceGrid {
  if (system.diceGrid) return system.diceGrid(matchup);
  const kernel = system.prepare(matchup).kernel;
  const grid = kernel.diceGrid?.();
  if (!grid) throw new Error(`internal: ${system.id} ${matchup.combat} has no dice grid`);
  return { axes: kernel.axes, grid };
}

/**
 * A system whose `prepare` first applies the patches that the matchup's option values name
 * (`OptionDef.patches`), so an option is a change of data, built once per combination of
 * values and then reused. `raw` must be the system without this wrapper: its `withRows`
 * gives systems the patches are applied to, which never apply them again. The patches are
 * shipped data, checked by test/rules/shipped-rows.test.ts, so they are applied as written;
 * `schemas`, for a system whose schemas load with it (chainmail), checks and parses the rows
 * they patch as before (rows in the schema's key order, not their table's).
 *
 * @example
 * const hott2 = withOptionPatches(buildHott2(TROOPS, TABLES));
 * hott2.prepare({ ...m, options: { 'aerial-heroes': 'apart' } }); // prepared on rows where Aerial Heroes are not Heroes
 */
export function withOptionPatches(raw: RuleSystem, schemas?: RowSchemas): RuleSystem {
  const patched = new Map<string, RuleSystem>();
  const systemFor = (options: ConditionValues): RuleSystem => {
    const chosen = chosenPatches(raw, options);
    if (chosen.length === 0) return raw;
    const key = chosen.map((c) => c.key).join(',');
    let system = patched.get(key);
    if (!system) {
      system = chosen.reduce((s, c) => applyPatch(s, c.patch, `option ${c.key}`, schemas).system, raw);
      patched.set(key, system);
    }
    return system;
  };
  return {
    ...raw,
    withRows: (rows: readonly TroopRowBase[], tables?: Readonly<Record<string, readonly RuleRow[]>>) => withOptionPatches(raw.withRows(rows, tables), schemas),
    prepare: (matchup: Matchup): PreparedMatchup => systemFor(matchup.options).prepare(matchup),
    ...(raw.diceGrid ? { diceGrid: (matchup: Matchup): DiceGrid => diceGridOf(systemFor(matchup.options), matchup) } : {}),
  };
}
