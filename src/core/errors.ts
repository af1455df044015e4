import { distance } from 'fastest-levenshtein';
import { clipped } from './printable.js';

/**
 * A mistake in what the user asked for: printed as one sentence, exit code 2, no stack.
 * Every user-facing error is made by one of the factories below so they read alike.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  readonly exitCode = 2;
}

/**
 * Up to three known ids closest to `value`: prefix matches first, then small edit distance.
 *
 * @example
 * closest('knigts', ['knights', 'riders']); // => ['knights']
 */
export function closest(value: string, known: readonly string[]): string[] {
  const wanted = value.toLowerCase();
  const limit = Math.max(2, Math.floor(wanted.length / 3));
  return known
    .map((id) => ({ id, score: id.toLowerCase().startsWith(wanted) && wanted.length > 0 ? 0 : distance(wanted, id.toLowerCase()) }))
    .filter((c) => c.score <= limit)
    .sort((a, b) => a.score - b.score || a.id.localeCompare(b.id))
    .slice(0, 3)
    .map((c) => c.id);
}

/** A list this long is not printed whole in a one-line error: its nearest entries are. */
const LIST_AT_MOST = 12;

function suggestion(value: string, known: readonly string[]): string {
  if (known.length === 0) return 'there are none here';
  const near = closest(value, known);
  if (near.length > 0) return `did you mean ${near.join(', ')}?`;
  if (known.length <= LIST_AT_MOST) return `known: ${known.join(', ')}`;
  // Nothing is close: the nearest few by edit distance, and how many there are.
  const nearest = [...known].sort((a, b) => distance(value.toLowerCase(), a.toLowerCase()) - distance(value.toLowerCase(), b.toLowerCase()) || a.localeCompare(b)).slice(0, 5);
  return `none is close; the nearest of the ${known.length} are ${nearest.join(', ')}`;
}

/**
 * Why a file's field is refused when its name is not a field: the nearest names, or every field.
 *
 * @example
 * unknownField('nmae', ['system', 'name', 'elements']); // => 'unknown field; did you mean name?'
 */
export function unknownField(written: string, known: readonly string[]): string {
  const near = closest(written, known);
  return `unknown field${near.length ? `; did you mean ${near.join(', ')}?` : `; fields are ${known.join(', ')}`}`;
}

/**
 * Why a count as the user wrote it (`1e308`, `0`, `2.5`, `"3"`) is refused, whatever was wrong
 * with it: what was written, and the real limit, `most`, with what it bounds.
 *
 * @example
 * countRefusal('1e308', 100, 'figures a side may hold'); // => "the count '1e308' is not a whole number from 1 to 100, the most figures a side may hold"
 */
export function countRefusal(written: string, most: number, holds: string): string {
  return `the count '${clipped(written, 40)}' is not a whole number from 1 to ${most}, the most ${holds}`;
}

export const errors = {
  /** e.g. unknown troop 'knigts' in hott2; did you mean knights? */
  unknown(kind: string, value: string, known: readonly string[], where = ''): UsageError {
    return new UsageError(`unknown ${kind} '${value}'${where ? ` ${where}` : ''}; ${suggestion(value, known)}`);
  },
  outOfRange(name: string, value: unknown, range: string): UsageError {
    return new UsageError(`${name} must be ${range}, got '${String(value)}'`);
  },
  invalid(what: string, why: string): UsageError {
    return new UsageError(`${what}: ${why}`);
  },
  cannot(subject: string, action: string, because: string): UsageError {
    return new UsageError(`${subject} cannot ${action}: ${because}`);
  },
};
