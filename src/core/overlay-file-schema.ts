import { z } from 'zod';
import { OverlayError, overlaySpecOf, type OverlayFile, type RowsByIdOf } from './overlay.js';
import type { OverlaySpec } from './overlay-spec.js';
import type { RuleSystem } from './system.js';
import { plainParse } from './plain-parse.js';

/**
 * The schema of a user's overlay file, apart from the rest of overlays (overlay.ts) so that
 * zod is loaded only where a file is checked: a command given no overlay never builds it.
 */

const patches = z.record(z.string(), z.record(z.string(), z.unknown()));

/**
 * The shape of an overlay file. Row fields are checked against the base system's row schema;
 * any other key must name one of the base system's rule tables (`factors`) or add to one
 * (`addFactors`), checked by `ruleTablePatches`.
 */
export const overlayFileSchema = z.looseObject({
  base: z.string().min(1),
  name: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/i, 'use letters, digits, dot, dash or underscore').max(100),
  notes: z.string().default(''),
  troops: patches.default({}),
  add: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/, 'a new id is kebab-case: lower-case letters, digits and dashes'), z.looseObject({ like: z.string().min(1) })).default({}),
  options: z.record(z.string(), z.unknown()).default({}),
});

/** A rule-table key's value checked as rows by id; OverlayError at the field at fault. */
const checkedRowsById: RowsByIdOf = (value, key) => {
  const parsed = plainParse(patches, value);
  if (!parsed.ok) throw new OverlayError([key, ...parsed.issue.path], parsed.issue.message);
  return parsed.data;
};

/** `overlaySpecOf` for a file that passed `overlayFileSchema`, its rule-table keys checked too. */
export function checkedOverlaySpecOf(base: RuleSystem, file: z.infer<typeof overlayFileSchema>, hash: string): OverlaySpec {
  return overlaySpecOf(base, file as OverlayFile, hash, checkedRowsById);
}
