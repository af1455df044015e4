import { LineCounter, parseDocument } from 'yaml';
import { resolveConditions } from '../core/conditions.js';
import { closest, errors, UsageError } from '../core/errors.js';
import type { RuleSystem } from '../core/system.js';
import { SYSTEMS } from '../rules/registry.js';
import { scenarioSchema, type ScenarioFile } from './schema.js';
import { LIMITS } from './limits.js';
import { readScenarioText } from './read-text.js';
import { lineOf, pathText } from './yaml-lines.js';

/** A scenario that has passed every check: known system, troops, combat kinds and conditions. */
export interface Scenario extends Omit<ScenarioFile, 'system' | 'attackers' | 'defenders'> {
  readonly file: string;
  /** SHA-256 of the file's bytes, for the manifest. */
  readonly hash: string;
  readonly system: RuleSystem;
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
}

type Path = readonly (string | number)[];

/**
 * Read and check a scenario file. Any problem throws one UsageError naming the file, the
 * field path and its line: "scenarios/x.yaml: conditions[1].b.uphill (line 12): ...".
 */
export function loadScenario(file: string): Scenario {
  const { text, hash } = readScenarioText(file);
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const fail = (path: Path, reason: string): UsageError => {
    const where = path.length > 0 ? `${pathText(path)} (line ${lineOf(doc, lines, path)})` : `line ${lineOf(doc, lines, path)}`;
    return new UsageError(`${file}: ${where}: ${reason}`);
  };
  const syntax = doc.errors[0];
  if (syntax) throw new UsageError(`${file}: line ${lines.linePos(syntax.pos[0]).line}: not valid YAML (${syntax.message.split('\n')[0]})`);

  let raw: unknown;
  try {
    raw = doc.toJS({ maxAliasCount: LIMITS.aliases });
  } catch (error) {
    if (error instanceof ReferenceError) throw new UsageError(`${file}: its YAML aliases expand too far (more than ${LIMITS.aliases} alias uses); write the values out`);
    throw error;
  }
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (!issue) throw fail([], 'not a valid scenario');
    const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    if (issue.code === 'unrecognized_keys') {
      const key = issue.keys[0] ?? '';
      const known = Object.keys((path.length === 0 ? scenarioSchema : scenarioSchema.shape.conditions.unwrap().element).shape);
      const near = closest(key, known);
      throw fail([...path, key], `unknown field${near.length ? `; did you mean ${near.join(', ')}?` : `; fields are ${known.join(', ')}`}`);
    }
    throw fail(path, issue.message);
  }
  const s = parsed.data;
  if (s.trials !== undefined && s.precision !== undefined) {
    throw fail(['precision'], 'give trials or precision, not both: a fixed number of trials, or a target half-width');
  }

  const system = SYSTEMS.find((x) => x.id === s.system.toLowerCase());
  if (!system) {
    throw fail(['system'], errors.unknown('system', s.system, SYSTEMS.map((x) => x.id)).message);
  }
  if (s.overlay !== undefined) throw fail(['overlay'], 'what-if overlays are not available yet; remove the field');

  const troopIds = system.troops.map((t) => t.id);
  const troops = (field: 'attackers' | 'defenders'): string[] => {
    const list = s[field];
    if (list === 'all') return troopIds;
    const ids = list.map((id, i) => {
      const lower = id.toLowerCase();
      if (!troopIds.includes(lower)) {
        throw fail([field, i], errors.unknown('troop', id, troopIds, `in ${system.id}`).message);
      }
      return lower;
    });
    const twice = ids.find((id, i) => ids.indexOf(id) !== i);
    if (twice) throw fail([field, ids.lastIndexOf(twice)], `'${twice}' is listed twice`);
    return ids;
  };
  const attackers = troops('attackers');
  const defenders = troops('defenders');
  const matchups = attackers.length * defenders.length * s.conditions.length;
  if (matchups > LIMITS.matchups) {
    throw fail(['conditions'], `${matchups.toLocaleString('en-US')} matchups (attackers x defenders x condition sets) is more than the ${LIMITS.matchups.toLocaleString('en-US')} a run may hold; split the scenario`);
  }

  const kinds = system.combatKinds.map((k) => k.id);
  const names = new Set<string>();
  const conditions = s.conditions.map((set, i) => {
    if (names.has(set.name)) throw fail(['conditions', i, 'name'], `condition set '${set.name}' is named twice`);
    names.add(set.name);
    const combat = (set.combat ?? kinds[0] ?? '').toLowerCase();
    if (!kinds.includes(combat)) throw fail(['conditions', i, 'combat'], `unknown combat kind '${set.combat}' for ${system.id}; known: ${kinds.join(', ')}`);
    for (const side of ['a', 'b'] as const) {
      const seen = new Map<string, string>();
      for (const [key, value] of Object.entries(set[side] ?? {})) {
        const first = seen.get(key.toLowerCase());
        if (first !== undefined) throw fail(['conditions', i, side, key], `'${key}' given twice (also as '${first}'); condition names ignore case`);
        seen.set(key.toLowerCase(), key);
        try {
          resolveConditions(system.conditions, { [key]: value }, side === 'a' ? 'attacker' : 'defender');
        } catch (error) {
          if (error instanceof UsageError) throw fail(['conditions', i, side, key], error.message);
          throw error;
        }
      }
    }
    return { ...set, combat };
  });

  return {
    ...s,
    file,
    hash,
    system,
    attackers,
    defenders,
    conditions,
  };
}
