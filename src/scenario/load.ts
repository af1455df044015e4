import { dirname, resolve } from 'node:path';
import { checkKind, resolveConditions, type ConditionValues } from '../core/conditions.js';
import { unknownField, countRefusal, UsageError } from '../core/errors.js';
import { groupLabel, MAX_FIGURES, parseGroup } from '../core/group.js';
import type { OverlaySpec } from '../core/overlay.js';
import type { GroupEntry, RuleSystem } from '../core/system.js';
import { loadSystem } from '../rules/registry.js';
import { loadOverlay, type LoadedOverlay } from './overlay-file.js';
import { conditionSetSchema, scenarioSchema, type ScenarioFile } from './schema.js';
import { readYamlFile, type Path } from './yaml-file.js';
import { plainParse } from '../core/plain-parse.js';
import { BATTLE } from '../core/battle-rules.js';
import { armySideLabel, battleSide, type ScenarioArmy } from './battle-sides.js';

/** A condition set as read: its combat kind, its own overlay if any, and each side's conditions resolved (defaults filled). */
export interface ScenarioSet {
  readonly name: string;
  readonly combat: string;
  readonly overlay?: LoadedOverlay | undefined;
  readonly attacker: ConditionValues;
  readonly defender: ConditionValues;
}

/** A scenario that has passed every check of its file: known system, troops, combat kinds, conditions, overlays, focus. */
export interface Scenario extends Omit<ScenarioFile, 'system' | 'attackers' | 'defenders' | 'overlay' | 'conditions' | 'focus'> {
  readonly conditions: readonly ScenarioSet[];
  readonly file: string;
  /** SHA-256 of the file's bytes, for the manifest. */
  readonly hash: string;
  /** The system as shipped, which `system` or a set's overlay patches. */
  readonly base: RuleSystem;
  /** The system the matchups run on: the base system, or the overlaid one. */
  readonly system: RuleSystem;
  readonly overlay: { readonly spec: OverlaySpec; readonly file: string; readonly changes: readonly string[] } | null;
  /** Side labels (a troop id or a canonical group) in file order, and each label's composition. */
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly groups: ReadonlyMap<string, readonly GroupEntry[]>;
  /** In a battle sweep: each side label's army, its name and where the file lists it; empty otherwise. */
  readonly armies: ReadonlyMap<string, ScenarioArmy>;
  /** Focus matchups as side labels, each from the lists above. */
  readonly focus: readonly { readonly attacker: string; readonly defender: string }[];
  /** A refusal that names the file, the field and its line, for what is checked after reading (options with the command line's). */
  fail(path: Path, message: string): UsageError;
}

/** What the command line adds to a scenario as it is read: `--overlay`, loaded once for every scenario of a run. */
export interface ReadSettings {
  readonly overlay?: LoadedOverlay & { readonly file: string };
}

/**
 * Read and check a scenario file. Any problem throws one UsageError naming the file, the
 * field path and its line: "scenarios/x.yaml: conditions[1].b.uphill (line 12): ...".
 * Options are checked by the plan (app/scenario-plan.ts), with the command line's beside them.
 */
export async function loadScenario(file: string, settings: ReadSettings = {}): Promise<Scenario> {
  const { raw, hash, fail, written } = readYamlFile(file);
  const parsed = plainParse(scenarioSchema, raw);
  if (!parsed.ok) {
    const { path, message, unknownKey } = parsed.issue;
    // whatever is wrong with a side's count (1e308, 0, 2.5), the answer is what was written and the limit
    if (path.length === 3 && path[2] === 'count') throw fail(path, countRefusal(written(path), MAX_FIGURES, 'figures a side may hold'));
    if (unknownKey !== undefined) {
      const shape = path.length === 1 ? scenarioSchema.shape : path[0] === 'conditions' ? conditionSetSchema.shape : { troop: 0, count: 0 };
      const known = Object.keys(shape);
      throw fail(path, unknownField(unknownKey, known));
    }
    throw fail(path, message);
  }
  const s = parsed.data;
  if (s.trials !== undefined && s.precision !== undefined) {
    throw fail(['precision'], 'give trials or precision, not both: a fixed number of trials, or a target half-width');
  }
  const checked = <T>(path: Path, f: () => T): T => {
    try {
      return f();
    } catch (error) {
      if (error instanceof UsageError) throw fail(path, error.message);
      throw error;
    }
  };
  let base: RuleSystem;
  try {
    base = await loadSystem(s.system);
  } catch (error) {
    if (error instanceof UsageError) throw fail(['system'], error.message);
    throw error;
  }
  const overlay = await scenarioOverlay(file, s, base, settings, fail);
  const system = overlay?.system ?? base;

  const kinds = system.combatKinds.map((k) => k.id);
  const combatOf = (set: ScenarioFile['conditions'][number]): string => (set.combat ?? kinds[0] ?? '').toLowerCase();
  const battle = s.conditions.some((set) => combatOf(set) === BATTLE);
  if (battle) {
    // A battle's sides are armies, a single combat's troops: one scenario is one or the other.
    const other = s.conditions.findIndex((set) => combatOf(set) !== BATTLE);
    const set = s.conditions[other];
    if (set) throw fail(['conditions', other, set.combat === undefined ? 'name' : 'combat'], `this scenario's other sets fight battles, whose sides are armies; a ${combatOf(set)} set's sides are troops: give every set combat: battle, or put battles in a scenario of their own`);
  }

  const groups = new Map<string, readonly GroupEntry[]>();
  const armies = new Map<string, ScenarioArmy>();
  const armyLabelOf = async (entry: unknown, path: Path): Promise<string> => {
    const side = await battleSide(system, file, entry, path, fail);
    const { label, group } = armySideLabel(system, side);
    if (!armies.has(label)) armies.set(label, side);
    groups.set(label, group);
    return label;
  };
  const troops = async (field: 'attackers' | 'defenders'): Promise<string[]> => {
    const list = s[field];
    if (list === 'all') {
      if (battle) throw fail([field], 'a battle sweep lists armies: army files (armies/x.yaml) or inline armies (general:knights+2*spears), not all');
      for (const t of system.troops) groups.set(t.id, [{ troop: t.id, count: 1 }]);
      return system.troops.map((t) => t.id);
    }
    const ids: string[] = [];
    for (const [i, entry] of list.entries()) ids.push(battle ? await armyLabelOf(entry, [field, i]) : sideLabel(system, entry, field === 'attackers' ? 'attacker' : 'defender', groups, (f) => checked([field, i], f)));
    const twice = ids.find((id, i) => ids.indexOf(id) !== i);
    if (twice) throw fail([field, ids.lastIndexOf(twice)], battle ? `the same army as ${field}[${ids.indexOf(twice)}] (${twice}) is listed twice` : `'${twice}' is listed twice`);
    return ids;
  };
  const attackers = await troops('attackers');
  const defenders = await troops('defenders');
  const focus: { attacker: string; defender: string }[] = [];
  for (const [i, [a, d]] of s.focus.entries()) {
    const label = (entry: typeof a, at: 0 | 1, role: 'attacker' | 'defender'): Promise<string> | string => (battle ? armyLabelOf(entry, ['focus', i, at]) : sideLabel(system, entry, role, groups, (f) => checked(['focus', i, at], f)));
    const pair = { attacker: await label(a, 0, 'attacker'), defender: await label(d, 1, 'defender') };
    if (!attackers.includes(pair.attacker)) throw fail(['focus', i, 0], `'${pair.attacker}' is not among the attackers`);
    if (!defenders.includes(pair.defender)) throw fail(['focus', i, 1], `'${pair.defender}' is not among the defenders`);
    focus.push(pair);
  }

  const names = new Set<string>();
  const conditions: ScenarioSet[] = [];
  for (const [i, set] of s.conditions.entries()) {
    if (names.has(set.name)) throw fail(['conditions', i, 'name'], `condition set '${set.name}' is named twice`);
    names.add(set.name);
    const combat = combatOf(set);
    let setOverlay: LoadedOverlay | undefined;
    if (set.overlay !== undefined) {
      if (overlay) throw fail(['conditions', i, 'overlay'], overlay.flag ? `condition set '${set.name}' names its own overlay, so the sets without one are the rules as written; --overlay would silently change that baseline, so give one or the other` : 'the scenario already names an overlay for every set; give overlays per set or for the scenario, not both');
      setOverlay = await loadOverlay(resolve(dirname(file), set.overlay));
      if (setOverlay.spec.base !== system.id) throw fail(['conditions', i, 'overlay'], `the overlay is on ${setOverlay.spec.base}, but the scenario's system is ${system.id}`);
    }
    if (!kinds.includes(combat)) throw fail(['conditions', i, 'combat'], `unknown combat kind '${set.combat}' for ${system.id}; known: ${kinds.join(', ')}`);
    const side = (key: 'a' | 'b'): ConditionValues => sideConditions(system, set[key] ?? {}, combat, key === 'a' ? 'attacker' : 'defender', (path, message) => fail(['conditions', i, key, ...path], message));
    conditions.push({ name: set.name, combat, overlay: setOverlay, attacker: side('a'), defender: side('b') });
  }

  const { focus: _focus, ...rest } = s;
  return { ...rest, file, hash, base, system, overlay: overlay ? { spec: overlay.spec, file: overlay.file, changes: overlay.changes } : null, attackers, defenders, groups, armies, focus, conditions, fail };
}

/** The scenario's overlay: its own `overlay:` field, or the command line's `--overlay` (never both). */
async function scenarioOverlay(file: string, s: ScenarioFile, base: RuleSystem, settings: ReadSettings, fail: (path: Path, message: string) => UsageError): Promise<(LoadedOverlay & { file: string; flag: boolean }) | null> {
  if (settings.overlay) {
    if (s.overlay !== undefined) throw new UsageError(`${file} names its own overlay; --overlay would replace it silently, so give one or the other`);
    if (settings.overlay.spec.base !== base.id) throw new UsageError(`${settings.overlay.file}: the overlay is on ${settings.overlay.spec.base}, not ${base.id} (the system of ${file})`);
    return { ...settings.overlay, flag: true };
  }
  if (s.overlay === undefined) return null;
  const overlayFile = resolve(dirname(file), s.overlay);
  const loaded = await loadOverlay(overlayFile);
  if (loaded.spec.base !== base.id) throw fail(['overlay'], `the overlay is on ${loaded.spec.base}, but the scenario's system is ${base.id}`);
  return { ...loaded, file: overlayFile, flag: false };
}

/** A side entry (`knights`, `8*infantry+champion`, `{ troop, count }`) as its canonical label; its group is kept in `groups`. */
function sideLabel(system: RuleSystem, entry: string | { troop: string; count: number }, label: string, groups: Map<string, readonly GroupEntry[]>, checked: (f: () => string) => string): string {
  return checked(() => {
    const group = parseGroup(system, typeof entry === 'string' ? entry : entry.troop, typeof entry === 'string' ? undefined : entry.count, label);
    const text = groupLabel(group);
    groups.set(text, group);
    return text;
  });
}

/**
 * One side's conditions resolved once, defaults filled, and checked against the set's combat
 * kind. A refusal names the key it is about (a key given twice in two cases, an unknown
 * condition, a value out of range) so the file's line can be given.
 */
function sideConditions(system: RuleSystem, raw: Readonly<Record<string, unknown>>, combat: string, label: string, fail: (path: Path, message: string) => UsageError): ConditionValues {
  const seen = new Map<string, string>();
  for (const key of Object.keys(raw)) {
    const first = seen.get(key.toLowerCase());
    if (first !== undefined) throw fail([key], `'${key}' given twice (also as '${first}'); condition names ignore case`);
    seen.set(key.toLowerCase(), key);
  }
  try {
    checkKind(system.conditions, raw, combat, label);
    return resolveConditions(system.conditions, raw, label);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    // Only on refusal: find the key it is about, for its line.
    for (const [key, value] of Object.entries(raw)) {
      try {
        resolveConditions(system.conditions, { [key]: value }, label);
        checkKind(system.conditions, { [key]: value }, combat, label);
      } catch (inner) {
        if (inner instanceof UsageError) throw fail([key], inner.message);
      }
    }
    throw fail([], error.message);
  }
}
