import type { PlanGame } from '../core/plan-game.js';
import type { MatchupResult } from '../core/result.js';
import type { OutcomeDef, RuleSource, RuleSystem, TotalDef } from '../core/system.js';

/**
 * What a finished scenario run hands to the report writers: everything a CSV, chart or
 * HTML page needs, with no reference to any rule system's internals, so a new system
 * appears in every report without a change here (ROADMAP, "What this asks").
 */
export interface SweepCell {
  /** Name of the condition set, as in the scenario file. */
  readonly condition: string;
  /** Side labels: a troop id, or a group such as `8*infantry+champion`. */
  readonly attacker: string;
  readonly defender: string;
  readonly result: MatchupResult;
  /**
   * What names the cell's situation, as text the writers print unchanged: each side's
   * conditions and the options other than the documented rulings (`going=bad,overlaps=1`,
   * '' when none), formatted once per condition set by the run's plan (app/scenario-plan.ts).
   */
  readonly attackerConditions: string;
  readonly defenderConditions: string;
  readonly options: string;
  /** A battle on the board: its plan game (every pair of plans, solved for each side's best plans); absent otherwise. */
  readonly plans?: PlanGame;
}

/** Each combat kind's outcome ids, in the system's order: the outcome rows a result of that kind writes. */
export function combatOutcomes(system: Pick<RuleSystem, 'combatKinds'>): Readonly<Record<string, readonly string[]>> {
  return Object.fromEntries(system.combatKinds.map((k) => [k.id, k.outcomes.map((o) => o.id)]));
}

export interface ConditionSet {
  readonly name: string;
  readonly combat: string;
  /** Canonical per-side conditions, e.g. "going=bad,overlaps=1" ('' when none). */
  readonly attacker: string;
  readonly defender: string;
  /** The set's own what-if overlay, with what it changed; null when the set runs the scenario's rules. */
  readonly overlay: { readonly name: string; readonly hash: string; readonly changes: readonly string[] } | null;
}

export interface SweepReport {
  readonly scenario: {
    readonly name: string;
    readonly title: string;
    /** Path of the scenario file as given, and the SHA-256 of its bytes. */
    readonly file: string;
    readonly hash: string;
  };
  readonly system: {
    readonly id: string;
    readonly title: string;
    readonly seedFile: string;
    /** The rule text by title, and the line each combat kind's outcomes come from: every chart's source line. */
    readonly source: RuleSource;
    /** Every outcome of the combat kinds in the sweep, in the system's order. */
    readonly outcomes: readonly OutcomeDef[];
    /** Each combat kind's outcome ids in the system's order (`combatOutcomes`): what a result of the kind writes. */
    readonly combatOutcomes: Readonly<Record<string, readonly string[]>>;
    /** Every derived total of those kinds (HOTT: wins, ties, doublings). */
    readonly totals: readonly TotalDef[];
    /** Display names by troop id. */
    readonly troopNames: Readonly<Record<string, string>>;
    /** Costs by troop id (null where the system gives none): what a group of them spends. */
    readonly troopCosts: Readonly<Record<string, number | null>>;
  };
  /** The what-if overlay every matchup ran under, with what it changed; null for the plain system. */
  readonly overlay: { readonly name: string; readonly hash: string; readonly changes: readonly string[] } | null;
  /** Options that differ from the system's documented rulings, as `key=value,...` ('' when none). */
  readonly options: string;
  /** In scenario order; the first is the baseline the condition-effect chart compares to. */
  readonly conditions: readonly ConditionSet[];
  /** Side labels in scenario order. */
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  /** One per matchup x condition that could be played; see `skipped` for the rest. */
  readonly cells: readonly SweepCell[];
  /** Each distinct note of the sweep's matchups ("condition: ... has no effect on ... here"), for the method section. */
  readonly notes: readonly string[];
  /** Matchups the rules do not allow (e.g. Knights asked to shoot), with the reason. */
  readonly skipped: readonly { readonly condition: string; readonly attacker: string; readonly defender: string; readonly reason: string }[];
  /** 'exact', 'mc' or 'exact+mc' when the cells differ. */
  readonly method: string;
  /** Monte Carlo trials per matchup (the largest, under --precision), or null if all exact. */
  readonly trials: number | null;
  readonly seed: number | null;
  readonly startedAt: string;
  /** Matchups the scenario asks to see across every condition set (`focus:`), as side labels; absent or empty when none. */
  readonly focus?: readonly { readonly attacker: string; readonly defender: string }[];
  /** Display names of sides a scenario names itself (a battle's armies: the army file's name), by side label; absent when every side is named by its troops. */
  readonly sideNames?: Readonly<Record<string, string>>;
  /** A link to the explorer written beside this report (`npm start`), opening on one of its matchups; absent when there is none. */
  readonly explorer?: string;
  readonly finishedAt: string;
}

/**
 * How a side is named in every report: its troop's name, or for a group each part as its
 * count and name.
 *
 * @example
 * sideName(report, '6*archers+champion'); // => '6 Missile-armed infantry + Champion'
 */
export function sideName(report: Pick<SweepReport, 'system' | 'sideNames'>, label: string): string {
  const own = report.sideNames?.[label];
  if (own !== undefined) return own;
  // Named once per report and label, however many charts and rows ask.
  let names = SIDE_NAMES.get(report.system);
  if (!names) SIDE_NAMES.set(report.system, (names = new Map()));
  let name = names.get(label);
  if (name === undefined) {
    name = nameOf(report, label);
    names.set(label, name);
  }
  return name;
}

const SIDE_NAMES = new WeakMap<SweepReport['system'], Map<string, string>>();

function nameOf(report: Pick<SweepReport, 'system'>, label: string): string {
  return label
    .split('+')
    .map((part) => {
      const star = part.indexOf('*');
      const id = star < 0 ? part : part.slice(star + 1);
      const name = report.system.troopNames[id] ?? id;
      return star < 0 ? name : `${part.slice(0, star)} ${name}`;
    })
    .join(' + ');
}

/** Probability that `side` suffers any unfavourable outcome. */
export function unfavourable(result: MatchupResult, side: 'attacker' | 'defender', outcomes: readonly OutcomeDef[]): number {
  return outcomes.filter((o) => o.unfavourable).reduce((sum, o) => sum + (result.outcomes[side][o.id] ?? 0), 0);
}

/**
 * The attacker's net edge: the chance the defender suffers an unfavourable outcome minus
 * the chance the attacker does. In [-1, 1]; 0 is an even fight.
 */
export function netEdge(result: MatchupResult, outcomes: readonly OutcomeDef[]): number {
  return unfavourable(result, 'defender', outcomes) - unfavourable(result, 'attacker', outcomes);
}

