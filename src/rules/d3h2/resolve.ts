import { bandResults } from '../common/bands.js';
import { countOf, isOn } from './conditions.js';
import { OUTCOME_TABLE, type Adjustment, type Band, type Clause, type Outcome, type OutcomeRow } from './outcome-table.js';
import { anyMatches, effectiveGoing, noneMatches } from './selectors.js';
import { opponentOf, type SideSituation, type Situation } from './situation.js';
import type { Going } from './troops.js';

/**
 * What happens to one side, and the rules that say so: the table clause (null for the
 * winner) and the adjustments that changed it. `describe` puts it in words.
 */
export interface SideResult {
  readonly outcome: Outcome;
  readonly band: Band | null;
  readonly row: OutcomeRow | null;
  readonly clause: Clause | null;
  readonly adjustments: readonly Adjustment[];
}

export interface CombatResult {
  readonly band: number;
  readonly attacker: SideResult;
  readonly defender: SideResult;
}


const BAND_NAMES: Readonly<Record<Band, string>> = { equal: 'equal totals', less: 'lost, more than half', half: 'lost, half or less' };

const hasFlankOrRear = (side: SideSituation): boolean => countOf(side.values, 'flank') > 0 || isOn(side.values, 'rear');

/** Whether the side's row, or its garrison's, counts this going as good (002:637, 651; ruling R5). */
function countsAsGood(side: SideSituation, going: Going): boolean {
  return side.row.countsAsGoodGoing.includes(going as 'rough' | 'bad') || (side.garrison?.countsAsGoodGoing.includes(going as 'rough' | 'bad') ?? false);
}

/** Whether every condition of a clause holds for `own` (outcome-table.ts header). */
function clauseHolds(c: Clause, s: Situation, own: SideSituation, opp: SideSituation, odd: boolean): boolean {
  if (!anyMatches(c.self, own) || !anyMatches(c.opponent, opp)) return false;
  if (c.combat && !c.combat.includes(s.combat)) return false;
  if (c.ownGoing && !c.ownGoing.includes(effectiveGoing(own))) return false;
  if (c.goingGoodToOpponent && own.going !== 'good' && !countsAsGood(opp, own.going)) return false;
  if (c.oddTotals && !odd) return false;
  if (c.ownFlankOrRear && !hasFlankOrRear(own)) return false;
  if (c.ownRear !== undefined && c.ownRear !== isOn(own.values, 'rear')) return false;
  return true;
}

const tidy = (words: string): string => words.replace(/[.:]\s*$/, '');

/** The first clause of one outcome row that holds for `own`, or null: the row passes to the next. */
function fromRow(s: Situation, own: SideSituation, opp: SideSituation, band: Band, key: string, odd: boolean): SideResult | null {
  const row = s.rules.outcomes.get(`${band}.${key}`);
  if (!row) throw new Error(`internal: no d3h2 ${band} row '${key}'`);
  for (const clause of row.clauses) {
    if (clauseHolds(clause, s, own, opp, odd)) return { outcome: clause.outcome, band, row, clause, adjustments: [] };
  }
  return null;
}

/** The table's outcome for `own` in `band`: band preambles that hold, then the row's own rows, first clause that holds. */
function fromTable(s: Situation, own: SideSituation, band: Band, odd: boolean): SideResult {
  const opp = opponentOf(s, own);
  const table = OUTCOME_TABLE[band];
  for (const p of table.preamble) {
    const found = anyMatches(p.self, own) && anyMatches(p.opponent, opp) ? fromRow(s, own, opp, band, p.row, odd) : null;
    if (found) return found;
  }
  for (const key of own.row.outcomeRows[band]) {
    const found = fromRow(s, own, opp, band, key, odd);
    if (found) return found;
  }
  throw new Error(`internal: no d3h2 clause for ${own.row.id} ${band}`);
}

function adjustmentHolds(a: Adjustment, s: Situation, own: SideSituation, outcome: Outcome, die: number): boolean {
  const opp = opponentOf(s, own);
  if (a.from === 'unfavourable' ? outcome === 'none' : a.from !== 'any' && !a.from.includes(outcome)) return false;
  if (outcome === a.to) return false;
  if (a.combat && !a.combat.includes(s.combat)) return false;
  if (a.role === 'actor' && !own.actor) return false;
  if (a.role === 'actor-not-shot-at' && (!own.actor || own.shotAt)) return false;
  if (!anyMatches(a.self, own) || !noneMatches(a.notSelf, own) || !anyMatches(a.opponent, opp)) return false;
  if (a.except && a.except.combat.includes(s.combat) && anyMatches(a.except.opponent, opp)) return false;
  if (a.ownFlankOrRear && !hasFlankOrRear(own)) return false;
  if (a.selfFlag !== undefined && !isOn(own.values, a.selfFlag)) return false;
  if (a.die !== undefined && a.die !== die) return false;
  return true;
}

/** The adjustments after the table (002:606, 657, 673-679), in order; each sees what the previous left. */
function adjust(s: Situation, own: SideSituation, result: SideResult, die: number): SideResult {
  let r = result;
  for (const a of s.rules.adjustments) {
    if (adjustmentHolds(a, s, own, r.outcome, die)) r = { ...r, outcome: a.to, adjustments: [...r.adjustments, a] };
  }
  return r;
}

const WON: SideResult = { outcome: 'none', band: null, row: null, clause: null, adjustments: [] };

/** Only "an element whose total is equal to or less than that of its opponent" moves (002:606): the winner's rule. */
const WINNER_CITE = '002:606';

/**
 * A side's result in words, with the seed line of its last rule: the table row and clause,
 * then each adjustment ("won" for a winner the table does not read, citing 002:606).
 *
 * @example
 * describe(r); // => { rule: 'Knights row, lost, more than half: Otherwise Recoil', cite: '002:629' }
 */
export function describe(r: SideResult): { rule: string; cite: string } {
  let rule = r.row && r.clause && r.band ? `${r.row.label} row, ${BAND_NAMES[r.band]}: ${tidy(r.clause.words)}` : 'won';
  let cite = r.clause ? `002:${r.clause.line}` : WINNER_CITE;
  for (const a of r.adjustments) {
    rule = `${rule}${cite ? ` [${cite}]` : ''}; then ${tidy(a.words)}`;
    cite = `002:${a.line}`;
  }
  return { rule, cite };
}

/**
 * The outcome for both sides of one combat from both totals and the attacker's raw die
 * (a bespelling Mage's 1, ruling R27). Worked out once per distinct case when a matchup is
 * prepared, never per trial.
 */
export function resolveCombat(s: Situation, attackerTotal: number, defenderTotal: number, attackerDie: number, defenderDie: number): CombatResult {
  const r = bandResults(attackerTotal, defenderTotal, WON, (side, column, odd) => fromTable(s, s[side], column, odd));
  return { band: r.band, attacker: adjust(s, s.attacker, r.attacker, attackerDie), defender: adjust(s, s.defender, r.defender, defenderDie) };
}
