import { errors } from './errors.js';

/**
 * A side's situation is declared by each rule system as data (DESIGN.md, "Conditions and
 * options") and parsed here generically, from `--a going=bad,general,overlaps=1` on the
 * command line or from `{ going: bad, general: true }` in a scenario file.
 */
export type ConditionDef = (
  | { readonly key: string; readonly kind: 'flag'; readonly description: string }
  | {
      readonly key: string;
      readonly kind: 'choice';
      readonly values: readonly string[];
      readonly default: string;
      readonly description: string;
    }
  | {
      readonly key: string;
      readonly kind: 'count';
      readonly min: number;
      readonly max: number;
      readonly default: number;
      readonly description: string;
    }
) & {
  /** When the condition can count, in words: the reason a "has no effect" note gives. */
  readonly counts?: string;
  /**
   * The combat kinds that read it (a joust takes no `going`); absent, every kind of the
   * system does. A kind refuses what it does not read (`checkKind`).
   */
  readonly combat?: readonly string[];
};

export type ConditionValue = boolean | string | number;
export type ConditionValues = Readonly<Record<string, ConditionValue>>;

const TRUE_WORDS = new Set(['true', 'yes', 'on', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'off', '0']);

/**
 * Split `going=bad,general,overlaps=1` into raw key/value pairs; a bare key means `true`.
 *
 * @example
 * splitConditions('going=bad,general'); // => { going: 'bad', general: true }
 */
export function splitConditions(text: string, label: string, noun = 'condition'): Record<string, unknown> {
  // No prototype: a key such as __proto__ is then just an unknown condition name.
  const raw = Object.create(null) as Record<string, unknown>;
  for (const part of text.split(',').map((p) => p.trim()).filter((p) => p.length > 0)) {
    const eq = part.indexOf('=');
    const key = (eq < 0 ? part : part.slice(0, eq)).trim().toLowerCase();
    const value: unknown = eq < 0 ? true : part.slice(eq + 1).trim();
    if (key.length === 0) throw errors.invalid(`${label} ${noun} '${part}'`.trim(), 'needs a name before =');
    if (key in raw) throw errors.invalid(`${label} ${noun} '${key}'`.trim(), 'given twice');
    raw[key] = value;
  }
  return raw;
}

const DEFAULTS = new WeakMap<readonly ConditionDef[], ConditionValues>();

/** Every condition at its default: what a side is when nothing is said about it (built once per schema, frozen). */
export function defaultConditions(schema: readonly ConditionDef[]): ConditionValues {
  let values = DEFAULTS.get(schema);
  if (!values) {
    const built: Record<string, ConditionValue> = {};
    for (const def of schema) built[def.key] = def.kind === 'flag' ? false : def.default;
    values = Object.freeze(built);
    DEFAULTS.set(schema, values);
  }
  return values;
}

const TEMPLATES = new WeakMap<readonly ConditionDef[], Readonly<Record<string, ConditionValue>>>();

/**
 * The defaults as a plain, unfrozen object, never handed out: what `resolveConditions` copies.
 * Spreading the frozen defaults takes V8's slow path (about 15 us a call for d3h2's 20
 * conditions, some 100 times this copy's), and a balance matrix resolves each side of each matchup.
 */
function template(schema: readonly ConditionDef[]): Readonly<Record<string, ConditionValue>> {
  let values = TEMPLATES.get(schema);
  if (!values) TEMPLATES.set(schema, (values = { ...defaultConditions(schema) }));
  return values;
}

function parseValue(def: ConditionDef, value: unknown, label: string, noun: string): ConditionValue {
  const name = `${label} ${noun} ${def.key}`.trim();
  const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
  switch (def.kind) {
    case 'flag':
      if (text === true || text === false) return text;
      if (typeof text === 'string' && TRUE_WORDS.has(text)) return true;
      if (typeof text === 'string' && FALSE_WORDS.has(text)) return false;
      throw errors.outOfRange(name, value, 'true or false (or given bare, meaning true)');
    case 'choice':
      if (typeof text === 'string' && def.values.includes(text)) return text;
      throw errors.outOfRange(name, value === true ? '(no value)' : value, `one of ${def.values.join(', ')}`);
    case 'count': {
      const n = typeof text === 'number' ? text : typeof text === 'string' && /^-?\d+$/.test(text) ? Number(text) : NaN;
      if (Number.isInteger(n) && n >= def.min && n <= def.max) return n;
      throw errors.outOfRange(name, value === true ? '(no value)' : value, `a whole number from ${def.min} to ${def.max}`);
    }
  }
}

/**
 * Validate raw conditions against a system's schema, filling defaults.
 * Unknown keys and bad values throw a UsageError naming the closest known keys.
 */
export function resolveConditions(
  schema: readonly ConditionDef[],
  raw: Readonly<Record<string, unknown>>,
  label: string,
  noun = 'condition',
): ConditionValues {
  const values: Record<string, ConditionValue> = { ...template(schema) };
  const keys = schema.map((d) => d.key);
  const seen = new Set<string>();
  for (const [rawKey, value] of Object.entries(raw)) {
    const key = rawKey.toLowerCase();
    const def = schema.find((d) => d.key === key);
    if (!def) throw errors.unknown(noun, rawKey, keys, label ? `for ${label}` : '');
    if (seen.has(key)) throw errors.invalid(`${label} ${noun} '${rawKey}'`.trim(), `given twice (${noun} names ignore case)`);
    seen.add(key);
    values[key] = parseValue(def, value, label, noun);
  }
  return values;
}

/**
 * Refuse raw conditions (or options) that the combat kind does not read: each key's
 * declaration names the kinds that do (`combat`), or takes every kind. Unknown keys are left
 * for `resolveConditions` to refuse with its suggestions.
 *
 * @example
 * checkKind(schema, { going: 'bad' }, 'joust', 'attacker'); // throws: attacker condition going: not read in a joust; it counts in melee, engagement
 */
export function checkKind(schema: readonly ConditionDef[], raw: Readonly<Record<string, unknown>>, combat: string, label: string, noun = 'condition'): void {
  for (const rawKey of Object.keys(raw)) {
    const def = schema.find((d) => d.key === rawKey.toLowerCase());
    if (def?.combat && !def.combat.includes(combat)) {
      throw errors.invalid(`${label} ${noun} ${def.key}`.trim(), `not read in ${combat}; it counts in ${def.combat.join(', ')}`);
    }
  }
}

/**
 * The conditions that differ from their defaults, in schema order, as they are typed (a key
 * the values leave out, an option only another combat kind reads, is left out too):
 * a stable canonical text for display, hashing and CSV.
 *
 * @example
 * formatConditions(schema, { going: 'bad', general: true, overlaps: 0 }); // => 'going=bad,general'
 */
export function formatConditions(schema: readonly ConditionDef[], values: ConditionValues): string {
  const defaults = defaultConditions(schema);
  return schema
    .filter((def) => def.key in values && values[def.key] !== defaults[def.key])
    .map((def) => (def.kind === 'flag' ? def.key : `${def.key}=${String(values[def.key])}`))
    .join(',');
}
