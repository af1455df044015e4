import type * as z from 'zod/mini';
import type { Army } from './army.js';
import type { BoardLayout } from './board-layout.js';
import type { BattleRules } from './battle-rules.js';
import type { ConditionDef, ConditionValues } from './conditions.js';
import type { Kernel, OutcomeAxis } from './kernel.js';
import type { OverlaySpec, RulePatch } from './overlay-spec.js';

/** One result a side can suffer, e.g. recoil or destroyed. `none` is favourable. */
export interface OutcomeDef {
  readonly id: string;
  readonly label: string;
  readonly unfavourable: boolean;
}

/**
 * A figure derived from the joint outcome: the probability that the code's value on `axis`
 * is one of `values` (e.g. HOTT's "attacker wins" is the band axis in attacker-wins or
 * attacker-doubles). `partOf` nests it under another total in the readable table
 * ("Knights win 8.3% (doubling 0.0%)"). `{attacker}`/`{defender}` in labels are side names.
 */
export interface TotalDef {
  readonly id: string;
  readonly label: string;
  readonly axis: string;
  readonly values: readonly string[];
  readonly partOf?: string;
  /** Reports draw its chance in every matchup as a heatmap of its own (the fantasy table's kills and fall-backs). */
  readonly heatmap?: boolean;
}

/**
 * A kind of combat a system resolves, e.g. close combat or shooting, with its own outcome
 * vocabulary and derived totals (DESIGN.md, "The kernel contract"). The kernel's axes must
 * be exactly `axes`: `prepare` results are checked against it.
 */
export interface CombatKind {
  readonly id: string;
  readonly label: string;
  readonly description: string;
  /** What each side can suffer: the values of the kernel's `attacker` and `defender` axes. */
  readonly outcomes: readonly OutcomeDef[];
  /** Every axis of the joint code, most significant first (includes `attacker` and `defender`). */
  readonly axes: readonly OutcomeAxis[];
  readonly totals: readonly TotalDef[];
  /**
   * Its matchups are single rolls, prepared and enumerated in microseconds: a run works them
   * in its own thread. Others (rounds, groups, battles: preparing one sizes a dynamic
   * programme) are prepared by the thread that runs them (engine/run-matchups.ts).
   */
  readonly singleRoll?: boolean;
}

/**
 * The rule text a system is transcribed from, as a reader would cite it: its title, and for
 * each combat kind the line of the text (in its seed file) whose table gives the kind's
 * outcomes. Every chart's source line names them.
 */
export interface RuleSource {
  readonly title: string;
  /** By combat kind id; a kind without an entry is cited by the title alone. */
  readonly lines: Readonly<Record<string, number>>;
}

/**
 * What names a system before its tables are loaded: its id, title, seed file, the rule text
 * it cites and the ids of its combat kinds (each system's `meta.ts`, which its RuleSystem
 * also reads).
 */
export interface SystemMeta {
  readonly id: string;
  readonly title: string;
  readonly seedFile: string;
  readonly source: RuleSource;
  readonly combatKinds: readonly string[];
}

/** A row for `oddsmith troops <system>`: the id, a category and display columns. */
export interface TroopSummary {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly cost: number | null;
  readonly columns: Readonly<Record<string, string | number>>;
}

/** The fields every system's troop row has; each system's schema adds its own. */
export interface TroopRowBase {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly cost: number | null;
  /** The seed line the row is transcribed from. */
  readonly line: number;
  /**
   * What the type can do that the system's balance combat does not exercise (spells, missile
   * fire, summoning), each with its seed line: a verdict on its cost leaves these out. Absent
   * or empty: nothing is left out.
   */
  readonly notModelled?: readonly string[];
}

/** What a user asks for: raw, as typed on the command line or in a scenario. */
export interface SideRequest {
  /** A troop id, or a group expression such as `8*infantry+champion`; in a battle, an inline army. */
  readonly troop: string;
  /** In a battle: the army already read (from an army file); `troop` then only names it. */
  readonly army?: Army;
  readonly conditions: Readonly<Record<string, unknown>>;
}

export interface MatchupRequest {
  readonly system: string;
  readonly combat?: string | undefined;
  readonly attacker: SideRequest;
  readonly defender: SideRequest;
  /** Raw option values (house rules, readings); defaults fill the rest. */
  readonly options?: Readonly<Record<string, unknown>> | undefined;
  readonly overlay?: OverlaySpec | null | undefined;
  /** In a battle on the board: a layout read from a file (`--terrain my-table.yaml`). */
  readonly layout?: BoardLayout | null | undefined;
}

/** One entry of a side's composition. */
export interface GroupEntry {
  readonly troop: string;
  readonly count: number;
}

/**
 * A validated side: a group of known troop ids with counts (one entry of count 1 for a
 * single element), its display label, and every condition filled in.
 */
export interface Side {
  readonly group: readonly GroupEntry[];
  /** Canonical compact text: `knights`, `8*infantry+champion`; names the side in CSV, charts and tables. */
  readonly label: string;
  readonly conditions: ConditionValues;
  /** In a battle: the side's army, in deployment order (its `group` is the same elements counted by type). */
  readonly army?: Army;
}

/** A validated matchup: plain data, safe to send to a worker, which rebuilds the same system from it. */
export interface Matchup {
  readonly system: string;
  readonly combat: string;
  readonly attacker: Side;
  readonly defender: Side;
  /** Every option of the system, defaults filled in. */
  readonly options: ConditionValues;
  /** The what-if overlay applied to the system's rows, or null. */
  readonly overlay: OverlaySpec | null;
  /** In a battle on the board: the terrain laid by hand from a layout file; absent or null otherwise. */
  readonly layout?: BoardLayout | null;
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

/** The rule that gives one side one outcome, e.g. "Spears row: destroyed by Knights in good going". */
export interface RuleCitation {
  readonly side: 'attacker' | 'defender';
  /** The joint-code values this rule applies under, by axis name (e.g. { band: 'defender-wins' }). */
  readonly when: Readonly<Record<string, string>>;
  readonly outcome: string;
  readonly rule: string;
  readonly cite: string;
}

/**
 * A part of a matchup's explanation, filled by the system: totals with their parts (an
 * opposed roll), the rule behind each outcome, or plain lines (dice pools, casualty choice).
 */
export type ExplanationSection =
  | { readonly kind: 'totals'; readonly attacker: TotalBuild; readonly defender: TotalBuild }
  | { readonly kind: 'rules'; readonly rules: readonly RuleCitation[] }
  | { readonly kind: 'lines'; readonly title: string; readonly lines: readonly string[] };

/** Why the numbers are what they are: shown by `matchup`'s table, included in its JSON. */
export interface Explanation {
  /** The dice rolled, in words: "one d6 each side". */
  readonly dice: string;
  readonly sections: readonly ExplanationSection[];
}

/** A matchup made ready to run: the kernel, its explanation and notes for the user. */
export interface PreparedMatchup {
  readonly kernel: Kernel;
  readonly explanation: Explanation;
  /** e.g. "support has no effect on Knights". Shown on stderr, never fatal. */
  readonly notes: readonly string[];
}

/** A row of a rule table, found by its id. */
export interface RuleRow {
  readonly id: string;
}

/**
 * A table of rules a system reads as data (tactical factors, outcome adjustments, readings),
 * which an overlay or an option patches by row id, or adds rows to. Its key in
 * `RuleSystem.tables` is what an overlay file names: `factors:` patches rows of `factors`,
 * `addFactors:` adds to it.
 */
export interface RuleTable {
  /** What one row is, in messages: 'tactical factor'. */
  readonly noun: string;
  readonly rows: readonly RuleRow[];
  /** Whether rows may be added (a table of readings may only be changed). */
  readonly addable: boolean;
}

/**
 * The schemas a user's rows must pass (an overlay's patched or added rows): the troop rows'
 * and each rule table's, by the table's name in `RuleSystem.tables`.
 */
export interface RowSchemas {
  readonly rows: z.ZodMiniType;
  readonly tables: Readonly<Record<string, z.ZodMiniType>>;
}

/**
 * A house rule or contested reading: a condition-like choice whose values may each name a
 * patch of the system's data (`patches`), so an option is data, not code. Each default is
 * the documented ruling; its patch, if any, is the shipped data itself.
 */
export type OptionDef = ConditionDef & { readonly patches?: Readonly<Record<string, RulePatch>> };

/**
 * Another row a type fights as in the system's balance combat: the text declares it
 * (Chainmail's "Levies should be treated as Heavy Foot", 003:554), or the two rows are the same
 * in every field that combat reads (a twin). How a verdict explains a price: the same fighting
 * at another cost.
 */
export interface Kinship {
  /** The other row's id. */
  readonly id: string;
  /** Figures of the other row one figure fights as (a creature "fights as four Heavy Foot"). */
  readonly times: number;
  readonly how: 'declared' | 'twin';
  /** The seed lines that say so ('003:554'); empty for a twin, which the rows' fields show. */
  readonly lines: readonly string[];
  /** Fields besides name and cost in which the rows differ and the balance combat reads them. */
  readonly differs: readonly string[];
  /** Fields in which they differ that the balance combat does not read (missile fire, movement). */
  readonly unread: readonly string[];
}

/** How big a side may be: 1 for systems of single elements (HOTT, DBA). */
export interface GroupRules {
  readonly maxFigures: number;
  /** Why, for the one-line refusal: "hott2 resolves single elements". */
  readonly why: string;
}

/**
 * A rule system: validated troop rows plus one kernel, known to the engine only through
 * this interface. Everything the CLI, scenarios and reports need to stay system-agnostic is
 * declared here. `withRows` rebuilds the same system over patched rows and rule tables (an
 * overlay, an option).
 */
export interface RuleSystem {
  readonly id: string;
  readonly title: string;
  readonly seedFile: string;
  /** The rule text, as its meta.ts cites it (a chart's source line). */
  readonly source: RuleSource;
  readonly combatKinds: readonly CombatKind[];
  readonly conditions: readonly ConditionDef[];
  /** House rules and contested readings; each default is the documented ruling. */
  readonly options: readonly OptionDef[];
  readonly groups: GroupRules;
  /** The troop rows, as `troops <system> --format json` prints them and overlays patch them. */
  readonly rows: readonly TroopRowBase[];
  /**
   * The schemas a user's rows must pass, loaded when one is checked (zod and the schemas are
   * a module of their own): the shipped rows and option patches are checked by tests
   * (test/rules/shipped-rows.test.ts), so a command that reads no user file never builds them.
   */
  schemas(): Promise<RowSchemas>;
  /** The rule tables an overlay may patch, by name (`factors`); none for a system whose rules are all in its rows. */
  readonly tables?: Readonly<Record<string, RuleTable>>;
  /** What `troops` shows for a row with no cost (null): the system's words for it; `-` when absent. */
  readonly noCost?: string;
  /** Smallest change of a cost the system prices in (half an AP, a point); balance rounds suggested costs to it. */
  readonly costStep?: number;
  /** The condition sets a balance analysis averages over by default (the system's usual terrain). */
  readonly balanceConditions?: readonly { readonly name: string; readonly a?: Readonly<Record<string, unknown>>; readonly b?: Readonly<Record<string, unknown>> }[];
  /** Balance of groups (`--solve`): the points each side is built to, and the combat kind fought (to a result, ideally). */
  readonly balanceGroups?: { readonly points: number; readonly combat: string };
  /** The rows a type fights as in the balance combat (declared by the text, or twins), nearest first; absent: none known. */
  kinship?(rowId: string): readonly Kinship[];
  /** What a DBA-family system declares so whole armies can fight (the `battle` combat kind). */
  readonly battle?: BattleRules;
  /** Other names a user may type for a troop (list codes, singular names), lower case, to ids. */
  readonly aliases?: ReadonlyMap<string, string>;
  readonly troops: readonly TroopSummary[];
  /** Column keys of TroopSummary.columns with their headings, for `troops`. */
  readonly troopColumns: readonly { readonly key: string; readonly label: string }[];
  /** The same system over other rows and, if given, other rule table rows (checked, if a user wrote them, by `applyPatch` with `schemas`). */
  withRows(rows: readonly TroopRowBase[], tables?: Readonly<Record<string, readonly RuleRow[]>>): RuleSystem;
  /** Validate what the troops can do and build the kernel. Throws UsageError. */
  prepare(matchup: Matchup): PreparedMatchup;
  /**
   * What `prepare(matchup).kernel.diceGrid()` gives, with the kernel's axes, and nothing
   * else (no explanation, notes or kernel): the cheap path a battle's combat tables take.
   */
  diceGrid?(matchup: Matchup): DiceGrid;
}

/** A single combat's 36 dice pairs: the joint code of attacker die a and defender die d at (a - 1) * 6 + (d - 1). */
export interface DiceGrid {
  readonly axes: readonly OutcomeAxis[];
  readonly grid: Int32Array;
}
