import type * as z from 'zod/mini';
import { markPatched } from './patched-fields.js';
import { closest, UsageError } from './errors.js';
import type { OverlaySpec, PatchesById, RulePatch } from './overlay-spec.js';
import type { RowSchemas, RuleRow, RuleSource, RuleSystem, RuleTable, TroopRowBase } from './system.js';
import { plainParse } from './plain-parse.js';
import { keptOrMade, mapOf } from './kept.js';

export type { OverlaySpec, RulePatch } from './overlay-spec.js';

/** The overlay file keys of a system's rule tables: `factors` patches the table, `addFactors` adds to it. */
export function ruleTableKeys(system: RuleSystem): Map<string, { table: string; adds: boolean }> {
  const keys = new Map<string, { table: string; adds: boolean }>();
  for (const [table, def] of Object.entries(system.tables ?? {})) {
    keys.set(table, { table, adds: false });
    if (def.addable) keys.set(`add${table[0]?.toUpperCase() ?? ''}${table.slice(1)}`, { table, adds: true });
  }
  return keys;
}

/** The fields of an overlay file besides its rule tables' keys (overlay-file.ts's schema has these, a test keeps them equal). */
export const OVERLAY_FILE_FIELDS: readonly string[] = ['base', 'name', 'notes', 'troops', 'add', 'options'];

/** An overlay file as read: its own fields, and rule-table keys (`factors`, `addFactors`) beside them. */
export interface OverlayFile {
  readonly base: string;
  readonly name: string;
  readonly notes: string;
  readonly troops: PatchesById;
  readonly add: PatchesById;
  readonly options: Readonly<Record<string, unknown>>;
  readonly [key: string]: unknown;
}

/** How a rule-table key's value becomes rows by id: checked (a user's file, overlay-file.ts) or taken as written (shipped). */
export type RowsByIdOf = (value: unknown, key: string) => PatchesById;

const asWritten: RowsByIdOf = (value) => value as PatchesById;

/**
 * The rule-table part of an overlay file: every key beyond the file's own fields must be one
 * of `ruleTableKeys`, holding rows by id (`rowsById` checks them). Throws OverlayError at the
 * key at fault.
 */
export function ruleTablePatches(system: RuleSystem, file: Readonly<Record<string, unknown>>, rowsById: RowsByIdOf = asWritten): Pick<RulePatch, 'rules' | 'addRules'> {
  const known = ruleTableKeys(system);
  const rules: Record<string, PatchesById> = {};
  const addRules: Record<string, PatchesById> = {};
  for (const [key, value] of Object.entries(file)) {
    if (OVERLAY_FILE_FIELDS.includes(key)) continue;
    const target = known.get(key);
    if (!target) {
      const fields = [...OVERLAY_FILE_FIELDS, ...known.keys()];
      throw new OverlayError([key], `unknown field; fields are ${fields.join(', ')}${known.size === 0 ? ` (${system.id} has no rule tables: its rules are in its troop rows)` : ''}`);
    }
    (target.adds ? addRules : rules)[target.table] = rowsById(value, key);
  }
  return { rules, addRules };
}

/**
 * The overlay a file describes, on `base` (the system its `base:` names), with the hash of
 * the file's bytes. Throws OverlayError for a key that is no rule table of `base`.
 */
export function overlaySpecOf(base: RuleSystem, file: OverlayFile, hash: string, rowsById: RowsByIdOf = asWritten): OverlaySpec {
  return { base: base.id, name: file.name, notes: file.notes, hash, troops: file.troops, add: file.add, options: file.options, ...ruleTablePatches(base, file, rowsById) };
}

/**
 * A shipped overlay's YAML (hott25.yaml) as its spec, taken as written with the defaults an
 * overlay file's schema gives: a test checks it as a user's file is checked, to the same spec.
 */
export function shippedOverlaySpec(base: RuleSystem, raw: Readonly<Record<string, unknown>>, hash: string): OverlaySpec {
  return overlaySpecOf(base, { notes: '', troops: {}, add: {}, options: {}, ...raw } as OverlayFile, hash);
}

/** A problem in an overlay, with the path of the field at fault (the loader adds its line). */
export class OverlayError extends UsageError {
  constructor(
    readonly path: readonly (string | number)[],
    message: string,
  ) {
    super(message);
  }
}

function describe(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `base` with `fields` set: a plain object given for a field that holds one is merged into
 * it (so `outcomes: { half: [...] }` changes one cell and keeps the others); anything else
 * replaces the field. Each leaf set is recorded in `changes` as `<where>.<path>: old -> new`.
 */
function merged(base: Readonly<Record<string, unknown>>, fields: Readonly<Record<string, unknown>>, where: string, path: readonly (string | number)[], noun: string, changes: string[] | null): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  const known = Object.keys(base);
  for (const [field, value] of Object.entries(fields)) {
    if (field === 'id') throw new OverlayError([...path, field], `a row id cannot be changed; add a new row instead`);
    if (!known.includes(field)) {
      const near = closest(field, known);
      throw new OverlayError([...path, field], `unknown field of a ${noun}; ${near.length > 0 ? `did you mean ${near.join(', ')}?` : `fields are ${known.join(', ')}`}`);
    }
    const old = base[field];
    if (isPlainObject(old) && isPlainObject(value)) {
      out[field] = { ...old, ...value };
      for (const [sub, v] of Object.entries(value)) changes?.push(`${where}.${field}.${sub}: ${describe(old[sub])} -> ${describe(v)}`);
    } else {
      out[field] = value;
      changes?.push(`${where}.${field}: ${describe(old)} -> ${describe(value)}`);
    }
  }
  return out;
}

/** `row` checked by `schema` (a user's row), or taken as it is without one (shipped data, checked by tests; a plan's overlay, checked where it was planned). */
function validated<T>(schema: z.ZodMiniType | undefined, row: Record<string, unknown>, path: readonly (string | number)[]): T {
  if (!schema) return row as T;
  const parsed = plainParse(schema, row);
  if (parsed.ok) return parsed.data as T;
  throw new OverlayError([...path, ...parsed.issue.path], parsed.issue.message);
}

/** What a patch section is called in an overlay file, for error paths: `troops`, `factors`, `addFactors`. */
const addKey = (table: string): string => `add${table[0]?.toUpperCase() ?? ''}${table.slice(1)}`;

/**
 * Rows with `patch` applied by id and `added` appended (each whole, or `like` a row it copies
 * first), each validated by `schema`. Shared by troop rows and every rule table.
 */
function patchRows<R extends RuleRow>(
  rows: readonly R[],
  patch: PatchesById,
  added: PatchesById,
  schema: z.ZodMiniType | undefined,
  names: {
    /** The thing a row is ('troop'), and its row in field messages ('troop row'). */
    readonly noun: string;
    readonly rowNoun: string;
    readonly key: string;
    readonly addKey: string;
    /** Before a row id in `changes`: '' for troops, 'factor ' for factors. */
    readonly prefix: string;
    readonly system: string;
    /** Troops: a new row copies one (`like`) and is named by its id unless it says otherwise. */
    readonly troops: boolean;
    /** What a patched value is cited to: `overlay <name>`, `option <key>=<value>`. */
    readonly source: string;
  },
  changes: string[],
): R[] {
  const ids = rows.map((r) => r.id);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of Object.keys(patch)) {
    if (!byId.has(id)) {
      const near = closest(id, ids);
      throw new OverlayError([names.key, id], `unknown ${names.noun} '${id}' in ${names.system}; ${near.length > 0 ? `did you mean ${near.join(', ')}?` : `add a new one under ${names.addKey}:`}`);
    }
  }
  const out = rows.map((row) => {
    const fields = patch[row.id];
    if (!fields) return row;
    const path = [names.key, row.id];
    const patched = validated<R>(schema, merged(row as unknown as Record<string, unknown>, fields, `${names.prefix}${row.id}`, path, `${names.system} ${names.rowNoun}`, changes), path);
    markPatched(patched, names.source, Object.keys(fields));
    return patched;
  });
  for (const [id, { like, ...fields }] of Object.entries(added)) {
    const path = [names.addKey, id];
    if (byId.has(id)) throw new OverlayError(path, `'${id}' is already a ${names.system} ${names.noun}; change it under ${names.key}: instead`);
    if (like === undefined && names.troops) throw new OverlayError([...path, 'like'], `missing; name the ${names.noun} it copies`);
    let row: Record<string, unknown>;
    if (like === undefined) {
      row = { id, ...fields };
      changes.push(`added ${names.prefix}${id}: ${describe(fields)}`);
    } else {
      const model = byId.get(String(like));
      if (!model) throw new OverlayError([...path, 'like'], `unknown ${names.noun} '${String(like)}' in ${names.system}; did you mean ${closest(String(like), ids).join(', ') || ids.join(', ')}?`);
      row = { ...merged(model as unknown as Record<string, unknown>, fields, '', path, `${names.system} ${names.rowNoun}`, null), id };
      if (names.troops) row['name'] = fields['name'] ?? id;
      changes.push(`added ${names.prefix}${id}, like ${model.id}${Object.keys(fields).length > 0 ? `: ${Object.entries(fields).map(([k, v]) => `${k} ${describe(v)}`).join(', ')}` : ''}`);
    }
    const made = validated<R>(schema, row, path);
    // A row the patch made is the patch's in every field.
    markPatched(made, names.source, ['*'], Object.keys(fields));
    out.push(made);
  }
  return out;
}

/**
 * Apply a patch (an overlay's, or an option value's) to a system: patch and add troop rows
 * and rule table rows, check each with `schemas` when given (the system's, for a patch a
 * user wrote), and rebuild the system over them. Without `schemas` the rows are taken as
 * patched: a shipped option's or variant's patch (checked by tests), or an overlay a plan
 * carries (checked where the plan was made). Returns the patched system and what changed,
 * in words, for the report's method section. An empty patch returns the system itself.
 *
 * @example
 * applyPatch(hott2, { ...NO_PATCH, rules: { factors: { general: { value: 2 } } } }, 'overlay x', await hott2.schemas()).changes; // => ['factor general.value: 1 -> 2']
 */
export function applyPatch(system: RuleSystem, patch: RulePatch, source = 'a patch', schemas?: RowSchemas): { system: RuleSystem; changes: string[] } {
  const changes: string[] = [];
  const rowNames = { noun: 'troop', rowNoun: 'troop row', key: 'troops', addKey: 'add', prefix: '', system: system.id, troops: true, source };
  const rows = patchRows<TroopRowBase>(system.rows, patch.troops, patch.add, schemas?.rows, rowNames, changes);
  const tables = system.tables ?? {};
  const known = ruleTableKeys(system);
  for (const table of new Set([...Object.keys(patch.rules), ...Object.keys(patch.addRules)])) {
    if (!tables[table]) throw new OverlayError([table], `${system.id} has no rule table '${table}'; ${known.size > 0 ? `its tables are ${Object.keys(tables).join(', ')}` : 'its rules are in its troop rows'}`);
  }
  const patchedTables: Record<string, readonly RuleRow[]> = {};
  for (const [name, table] of Object.entries(tables) as [string, RuleTable][]) {
    const patchOf = patch.rules[name] ?? {};
    const addOf = patch.addRules[name] ?? {};
    if (Object.keys(patchOf).length === 0 && Object.keys(addOf).length === 0) continue;
    if (!table.addable && Object.keys(addOf).length > 0) throw new OverlayError([addKey(name)], `rows cannot be added to ${system.id}'s ${name}; change one under ${name}: instead`);
    const names = { noun: table.noun, rowNoun: table.noun, key: name, addKey: addKey(name), prefix: `${table.noun} `, system: system.id, troops: false, source };
    const schema = schemas?.tables[name];
    if (schemas && !schema) throw new Error(`internal: ${system.id} has no schema for its table '${name}'`);
    patchedTables[name] = patchRows(table.rows, patchOf, addOf, schema, names, changes);
  }
  const untouched = Object.keys(patch.troops).length === 0 && Object.keys(patch.add).length === 0 && Object.keys(patchedTables).length === 0;
  if (untouched) return { system, changes };
  return { system: system.withRows(rows, Object.keys(patchedTables).length > 0 ? patchedTables : undefined), changes };
}

/**
 * Overlaid systems already built, by base system object and the overlay's name and hash (of
 * the file's bytes its spec was read from): the same overlay read again in this process (by
 * another command of `npm start`, or the pages' explorer) is the same system object, so the
 * matchups prepared on it are prepared once (engine/prepare-cache.ts).
 */
const OVERLAID = new WeakMap<RuleSystem, Map<string, { readonly system: RuleSystem; readonly changes: readonly string[] }>>();
const OVERLAID_KEPT = 64;

/** Apply an overlay to its base system (`applyPatch` with the overlay's patch, checked by `schemas` when given). */
export function applyOverlay(system: RuleSystem, spec: OverlaySpec, schemas?: RowSchemas): { system: RuleSystem; changes: string[] } {
  // Only a checked overlay is remembered: its spec was read from the very bytes its hash names.
  if (!schemas) return applyPatch(system, spec, `overlay ${spec.name}`);
  const built = keptOrMade(mapOf(OVERLAID, system), `${spec.name}@${spec.hash}`, OVERLAID_KEPT, () => applyPatch(system, spec, `overlay ${spec.name}`, schemas));
  return { system: built.system, changes: [...built.changes] };
}

/** What names a system: its id, title and seed file, and the rule text it cites. */
export interface SystemIdentity {
  readonly id: string;
  readonly title: string;
  readonly seedFile: string;
  readonly source: RuleSource;
}

/**
 * A system of its own made by an overlay on another (a shipped variant, e.g. hott25 on
 * hott2, whose rows a test checks): the base rows patched as `applyOverlay` does without schemas, under a new id, title and seed file,
 * which it keeps when overlaid again (`withRows`).
 *
 * @example
 * overlaySystem(hott2, hott25Spec, { id: 'hott25', title: 'Hordes of the Things 2.5', seedFile: '001_...', source: { title: 'HOTT 2.5 crib sheet', lines: { close: 87 } } }).id; // => 'hott25'
 */
export function overlaySystem(base: RuleSystem, spec: OverlaySpec, identity: SystemIdentity): RuleSystem {
  const named = (system: RuleSystem): RuleSystem => ({
    ...system,
    ...identity,
    groups: { ...system.groups, why: system.groups.why.replaceAll(base.id, identity.id) },
    withRows: (rows, tables) => named(system.withRows(rows, tables)),
  });
  return named(applyOverlay(base, spec).system);
}
