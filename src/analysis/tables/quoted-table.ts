/**
 * A table a writer quotes (`oddsmith tables`): rows of figures under named columns, each row
 * optionally with the `matchup` command whose answer holds its figures. Data only: one
 * renderer (src/report/tables-format.ts) prints every table as text, CSV or JSON.
 */

/** A chance counted exactly: `count` of `of` equally likely dice outcomes. */
export interface Chance {
  readonly count: number;
  readonly of: number;
}

/** A cell: a chance, a number, or words. */
export type Figure = Chance | number | string;

export interface Column {
  readonly key: string;
  readonly label: string;
  /** Its numbers are totals or differences, shown with their sign in text (+2); CSV and JSON hold the number. */
  readonly signed?: boolean;
  /** Where the `matchup --format json` answer holds this column's figure (a chance as a probability): `totals.attackerWins`. */
  readonly matchupField?: string;
}

/** The `matchup` command that reproduces a row: its arguments after `oddsmith`, and how it was found. */
export interface MatchupCommand {
  readonly args: readonly string[];
}

export interface QuotedRow {
  readonly cells: Readonly<Record<string, Figure>>;
  /** Null where no shipped troops and conditions reach the row's situation (said in the table's notes). */
  readonly matchup: MatchupCommand | null;
}

export interface QuotedTable {
  readonly system: string;
  readonly id: string;
  readonly title: string;
  /** How to read the table, with the seed lines it comes from. */
  readonly notes: readonly string[];
  readonly columns: readonly Column[];
  readonly rows: readonly QuotedRow[];
  /** What its chart draws: a group of bars per row, labelled by the `label` cells, a bar per column in `series` (chances or numbers). */
  readonly chart: { readonly label: readonly string[]; readonly series: readonly string[] } | null;
}

/** A table this system offers, before its rows are worked out. */
export interface TableEntry {
  readonly id: string;
  readonly title: string;
}

export const isChance = (f: Figure): f is Chance => typeof f === 'object';

/** The chance as a probability. */
export const probability = (c: Chance): number => c.count / c.of;

/**
 * Odds against, as "x to 1": the outcomes that fail over those that succeed, so 9 of 36 is
 * 27 to 9, "3 to 1"; to two decimals (a favourite's odds against are below 1: 27 of 36 is
 * "0.33 to 1"). Null for a chance of 0 (no odds) and "0 to 1" for a certainty.
 *
 * @example
 * oddsAgainst({ count: 9, of: 36 });  // => '3 to 1'
 * oddsAgainst({ count: 10, of: 36 }); // => '2.6 to 1'
 */
export function oddsAgainst(c: Chance): string | null {
  if (c.count === 0) return null;
  const x = (c.of - c.count) / c.count;
  return `${Number(x.toFixed(2))} to 1`;
}
