import { bandResults } from '../common/bands.js';
import type { Clause, Hott2Outcome, Selector } from './outcome-table.js';
import { opponentOf, type SideSituation, type Situation } from './situation.js';

/** What happens to one side, and the rule that says so. */
export interface SideResult {
  readonly outcome: Hott2Outcome;
  readonly rule: string;
  readonly cite: string;
}

export interface CombatResult {
  readonly band: number;
  readonly attacker: SideResult;
  readonly defender: SideResult;
}


function selects(selector: Selector, opp: SideSituation): boolean {
  if (selector === 'mounted') return opp.troop.category === 'mounted';
  if (selector === 'aerial') return opp.troop.category === 'aerial';
  if (selector === 'ground') return opp.troop.category !== 'aerial';
  return opp.troop.kinds.includes(selector);
}

function clauseHolds(clause: Clause, s: Situation, own: SideSituation, oddTotals: boolean): boolean {
  const opp = opponentOf(s, own);
  if (clause.by && !clause.by.some((sel) => selects(sel, opp))) return false;
  if (clause.combat === 'close' && s.combat !== 'close') return false;
  if (clause.combat === 'ranged' && s.combat === 'close') return false;
  // Ruling R3: "by X if in good going" reads the loser's own going, or by option the winner's.
  const going = clause.by && s.goodGoingOf === 'winner' ? opp.conditions : own.conditions;
  if (clause.ownGoing === 'good' && going.badGoing) return false;
  if (clause.ownGoing === 'bad' && !going.badGoing) return false;
  if (clause.ownCharged && !own.conditions.charged) return false;
  if (clause.oddTotals && !oddTotals) return false;
  if (clause.opponentAided && opp.conditions.aiding < 1) return false;
  return true;
}

const COLUMN_NAMES = { equal: 'equal totals', less: 'lost, more than half', half: 'lost, half or less' } as const;

function fromTable(s: Situation, own: SideSituation, column: keyof typeof COLUMN_NAMES, oddTotals: boolean): SideResult {
  const cells = own.troop.outcomes;
  const clause = cells[column].find((c) => clauseHolds(c, s, own, oddTotals));
  if (!clause) throw new Error(`internal: no clause for ${own.troop.id} ${column}`);
  return { outcome: clause.outcome, rule: `${own.troop.name} row, ${COLUMN_NAMES[column]}: ${clause.text}`, cite: clause.cite ?? cells.cite };
}

// The outcome columns are for a total equal to or less than the enemy's (000:65): the winner has none.
const WON: SideResult = { outcome: 'none', rule: 'won', cite: '000:65' };

/** Rulings R6, R9, R11: outcomes the table gives but the element disregards or overrides. */
function adjust(s: Situation, own: SideSituation, result: SideResult, die: number): SideResult {
  const opp = opponentOf(s, own);
  if (s.combat === 'bespell' && own.isAttacker && own.troop.selfEnsorcelsOnOne && own.conditions.rolledOne && die === 1) {
    return { outcome: 'ensorcelled', rule: 'Magician rolled a 1 bespelling again: self-ensorcelled', cite: '000:88' };
  }
  if (result.outcome === 'none') return result;
  if (s.combat === 'close' && opp.troop.elusive && !own.troop.elusive && !own.troop.fortress && !own.conditions.general) {
    return { outcome: 'none', rule: 'against Sneakers only Sneakers, a Stronghold or a General can be affected', cite: '000:87' };
  }
  const bespellingGods = s.combat === 'bespell' && opp.troop.punishesBespellers;
  if (s.combat !== 'close' && own.isAttacker && !own.targeted && !bespellingGods) {
    return { outcome: 'none', rule: 'shooting or bespelling without being shot at: unfavourable outcome disregarded', cite: '002:606' };
  }
  return result;
}

/**
 * The outcome for both sides of one combat, given each side's total and raw die.
 * Used once per dice pair when a matchup is prepared, never per trial.
 */
export function resolveCombat(s: Situation, attackerTotal: number, defenderTotal: number, attackerDie: number, defenderDie: number): CombatResult {
  const r = bandResults(attackerTotal, defenderTotal, WON, (side, column, odd) => fromTable(s, s[side], column, odd));
  return { band: r.band, attacker: adjust(s, s.attacker, r.attacker, attackerDie), defender: adjust(s, s.defender, r.defender, defenderDie) };
}
