import type * as z from 'zod/mini';

/** Why a value failed its schema, as one person-readable reason at one field path. */
export interface PlainIssue {
  readonly path: (string | number)[];
  readonly message: string;
  /** Set when the reason is a field the schema does not know (the caller may list the known ones). */
  readonly unknownKey?: string;
}

type Issue = z.core.$ZodIssue;
type RawIssue = z.core.$ZodRawIssue;

const NOUNS: Readonly<Record<string, string>> = {
  number: 'a number', int: 'a whole number', string: 'text', boolean: 'true or false', array: 'a list',
  object: 'a map of fields', record: 'a map of fields',
};

const amount = (n: number | bigint): string => (typeof n === 'bigint' ? n.toString() : n.toLocaleString('en-US', { maximumFractionDigits: 6 }));

/** What a too_big or too_small issue counts, after the number: "500 entries", "255 characters", or "" for a plain number. */
function unit(origin: string, n: number | bigint): string {
  if (origin === 'array' || origin === 'set') return Number(n) === 1 ? ' entry' : ' entries';
  if (origin === 'string') return Number(n) === 1 ? ' character' : ' characters';
  return '';
}

/**
 * Messages for the issues a schema did not word itself: every one names the limit or the
 * kind expected ("at most 500 entries", "a whole number"), never zod's "Invalid input".
 */
function plainMessage(issue: RawIssue): string | undefined {
  switch (issue.code) {
    case 'too_big':
      return `${issue.inclusive === false ? 'less than' : 'at most'} ${amount(issue.maximum)}${unit(issue.origin, issue.maximum)}`;
    case 'too_small':
      return `${issue.inclusive === false ? 'more than' : 'at least'} ${amount(issue.minimum)}${unit(issue.origin, issue.minimum)}`;
    case 'invalid_type':
      return `${issue.input === undefined ? 'missing; ' : ''}expected ${NOUNS[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `expected ${String(issue.values[0])}` : `expected one of ${issue.values.map(String).join(', ')}`;
    case 'not_multiple_of':
      return `a multiple of ${issue.divisor}`;
    case 'invalid_format':
      return issue.format === 'regex' ? 'not in the expected form' : `not a valid ${issue.format}`;
    default:
      // zod/mini carries no English messages: no refusal may read "Invalid input"
      return 'not valid';
  }
}

/** The issue to report first: an unknown field (a typo explains the missing field beside it), else the first. */
const first = (issues: readonly Issue[]): Issue | undefined => issues.find((i) => i.code === 'unrecognized_keys') ?? issues[0];

const keys = (path: readonly PropertyKey[]): (string | number)[] => path.filter((p): p is string | number => typeof p !== 'symbol');

/** An issue about the value's kind itself (not a field or a limit inside it): a branch of a union that did not apply. */
const wrongKind = (branch: readonly Issue[]): boolean =>
  branch.length === 1 && branch[0] !== undefined && branch[0].path.length === 0 && (branch[0].code === 'invalid_type' || branch[0].code === 'invalid_value');

/**
 * A union (`all` or a list; a flag, a number or a word) fails with one issue per branch.
 * When exactly one branch was of the right kind, its own reason is the answer (501 troops:
 * "at most 500 troops"); otherwise the reason lists the kinds the union takes.
 */
function resolve(issue: Issue, path: (string | number)[]): PlainIssue {
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const relevant = issue.errors.filter((branch) => !wrongKind(branch));
    const inner = relevant.length === 1 && relevant[0] ? first(relevant[0]) : undefined;
    if (inner) return resolve(inner, [...path, ...keys(inner.path)]);
    const kinds = issue.errors.map((branch) => branch[0]?.message.replace(/^expected /, '') ?? '').filter((k) => k !== '');
    return { path, message: `expected ${kinds.slice(0, -1).join(', ')}${kinds.length > 1 ? ', or ' : ''}${kinds.at(-1) ?? 'another kind of value'}` };
  }
  // a record's key (`add: { Big_Knights: ... }`) or entry: the reason inside is the answer
  if ((issue.code === 'invalid_key' || issue.code === 'invalid_element') && issue.issues.length > 0) {
    const inner = first(issue.issues);
    if (inner) return resolve(inner, [...path, ...keys(inner.path)]);
  }
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    return { path: [...path, key], message: 'unknown field', unknownKey: key };
  }
  return { path, message: issue.message };
}

/**
 * Check a value read from a user's file against a schema: the data, or the first problem
 * as a plain reason at its field path. Every file reader (scenario, overlay, field,
 * conditions, troop rows) goes through here, so no refusal says only "Invalid input".
 *
 * @example
 * plainParse(z.array(z.string()).max(2), ['a', 'b', 'c']); // => { ok: false, issue: { path: [], message: 'at most 2 entries' } }
 */
export function plainParse<T>(schema: z.ZodMiniType<T>, value: unknown): { ok: true; data: T } | { ok: false; issue: PlainIssue } {
  const parsed = schema.safeParse(value, { error: plainMessage });
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = first(parsed.error.issues);
  return { ok: false, issue: issue ? resolve(issue, keys(issue.path)) : { path: [], message: 'not valid' } };
}
