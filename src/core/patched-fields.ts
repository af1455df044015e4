/**
 * Which fields of a row an overlay or an option changed, and which: so an explanation cites a
 * patched value to what patched it ("overlay knights-4"), not to the rulebook line that says
 * otherwise. Rows are plain data a schema rebuilt, so the record lives beside them, by row.
 */
const PATCHED = new WeakMap<object, { readonly source: string; readonly fields: ReadonlySet<string> }>();

/** Fields by which a patch cites itself: a patch that sets one is cited by it, as the row reads it. */
const CITATIONS = new Set(['line', 'source', 'seed', 'cite']);

/** Record that `source` set `fields` of `row` (`*`: every field, for a row it added), unless the patch cites itself. */
export function markPatched(row: object, source: string, fields: readonly string[], given: readonly string[] = fields): void {
  if (given.some((f) => CITATIONS.has(f))) return;
  PATCHED.set(row, { source, fields: new Set(fields) });
}

/**
 * The citation of `row`'s `field`: what patched it, or `cite` (its seed line) if nothing did.
 *
 * @example
 * citeField(knights, 'vsFoot', '000:75'); // => 'overlay knights-4' under that overlay, else '000:75'
 */
export function citeField(row: object, field: string, cite: string): string {
  const patched = PATCHED.get(row);
  return patched && (patched.fields.has(field) || patched.fields.has('*')) ? patched.source : cite;
}
