import { z } from 'zod';
import { closest, UsageError } from './errors.js';
import type { OverlaySpec } from './overlay-spec.js';
import type { RuleSystem, TroopRowBase } from './system.js';
import { plainParse } from './plain-parse.js';

export type { OverlaySpec } from './overlay-spec.js';

/** The shape of an overlay file; row fields are checked against the base system's row schema. */
export const overlayFileSchema = z.strictObject({
  base: z.string().min(1),
  name: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/i, 'use letters, digits, dot, dash or underscore').max(100),
  notes: z.string().default(''),
  troops: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
  add: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/, 'a new id is kebab-case: lower-case letters, digits and dashes'), z.looseObject({ like: z.string().min(1) })).default({}),
  options: z.record(z.string(), z.unknown()).default({}),
});

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

function validated(system: RuleSystem, row: Record<string, unknown>, path: readonly (string | number)[]): TroopRowBase {
  const parsed = plainParse(system.rowSchema, row);
  if (parsed.ok) return parsed.data as TroopRowBase;
  throw new OverlayError([...path, ...parsed.issue.path], parsed.issue.message);
}

function patch(system: RuleSystem, base: TroopRowBase, fields: Readonly<Record<string, unknown>>, path: readonly (string | number)[]): Record<string, unknown> {
  const row: Record<string, unknown> = { ...base };
  const known = Object.keys(base);
  for (const [field, value] of Object.entries(fields)) {
    if (field === 'id') throw new OverlayError([...path, field], 'a row id cannot be changed; add a new row with add: instead');
    if (!known.includes(field)) {
      const near = closest(field, known);
      throw new OverlayError([...path, field], `unknown field of a ${system.id} troop row; ${near.length > 0 ? `did you mean ${near.join(', ')}?` : `fields are ${known.join(', ')}`}`);
    }
    row[field] = value;
  }
  return row;
}

/**
 * Apply an overlay to its base system: patch the named rows, add the new ones, validate
 * every row with the base system's schema, and rebuild the system over them. Returns the
 * patched system and what changed, in words, for the report's method section.
 *
 * @example
 * applyOverlay(hott2, { ...spec, troops: { knights: { vsFoot: 4 } } }).changes; // => ['knights.vsFoot: 3 -> 4']
 */
export function applyOverlay(system: RuleSystem, spec: OverlaySpec): { system: RuleSystem; changes: string[] } {
  const ids = system.rows.map((r) => r.id);
  const byId = new Map(system.rows.map((r) => [r.id, r]));
  const changes: string[] = [];
  const rows = system.rows.map((row) => {
    const fields = spec.troops[row.id];
    if (!fields) return row;
    const patched = validated(system, patch(system, row, fields, ['troops', row.id]), ['troops', row.id]);
    for (const field of Object.keys(fields)) {
      changes.push(`${row.id}.${field}: ${describe((row as unknown as Record<string, unknown>)[field])} -> ${describe((patched as unknown as Record<string, unknown>)[field])}`);
    }
    return patched;
  });
  for (const id of Object.keys(spec.troops)) {
    if (!byId.has(id)) {
      const near = closest(id, ids);
      throw new OverlayError(['troops', id], `unknown troop '${id}' in ${system.id}; ${near.length > 0 ? `did you mean ${near.join(', ')}?` : 'add a new one under add:'}`);
    }
  }
  for (const [id, { like, ...fields }] of Object.entries(spec.add)) {
    if (byId.has(id)) throw new OverlayError(['add', id], `'${id}' is already a ${system.id} troop; change it under troops: instead`);
    const model = byId.get(String(like));
    if (!model) throw new OverlayError(['add', id, 'like'], `unknown troop '${String(like)}' in ${system.id}; did you mean ${closest(String(like), ids).join(', ') || ids.join(', ')}?`);
    const row = validated(system, { ...patch(system, model, fields as Record<string, unknown>, ['add', id]), id, name: fields['name'] ?? id }, ['add', id]);
    rows.push(row);
    changes.push(`added ${id}, like ${model.id}${Object.keys(fields).length > 0 ? `: ${Object.entries(fields).map(([k, v]) => `${k} ${describe(v)}`).join(', ')}` : ''}`);
  }
  return { system: system.withRows(rows), changes };
}

/** What names a system: its id, title and seed file. */
export interface SystemIdentity {
  readonly id: string;
  readonly title: string;
  readonly seedFile: string;
}

/**
 * A system of its own made by an overlay on another (a shipped variant, e.g. hott25 on
 * hott2): the base rows patched as `applyOverlay` does, under a new id, title and seed file,
 * which it keeps when overlaid again (`withRows`).
 *
 * @example
 * overlaySystem(hott2, hott25Spec, { id: 'hott25', title: 'Hordes of the Things 2.5', seedFile: '001_...' }).id; // => 'hott25'
 */
export function overlaySystem(base: RuleSystem, spec: OverlaySpec, identity: SystemIdentity): RuleSystem {
  const named = (system: RuleSystem): RuleSystem => ({
    ...system,
    ...identity,
    groups: { ...system.groups, why: system.groups.why.replaceAll(base.id, identity.id) },
    withRows: (rows) => named(system.withRows(rows)),
  });
  return named(applyOverlay(base, spec).system);
}
