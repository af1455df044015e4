import type { Army } from '../core/army.js';
import { armyCountRefusal, layOut, MAX_ARMY_ELEMENTS, tooManyElements, type ArmyEntry } from '../core/army-entries.js';
import { unknownField, errors, UsageError } from '../core/errors.js';
import { troopIdOf } from '../core/group.js';
import { plainParse } from '../core/plain-parse.js';
import type { RuleSystem } from '../core/system.js';
import { loadSystem } from '../rules/registry.js';
import { armyElementSchema, armyFileSchema } from './army-schema.js';
import { readYamlFile, type Path } from './yaml-file.js';

/** Whether a side as written names an army file (a YAML name) rather than an inline army. */
export function namesArmyFile(text: string): boolean {
  return /\.ya?ml$/i.test(text.trim());
}

/** An army read from its file: the system it is fought in, the army, and what the file says of itself. */
export interface LoadedArmy {
  /** The system id the army was read for: the one asked for, or the file's first. */
  readonly system: string;
  /** Every system the file says it serves. */
  readonly systems: readonly string[];
  readonly army: Army;
  readonly source: string;
  readonly remarks: string | undefined;
  readonly file: string;
  /** SHA-256 of the file's bytes, for the manifest. */
  readonly hash: string;
  /** For the user (the general chosen for an army that marks none). */
  readonly notes: readonly string[];
}

/**
 * Read and check an army file (armies/README.md): its shape, its systems (which must include
 * `wanted` when given), every troop in each of them, where each element stands. Any problem
 * is one UsageError naming the file, the field and its line: "x.yaml: elements[2].behind
 * (line 9): ...". The army rules (budget, dear elements) are checked with the budget, by
 * core/army-check.ts.
 */
export async function loadArmy(file: string, wanted?: string): Promise<LoadedArmy> {
  const { raw, hash, fail, written } = readYamlFile(file, 'army file');
  const parsed = plainParse(armyFileSchema, raw);
  if (!parsed.ok) {
    const { path, message, unknownKey } = parsed.issue;
    // whatever is wrong with a count (1e308, 0, 2.5, "3"), the answer is what was written and the limit
    if (path.length === 3 && path[2] === 'count') throw fail(path, armyCountRefusal(written(path)));
    if (unknownKey === undefined) throw fail(path, message);
    const known = Object.keys(path.length === 1 ? armyFileSchema.shape : armyElementSchema.shape);
    throw fail(path, unknownField(unknownKey, known));
  }
  const a = parsed.data;
  const listed = typeof a.system === 'string';
  const ids = (typeof a.system === 'string' ? [a.system] : a.system).map((id) => id.toLowerCase());
  const systems: RuleSystem[] = [];
  for (const [i, id] of ids.entries()) {
    const at: Path = listed ? ['system'] : ['system', i];
    if (ids.indexOf(id) !== i) throw fail(at, `'${id}' is listed twice`);
    systems.push(await blamed(at, fail, () => loadSystem(id)));
  }
  const system = wanted === undefined ? systems[0] : systems.find((s) => s.id === wanted.toLowerCase());
  if (!system) throw fail(['system'], `the army is for ${ids.join(', ')}, not ${wanted ?? ''}`);

  const total = a.elements.reduce((sum, e) => sum + (e.count ?? 1), 0);
  if (total > MAX_ARMY_ELEMENTS) throw fail(['elements'], tooManyElements(total));
  const entries: ArmyEntry[] = [];
  for (const [i, e] of a.elements.entries()) {
    const troop = troopIdOf(system, e.troop);
    if (troop === undefined) throw fail(['elements', i, 'troop'], errors.unknown('troop', e.troop, system.rows.map((r) => r.id), `in ${system.id}`).message);
    const missing = systems.find((s) => !s.rows.some((r) => r.id === troop));
    if (missing) throw fail(['elements', i, 'troop'], `${troop} is a troop of ${system.id} but not of ${missing.id}, which the file also lists`);
    entries.push({ troop, count: e.count ?? 1, general: e.general ?? false, behind: e.behind === true ? 'same' : e.behind === false || e.behind === undefined ? null : e.behind, ...(e.garrison ? { garrison: true } : {}) });
  }
  const laid = layOut(entries);
  if (!laid.ok) throw fail(['elements', laid.entry, 'behind'], laid.reason);
  const home = a.home === undefined ? null : homeIn(systems, a.home.trim().toLowerCase(), (reason) => fail(['home'], reason));
  const plan = a.plan === undefined ? null : planIn(systems, a.plan.trim().toLowerCase(), (reason) => fail(['plan'], reason));
  const first = laid.elements.find((e) => e.general);
  const notes = laid.defaultGeneral && first ? [`${file}: no element is marked general: true, so the first front-line element (${system.rows.find((r) => r.id === first.troop)?.name ?? first.troop}) is the general's`] : [];
  return { system: system.id, systems: systems.map((s) => s.id), army: { name: a.name, elements: laid.elements, home, ...(plan ? { plan } : {}) }, source: a.source, remarks: a.notes, file, hash, notes };
}

/** A home terrain (002:86) that every system the file serves lays (its battle terrain table), as written in lower case. */
function homeIn(systems: readonly RuleSystem[], home: string, refuse: (reason: string) => UsageError): string {
  for (const s of systems) {
    const homes = s.battle?.terrain?.homes.map((h) => h.id) ?? [];
    if (homes.length === 0) throw refuse(`${s.id} lays no home terrain`);
    if (!homes.includes(home)) throw refuse(errors.unknown('home terrain', home, homes, `in ${s.id}`).message);
  }
  return home;
}

/** A plan of play (src/battle/RULINGS.md P1-P5) that every system the file serves plays: a value of its battles' side condition `plan`. */
function planIn(systems: readonly RuleSystem[], plan: string, refuse: (reason: string) => UsageError): string {
  for (const s of systems) {
    const def = s.conditions.find((c) => c.key === 'plan');
    const plans = def?.kind === 'choice' ? def.values : [];
    if (plans.length === 0) throw refuse(`${s.id} plays no plans (it fights no battles)`);
    if (!plans.includes(plan)) throw refuse(errors.unknown('plan', plan, plans, `in ${s.id}`).message);
  }
  return plan;
}

/** `f`'s UsageError as the file's refusal at `path`. */
async function blamed<T>(path: Path, fail: (path: Path, reason: string) => UsageError, f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (error) {
    if (error instanceof UsageError) throw fail(path, error.message);
    throw error;
  }
}
