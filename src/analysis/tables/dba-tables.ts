import { bandCounts, scoreDoubles, type BandCounts } from './dice-bands.js';
import type { Column, Figure, MatchupCommand, QuotedRow, QuotedTable, TableEntry } from './quoted-table.js';

/**
 * The DBA family's dice tables (hott2, hott25, d3h2): one opposed roll of a d6 each, read by
 * the two totals (each side's factors before its die) or their difference. A doubling is the
 * loser's score (total plus die) at most half the winner's (000:65, 002:647; hott2 R1, d3h2
 * R33); what it does depends on the troop types, so these tables are about the dice only.
 * The readings these tables make are rulings T1-T6 of ./RULINGS.md.
 */

/** The totals a table runs over: the issue's -3 to +8, every pair of them. */
export const TOTALS = Array.from({ length: 12 }, (_, i) => i - 3);
/** Differences beyond ±6 are certain: a d6 cannot make up 6. */
const DIFFERENCES = Array.from({ length: 13 }, (_, i) => i - 6);
/** Winning scores (total plus die) the odd/even table runs over. */
const SCORES = Array.from({ length: 15 }, (_, i) => i + 2);

export const DBA_TABLES: readonly TableEntry[] = [
  { id: 'totals', title: 'win, tie, loss and doubling out of 36, by the two totals' },
  { id: 'difference', title: 'win, tie and loss out of 36, by the difference of the totals' },
  { id: 'thresholds', title: 'doubling thresholds: the lowest score and total that can double a loser' },
  { id: 'odd-even', title: 'odd and even scores: an odd winning score doubles nothing the even score below it does not' },
];

/** The `matchup` command whose totals are these, or null: given by the caller (it searches the system's troops). */
export type CommandFor = (attackerTotal: number, defenderTotal: number) => MatchupCommand | null;

/** The chance columns, each read from the matchup answer's band totals. */
const BAND_COLUMNS: readonly Column[] = [
  { key: 'win', label: 'attacker wins', matchupField: 'totals.attackerWins' },
  { key: 'doubles', label: 'of which doubles', matchupField: 'totals.attackerDoubles' },
  { key: 'tie', label: 'tie', matchupField: 'totals.ties' },
  { key: 'loss', label: 'attacker loses', matchupField: 'totals.defenderWins' },
  { key: 'doubled', label: 'of which doubled', matchupField: 'totals.defenderDoubles' },
];

const bandCells = (c: BandCounts): Record<string, Figure> => ({ win: c.win, doubles: c.doubles, tie: c.tie, loss: c.loss, doubled: c.doubled });

const READ = 'A total here is a side\'s combat factor and tactical factors before its die, as a writer says "+4 against +2" (000:64; 002:394, 587-595); its score adds its d6 (the seed\'s own "total", ruling T1). Chances are out of the 36 dice pairs; "x to 1" is odds against (the pairs that fail to the pairs that succeed: 9 of 36 is 27 to 9, 3 to 1; ruling T2).';
const DOUBLING = 'Doubled: the loser\'s score is half the winner\'s or less (000:65; 002:647; rulings hott2 R1, d3h2 R33); what a doubling does depends on the troop types (the outcome table), not shown here.';

function totalsTable(system: string, commandFor: CommandFor): QuotedTable {
  const rows: QuotedRow[] = TOTALS.flatMap((a) => TOTALS.map((b) => ({ cells: { attacker: a, defender: b, difference: a - b, ...bandCells(bandCounts(a, b)) }, matchup: commandFor(a, b) })));
  return {
    system,
    id: 'totals',
    title: 'Win, tie, loss and doubling out of 36, by the two totals',
    notes: [READ, DOUBLING],
    columns: [{ key: 'attacker', label: 'attacker total', signed: true }, { key: 'defender', label: 'defender total', signed: true }, { key: 'difference', label: 'difference', signed: true }, ...BAND_COLUMNS],
    rows,
    chart: null,
  };
}

/** The pair of totals within -3..+8 a difference is shown at: the defender at +2 where it can be (the "+4 against +2"). */
function examplePair(difference: number): readonly [number, number] {
  const low = TOTALS[0] ?? 0;
  const high = TOTALS[TOTALS.length - 1] ?? 0;
  const defender = Math.min(Math.max(2, low - difference), high - difference, high);
  return [defender + difference, defender];
}

function differenceTable(system: string, commandFor: CommandFor): QuotedTable {
  const rows: QuotedRow[] = DIFFERENCES.map((difference) => {
    const [a, b] = examplePair(difference);
    const c = bandCounts(a, b);
    return { cells: { difference, win: c.win, tie: c.tie, loss: c.loss, attacker: a, defender: b, doubles: c.doubles, doubled: c.doubled }, matchup: commandFor(a, b) };
  });
  const pick = (key: string): Column => BAND_COLUMNS.find((c) => c.key === key) as Column;
  return {
    system,
    id: 'difference',
    title: 'Win, tie and loss out of 36, by the difference of the totals',
    notes: [
      READ,
      'Win, tie and loss depend on the difference alone (the same at every pair of totals with that difference); a difference of 6 or more always wins.',
      `Doubling depends on the totals themselves, not only on their difference: it is given for the example pair (the totals table has every pair). ${DOUBLING}`,
    ],
    columns: [
      { key: 'difference', label: 'difference', signed: true },
      pick('win'),
      pick('tie'),
      pick('loss'),
      { key: 'attacker', label: 'at attacker total', signed: true },
      { key: 'defender', label: 'v defender total', signed: true },
      { ...pick('doubles'), label: 'doubles, at those totals' },
      { ...pick('doubled'), label: 'doubled, at those totals' },
    ],
    rows,
    chart: { label: ['difference'], series: ['win', 'tie', 'loss', 'doubles'] },
  };
}

/** The lowest value from `from` up at which `holds` is true (the search is bounded: doubling needs at most twice the loser's score). */
function lowest(from: number, holds: (n: number) => boolean): number {
  for (let n = from; n < from + 100; n++) if (holds(n)) return n;
  throw new Error(`internal: no threshold from ${from}`);
}

function thresholdsTable(system: string, commandFor: CommandFor): QuotedTable {
  const rows: QuotedRow[] = TOTALS.map((b) => {
    const score = b + 1;
    const canFrom = lowest(b - 6, (a) => bandCounts(a, b).doubles.count > 0);
    const alwaysFrom = lowest(canFrom, (a) => bandCounts(a, b).doubles.count === 36);
    return {
      cells: {
        loser: b,
        'lowest score': score,
        'doubled by': lowest(score + 1, (w) => scoreDoubles(w, score)),
        'can double from': canFrom,
        doubles: bandCounts(canFrom, b).doubles,
        'always doubles from': alwaysFrom,
      },
      matchup: commandFor(canFrom, b),
    };
  });
  return {
    system,
    id: 'thresholds',
    title: 'Doubling thresholds',
    notes: [
      READ,
      DOUBLING,
      'By the loser\'s total: its lowest score (a 1 on its die); the lowest winning score that doubles that; the lowest winner\'s total that can double it at all (a 6 against a 1) and the chance there; the lowest total that doubles it on every roll. A loser\'s score of 0 or less is doubled by any winning score.',
    ],
    columns: [
      { key: 'loser', label: "loser's total", signed: true },
      { key: 'lowest score', label: 'its lowest score', signed: true },
      { key: 'doubled by', label: 'doubled by a score of', signed: true },
      { key: 'can double from', label: 'can be doubled by a total of', signed: true },
      { key: 'doubles', label: 'chance at that total', matchupField: 'totals.attackerDoubles' },
      { key: 'always doubles from', label: 'always doubled by a total of', signed: true },
    ],
    rows,
    chart: null,
  };
}

function oddEvenTable(system: string): QuotedTable {
  const highestDoubled = (w: number): number => {
    let loser = w - 1;
    while (!scoreDoubles(w, loser)) loser--;
    return loser;
  };
  const rows: QuotedRow[] = SCORES.map((w) => {
    const most = highestDoubled(w);
    return { cells: { score: w, parity: w % 2 === 0 ? 'even' : 'odd', 'doubles up to': most, 'more than one less': most > highestDoubled(w - 1) ? 'yes' : 'no' }, matchup: null };
  });
  return {
    system,
    id: 'odd-even',
    title: 'Odd and even winning scores',
    notes: [
      DOUBLING,
      'By the winner\'s score (total plus die): the highest losing score it doubles, and whether that is more than one point less would double. Only an even score reaches a new loser\'s score: raising an odd score by one adds a doubled score, raising an even one adds none. Over the dice this makes the doubling chance of a total grow in equal pairs of steps (the totals table: +0 v +2 doubles 1 of 36, +1 2, +2 4, +3 6, +4 9, +5 12).',
      'Scores are not totals: these rows are the comparison itself, with no matchup to run; the thresholds and totals tables give the same comparison over the dice, with matchups.',
    ],
    columns: [
      { key: 'score', label: "winner's score" },
      { key: 'parity', label: 'odd or even' },
      { key: 'doubles up to', label: 'doubles a loser scoring up to' },
      { key: 'more than one less', label: 'more than one point less doubles' },
    ],
    rows,
    chart: null,
  };
}

/** One DBA-family table by id. */
export function dbaTable(system: string, id: string, commandFor: CommandFor): QuotedTable {
  if (id === 'totals') return totalsTable(system, commandFor);
  if (id === 'difference') return differenceTable(system, commandFor);
  if (id === 'thresholds') return thresholdsTable(system, commandFor);
  if (id === 'odd-even') return oddEvenTable(system);
  throw new Error(`internal: no DBA table ${id}`);
}
