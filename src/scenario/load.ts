import { dirname, resolve } from 'node:path';
import { checkKind, resolveConditions } from '../core/conditions.js';
import { closest, UsageError } from '../core/errors.js';
import { groupLabel, parseGroup } from '../core/group.js';
import type { OverlaySpec } from '../core/overlay.js';
import type { RuleSystem } from '../core/system.js';
import { planSystems, type SystemSource } from '../core/plan.js';
import { loadSystem } from '../rules/registry.js';
import { LIMITS } from './limits.js';
import { loadOverlay, type LoadedOverlay } from './overlay-file.js';
import { scenarioSchema, type ScenarioFile } from './schema.js';
import { readYamlFile, type Path } from './yaml-file.js';
import { plainParse } from '../core/plain-parse.js';

/** A scenario that has passed every check: known system, troops, combat kinds, conditions, overlay and options. */
export interface Scenario extends Omit<ScenarioFile, 'system' | 'attackers' | 'defenders' | 'overlay' | 'conditions'> {
  readonly conditions: readonly (Omit<ScenarioFile['conditions'][number], 'overlay'> & { readonly combat: string; readonly overlay?: LoadedOverlay | undefined })[];
  readonly file: string;
  /** SHA-256 of the file's bytes, for the manifest. */
  readonly hash: string;
  /** The system as shipped, which `system` or a set's overlay patches. */
  readonly base: RuleSystem;
  /** The system the matchups run on: the base system, or the overlaid one. */
  readonly system: RuleSystem;
  readonly overlay: { readonly spec: OverlaySpec; readonly file: string; readonly changes: readonly string[] } | null;
  /** Side labels (a troop id or a canonical group) in file order. */
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
}

/** The systems a scenario's matchups run on: its base system, with its overlay or its sets' overlays. */
export function scenarioSystems(scenarios: readonly Scenario[]): SystemSource {
  return planSystems(
    scenarios.map((s) => s.base),
    scenarios.flatMap((s) => [...(s.overlay ? [{ spec: s.overlay.spec, system: s.system }] : []), ...s.conditions.flatMap((c) => (c.overlay ? [c.overlay] : []))]),
  );
}

/**
 * Read and check a scenario file. Any problem throws one UsageError naming the file, the
 * field path and its line: "scenarios/x.yaml: conditions[1].b.uphill (line 12): ...".
 */
export async function loadScenario(file: string): Promise<Scenario> {
  const { raw, hash, fail } = readYamlFile(file);
  const parsed = plainParse(scenarioSchema, raw);
  if (!parsed.ok) {
    const { path, message, unknownKey } = parsed.issue;
    if (unknownKey !== undefined) {
      const shape = path.length === 1 ? scenarioSchema.shape : path[0] === 'conditions' ? scenarioSchema.shape.conditions.unwrap().element.shape : { troop: 0, count: 0 };
      const known = Object.keys(shape);
      const near = closest(unknownKey, known);
      throw fail(path, `unknown field${near.length ? `; did you mean ${near.join(', ')}?` : `; fields are ${known.join(', ')}`}`);
    }
    throw fail(path, message);
  }
  const s = parsed.data;
  if (s.trials !== undefined && s.precision !== undefined) {
    throw fail(['precision'], 'give trials or precision, not both: a fixed number of trials, or a target half-width');
  }

  let system: RuleSystem;
  try {
    system = await loadSystem(s.system);
  } catch (error) {
    if (error instanceof UsageError) throw fail(['system'], error.message);
    throw error;
  }
  const base = system;
  let overlay: Scenario['overlay'] = null;
  if (s.overlay !== undefined) {
    const overlayFile = resolve(dirname(file), s.overlay);
    const loaded = await loadOverlay(overlayFile);
    if (loaded.spec.base !== system.id) throw fail(['overlay'], `the overlay is on ${loaded.spec.base}, but the scenario's system is ${system.id}`);
    overlay = { spec: loaded.spec, file: overlayFile, changes: loaded.changes };
    system = loaded.system;
  }
  const checked = <T>(path: Path, f: () => T): T => {
    try {
      return f();
    } catch (error) {
      if (error instanceof UsageError) throw fail(path, error.message);
      throw error;
    }
  };
  checked(['options'], () => resolveConditions(system.options, { ...(overlay?.spec.options ?? {}), ...s.options }, '', 'option'));

  const troopIds = system.troops.map((t) => t.id);
  const troops = (field: 'attackers' | 'defenders'): string[] => {
    const list = s[field];
    if (list === 'all') return troopIds;
    const label = field === 'attackers' ? 'attacker' : 'defender';
    const ids = list.map((entry, i) => {
      const text = typeof entry === 'string' ? entry : entry.troop;
      const count = typeof entry === 'string' ? undefined : entry.count;
      return checked([field, i], () => groupLabel(parseGroup(system, text, count, label)));
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
  const conditions: Scenario['conditions'][number][] = [];
  for (const [i, set] of s.conditions.entries()) {
    if (names.has(set.name)) throw fail(['conditions', i, 'name'], `condition set '${set.name}' is named twice`);
    names.add(set.name);
    const combat = (set.combat ?? kinds[0] ?? '').toLowerCase();
    let setOverlay: Scenario['conditions'][number]['overlay'];
    if (set.overlay !== undefined) {
      if (overlay) throw fail(['conditions', i, 'overlay'], 'the scenario already names an overlay for every set; give overlays per set or for the scenario, not both');
      const loaded = await loadOverlay(resolve(dirname(file), set.overlay));
      if (loaded.spec.base !== system.id) throw fail(['conditions', i, 'overlay'], `the overlay is on ${loaded.spec.base}, but the scenario's system is ${system.id}`);
      setOverlay = loaded;
    }
    if (!kinds.includes(combat)) throw fail(['conditions', i, 'combat'], `unknown combat kind '${set.combat}' for ${system.id}; known: ${kinds.join(', ')}`);
    checked(['options'], () => checkKind(system.options, { ...(overlay?.spec.options ?? {}), ...s.options }, combat, `condition set '${set.name}':`, 'option'));
    for (const side of ['a', 'b'] as const) {
      const seen = new Map<string, string>();
      for (const [key, value] of Object.entries(set[side] ?? {})) {
        const first = seen.get(key.toLowerCase());
        if (first !== undefined) throw fail(['conditions', i, side, key], `'${key}' given twice (also as '${first}'); condition names ignore case`);
        seen.set(key.toLowerCase(), key);
        try {
          resolveConditions(system.conditions, { [key]: value }, side === 'a' ? 'attacker' : 'defender');
          checkKind(system.conditions, { [key]: value }, combat, side === 'a' ? 'attacker' : 'defender');
        } catch (error) {
          if (error instanceof UsageError) throw fail(['conditions', i, side, key], error.message);
          throw error;
        }
      }
    }
    conditions.push({ ...set, combat, overlay: setOverlay });
  }

  return {
    ...s,
    file,
    hash,
    base,
    system,
    overlay,
    attackers,
    defenders,
    conditions,
  };
}
