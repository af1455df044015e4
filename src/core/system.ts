import type { ConditionDef, ConditionValues } from './conditions.js';
import type { Kernel } from './kernel.js';

/** One result a side can suffer, e.g. recoil or destroyed. `none` is favourable. */
export interface OutcomeDef {
  readonly id: string;
  readonly label: string;
  readonly unfavourable: boolean;
}

/** A kind of combat a system resolves, e.g. close combat or shooting. */
export interface CombatKind {
  readonly id: string;
  readonly label: string;
  readonly description: string;
}

/** A row for `oddsmith troops <system>`: the id, a category and display columns. */
export interface TroopSummary {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly columns: Readonly<Record<string, string | number>>;
}

/** What a user asks for: raw, as typed on the command line or in a scenario. */
export interface SideRequest {
  readonly troop: string;
  readonly conditions: Readonly<Record<string, unknown>>;
}

export interface MatchupRequest {
  readonly system: string;
  readonly combat?: string | undefined;
  readonly attacker: SideRequest;
  readonly defender: SideRequest;
}

/** A validated side: a known troop id and every condition filled in. */
export interface Side {
  readonly troop: string;
  readonly conditions: ConditionValues;
}

/** A validated matchup: plain data, safe to send to a worker. */
export interface Matchup {
  readonly system: string;
  readonly combat: string;
  readonly attacker: Side;
  readonly defender: Side;
}

/** One modifier in how a total is built, with the seed line it comes from. */
export interface TotalPart {
  readonly label: string;
  readonly value: number;
  readonly cite: string;
}

/** How one side's total (before its die) is built. */
export interface TotalBuild {
  readonly total: number;
  readonly parts: readonly TotalPart[];
}

/** The rule that gives one side one outcome in one band, e.g. "Spears row: destroyed by Knights in good going". */
export interface RuleCitation {
  readonly side: 'attacker' | 'defender';
  readonly band: string;
  readonly outcome: string;
  readonly rule: string;
  readonly cite: string;
}

/** Why the numbers are what they are: shown by `matchup`'s table, included in its JSON. */
export interface Explanation {
  readonly dice: string;
  readonly attacker: TotalBuild;
  readonly defender: TotalBuild;
  readonly rules: readonly RuleCitation[];
}

/** A matchup made ready to run: the kernel, its explanation and notes for the user. */
export interface PreparedMatchup {
  readonly kernel: Kernel;
  readonly explanation: Explanation;
  /** e.g. "support has no effect on Knights". Shown on stderr, never fatal. */
  readonly notes: readonly string[];
}

/**
 * A rule system: data plus one kernel, known to the engine only through this interface.
 * Everything the CLI, scenarios and reports need to stay system-agnostic is declared here.
 */
export interface RuleSystem {
  readonly id: string;
  readonly title: string;
  readonly seedFile: string;
  readonly combatKinds: readonly CombatKind[];
  readonly conditions: readonly ConditionDef[];
  readonly outcomes: readonly OutcomeDef[];
  readonly troops: readonly TroopSummary[];
  /** Column keys of TroopSummary.columns with their headings, for `troops`. */
  readonly troopColumns: readonly { readonly key: string; readonly label: string }[];
  /** Validate what the troops can do and build the kernel. Throws UsageError. */
  prepare(matchup: Matchup): PreparedMatchup;
}
