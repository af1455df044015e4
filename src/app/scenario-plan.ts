import { withHomeTerrain } from '../core/matchup.js';
import { checkKind, formatConditions, resolveConditions, type ConditionValues } from '../core/conditions.js';
import { UsageError } from '../core/errors.js';
import { checkArmy } from '../core/army-check.js';
import type { Army } from '../core/army.js';
import { BATTLE } from '../core/battle-rules.js';
import { defaultPlanTrials, planGamePairs, planGameRun } from '../engine/plan-game-run.js';
import type { OverlaySpec } from '../core/overlay.js';
import type { GroupEntry, Matchup, RuleSystem } from '../core/system.js';
import type { McTarget } from '../engine/montecarlo.js';
import { DEFAULT_BATTLES, DEFAULT_TRIALS } from '../core/trials-and-seed.js';
import type { PrepareCache } from '../engine/prepare-cache.js';
import type { MethodChoice } from '../engine/run-matchups.js';
import { combatOutcomes, type ConditionSet, type SweepReport } from '../report/sweep.js';
import type { Scenario, ScenarioSet } from '../scenario/load.js';

/** Method, target and seed of a scenario's run. */
export interface RunSettings {
  readonly method: MethodChoice;
  readonly target: McTarget;
  readonly seed: number;
}

/** One matchup of a plan that the rules allow, with the condition set it is played under. */
export interface PlannedMatchup {
  readonly condition: string;
  readonly attacker: string;
  readonly defender: string;
  readonly matchup: Matchup;
  /** Its set's conditions and options as the report writes them, formatted once per set. */
  readonly texts: { readonly attackerConditions: string; readonly defenderConditions: string; readonly options: string };
  /** A battle on the board: the same battle under every pair of plans (the plan game, src/core/plan-game.ts), run with the plan's `gameRun`; empty otherwise. */
  readonly pairs: readonly Matchup[];
}

/**
 * A scenario resolved once (DESIGN.md, "a run plan"): its settings, each condition set
 * formatted, every matchup built and found playable or not (with the rules' reason), and the
 * facts its report names. The engine runs `playable`; the report reads the rest.
 */
export interface ScenarioPlan {
  readonly scenario: Pick<Scenario, 'name' | 'title' | 'file' | 'hash'>;
  readonly settings: RunSettings;
  /** How its battles' plan games run (battles a pair, seed), or null where it plays none. */
  readonly gameRun: RunSettings | null;
  readonly conditions: readonly ConditionSet[];
  readonly playable: readonly PlannedMatchup[];
  readonly skipped: SweepReport['skipped'];
  /** Each distinct note of the playable matchups ("set: condition ... has no effect here"). */
  readonly notes: readonly string[];
  /** The report's facts about the system, overlay, options, sides and focus. */
  readonly facts: Pick<SweepReport, 'system' | 'overlay' | 'options' | 'attackers' | 'defenders' | 'focus' | 'sideNames'>;
}

/** What the command line adds to a scenario's own settings. */
export interface ScenarioOverrides {
  readonly method?: MethodChoice | undefined;
  /** --option values: they override the scenario's `options` key by key. */
  readonly options?: Readonly<Record<string, unknown>> | undefined;
  readonly target?: McTarget | undefined;
  readonly seed?: number | undefined;
  /** --plan-trials: battles a pair of plans in each battle's plan game (0: none). */
  readonly planTrials?: number | undefined;
}

/** A scenario's method, target and seed once the command line's overrides are applied. */
export function runSettings(scenario: Pick<Scenario, 'method' | 'trials' | 'precision' | 'seed' | 'armies'>, overrides: ScenarioOverrides): RunSettings {
  // A battle is hundreds of fights: a battle scenario that names no trials runs DEFAULT_BATTLES.
  const trials = scenario.trials ?? (scenario.armies.size > 0 ? DEFAULT_BATTLES : DEFAULT_TRIALS);
  const own: McTarget = scenario.precision !== undefined ? { precision: scenario.precision } : { trials };
  return { method: overrides.method ?? scenario.method, target: overrides.target ?? own, seed: overrides.seed ?? scenario.seed };
}

/**
 * Plan one scenario: every attacker against every defender under every condition set, each
 * matchup checked by preparing it (a single roll kept in `cache`, which the engine then runs
 * from; a matchup of rounds or groups prepared again where it runs). A matchup the rules
 * refuse (Knights asked to shoot) is skipped with the rules' own reason, so `attackers: all`
 * works for a shooting sweep.
 */
export function planScenario(scenario: Scenario, overrides: ScenarioOverrides, cache: PrepareCache): ScenarioPlan {
  const { system } = scenario;
  const options = scenarioOptions(scenario, overrides.options ?? {});
  const playable: PlannedMatchup[] = [];
  const skipped: SweepReport['skipped'][number][] = [];
  const conditions = scenario.conditions.map((set) => conditionSet(system, set));
  const armyNotes: string[] = [];
  const matchupNotes: string[] = [];
  const settings = runSettings(scenario, overrides);
  const planTrials = overrides.planTrials ?? scenario['plan-trials'] ?? defaultPlanTrials(settings.target);
  for (const [i, set] of scenario.conditions.entries()) {
    const overlay = set.overlay?.spec ?? scenario.overlay?.spec ?? null;
    const setOptions = options(set);
    const texts = { attackerConditions: conditions[i]?.attacker ?? '', defenderConditions: conditions[i]?.defender ?? '', options: formatConditions(system.options, setOptions) };
    if (set.combat === BATTLE) armyNotes.push(...checkArmies(scenario, set, setOptions));
    const side = (label: string, conditions: ConditionValues) => ({ group: scenario.groups.get(label) ?? internalMissing(label), label, conditions, ...armyOf(scenario, label) });
    for (const attacker of scenario.attackers) {
      for (const defender of scenario.defenders) {
        const defending = side(defender, set.defender);
        // A battle on the board is laid with the defender's home terrain by default (F30), as `battle` lays it.
        const matchupOptions = set.combat === BATTLE && 'army' in defending ? withHomeTerrain(setOptions, { army: defending.army }) : setOptions;
        const matchup: Matchup = { system: system.id, combat: set.combat, attacker: side(attacker, set.attacker), defender: defending, options: matchupOptions, overlay };
        const playability = cache.playability(matchup);
        if (playability.playable) {
          playable.push({ condition: set.name, attacker, defender, matchup, texts, pairs: set.combat === BATTLE ? planGamePairs(matchup, planTrials) : [] });
          matchupNotes.push(...playability.notes.map((note) => `${set.name}: ${note}`));
        }
        else skipped.push({ condition: set.name, attacker, defender, reason: playability.reason });
      }
    }
  }
  return {
    scenario: { name: scenario.name, title: scenario.title, file: scenario.file, hash: scenario.hash },
    settings,
    gameRun: playable.some((p) => p.pairs.length > 0) ? planGameRun(settings, planTrials) : null,
    conditions,
    playable,
    skipped,
    notes: [...new Set([...armyNotes, ...matchupNotes])],
    facts: {
      system: systemFacts(system, scenario.conditions),
      overlay: scenario.overlay ? { name: scenario.overlay.spec.name, hash: scenario.overlay.spec.hash, changes: scenario.overlay.changes } : null,
      options: playable[0]?.texts.options ?? '',
      attackers: scenario.attackers,
      defenders: scenario.defenders,
      focus: scenario.focus,
      ...(scenario.armies.size > 0 ? { sideNames: Object.fromEntries([...scenario.armies].map(([label, a]) => [label, a.name])) } : {}),
    },
  };
}

/** A battle side's army, when the label names one. */
function armyOf(scenario: Scenario, label: string): { army: Army } | Record<string, never> {
  const found = scenario.armies.get(label);
  return found ? { army: found.army } : {};
}

/**
 * Every army of a battle set checked against the text's army rules for the set's budget
 * (`points`): a refusal names the scenario's line that lists the army. Returns the army
 * files' own notes.
 */
function checkArmies(scenario: Scenario, set: ScenarioSet, options: ConditionValues): string[] {
  const system = set.overlay?.system ?? scenario.system;
  const notes: string[] = [];
  for (const side of scenario.armies.values()) {
    try {
      // Its notes (a small army) come back with each prepared battle; the file's own (the general it chose) only here.
      checkArmy(system, side.army, Number(options['points']));
      notes.push(...side.notes);
    } catch (error) {
      if (error instanceof UsageError) throw scenario.fail(side.path, error.message);
      throw error;
    }
  }
  return notes;
}

function internalMissing(label: string): readonly GroupEntry[] {
  throw new Error(`internal: no group for side '${label}'`);
}

/** A condition set as its report names it: combat, overlay and each side's conditions as text. */
function conditionSet(system: RuleSystem, set: ScenarioSet): ConditionSet {
  return {
    name: set.name,
    combat: set.combat,
    overlay: set.overlay ? { name: set.overlay.spec.name, hash: set.overlay.spec.hash, changes: set.overlay.changes } : null,
    attacker: formatConditions(system.conditions, set.attacker),
    defender: formatConditions(system.conditions, set.defender),
  };
}

/**
 * The options each set runs with, resolved once per overlay and combat kind: the overlay's,
 * then the scenario's, then the command line's. A refusal names the scenario's line when the
 * key is the file's, the flag when it is the command line's.
 */
function scenarioOptions(scenario: Scenario, flags: Readonly<Record<string, unknown>>): (set: ScenarioSet) => ConditionValues {
  const resolved = new Map<string, ConditionValues>();
  return (set) => {
    const overlay: OverlaySpec | null = set.overlay?.spec ?? scenario.overlay?.spec ?? null;
    const key = `${overlay?.hash ?? ''}|${set.combat}`;
    let values = resolved.get(key);
    if (values) return values;
    const system = set.overlay?.system ?? scenario.system;
    const raw = { ...(overlay?.options ?? {}), ...scenario.options, ...flags };
    const resolve = (given: Readonly<Record<string, unknown>>): ConditionValues => {
      checkKind(system.options, given, set.combat, `condition set '${set.name}':`, 'option');
      return resolveConditions(system.options, given, '', 'option');
    };
    try {
      values = resolve(raw);
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      // Only on refusal: the file's own options alone tell whose value it is.
      try {
        resolve({ ...(overlay?.options ?? {}), ...scenario.options });
      } catch (own) {
        if (own instanceof UsageError) throw scenario.fail(['options'], own.message);
      }
      throw error;
    }
    resolved.set(key, values);
    return values;
  };
}

/** What a report says of the system: names, costs, and the outcomes and totals of the combat kinds its sets use. */
function systemFacts(system: RuleSystem, sets: readonly ScenarioSet[]): SweepReport['system'] {
  const kinds = system.combatKinds.filter((k) => sets.some((s) => s.combat === k.id));
  const union = <T extends { id: string }>(lists: readonly (readonly T[])[]): T[] => [...new Map(lists.flat().map((x) => [x.id, x])).values()];
  return {
    id: system.id,
    title: system.title,
    seedFile: system.seedFile,
    source: system.source,
    outcomes: union(kinds.map((k) => k.outcomes)),
    combatOutcomes: combatOutcomes(system),
    totals: union(kinds.map((k) => k.totals)),
    troopNames: Object.fromEntries(system.troops.map((t) => [t.id, t.name])),
    troopCosts: Object.fromEntries(system.troops.map((t) => [t.id, t.cost])),
  };
}
