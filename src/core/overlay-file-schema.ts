import * as z from 'zod/mini';
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
  base: z.string().check(z.minLength(1)),
  name: z.string().check(z.regex(/^[a-z0-9][a-z0-9._-]*$/i, 'use letters, digits, dot, dash or underscore'), z.maxLength(100)),
  notes: z._default(z.string(), ''),
  troops: z._default(patches, {}),
  add: z._default(z.record(z.string().check(z.regex(/^[a-z][a-z0-9-]*$/, 'a new id is kebab-case: lower-case letters, digits and dashes')), z.looseObject({ like: z.string().check(z.minLength(1)) })), {}),
  options: z._default(z.record(z.string(), z.unknown()), {}),
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
