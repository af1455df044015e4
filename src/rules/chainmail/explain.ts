import type { ExplanationSection } from '../../core/system.js';
import type { EngagementSide, LossReadings, Strike } from './engagement.js';
import { twoDiceAtLeast } from './checks.js';
import { lossThresholds } from './engagement.js';
import { ONE_HIT, type Troop } from './troop-row.js';
import type { Unit } from './unit.js';

/** The faces that kill, in words: "on a 6", "on 5-6"; none for a strike that cannot harm. */
export function killWords(strike: Strike): string {
  if (strike.dice === 0 || strike.killFaces === 0) return 'no dice that can kill';
  const from = 7 - strike.killFaces;
  return `${strike.dice} dice killing ${from === 6 ? 'on a 6' : from === 1 ? 'on any face' : `on ${from}-6`}`;
}

/** One side's strike in the first round, as the table shows it; `how` the classes it strikes in, where the spec says (engagement-spec.ts). */
export function strikeLine(label: 'attacker' | 'defender', unit: Unit, strike: Strike, how?: string): string {
  const as = how ?? `fight as ${unit.row.fightsAs}`;
  const weight = unit.row.weight === 1 ? '' : `, ${unit.row.weight} figures of it each (C29)`;
  return `${label}: ${unit.figures} ${unit.row.name} (${as}${weight}) roll ${killWords(strike)} (Combat Tables, 003:1045-1107)`;
}

/** How a row takes hits on the mass tables, in a few words (C29). */
export function hitsWords(t: Troop): string {
  const { hits, mode, magicHits, missileProof } = t.toughness;
  const base = mode === 'impervious' ? 'impervious' : hits === 1 ? '1' : `${hits} ${mode === 'simultaneous' ? 'in one round' : 'cumulative'}`;
  return [base, ...(magicHits !== null && magicHits !== hits ? [`${magicHits} to magic`] : []), ...(missileProof && mode !== 'impervious' ? ['missile-proof'] : [])].join(', ');
}

/** What an engagement reads of a side beside its strike: morale, Loss Table row, fatigue. */
export function sideLines(label: 'attacker' | 'defender', unit: Unit, side: EngagementSide, readings: LossReadings): string {
  const t = lossThresholds(side, readings);
  const morale = side.checksMorale
    ? `Morale Rating ${side.rating} (003:415-421); Loss Table ${Math.round(side.loss.fraction * 100)}%: ` +
      `checks at ${t.check} lost, stays on ${side.loss.scoreToRemain}+ on 2d6, removed at ${t.removal} lost once passed (003:490-499; C10, C11)`
    : `need never check morale: no morale result, Loss Table or charge check; Morale Rating ${side.rating} in the comparison (C30)`;
  const hits = unit.row.toughness === ONE_HIT ? '' : `; hits to kill a figure: ${hitsWords(unit.row)} (C29)`;
  const bonus = side.dieBonus === 0 ? '' : `; ${side.dieBonus > 0 ? '+' : ''}${side.dieBonus} on each die it rolls (C32)`;
  const points = unit.row.cost === null ? 'no point value in the text (C30)' : `${unit.row.cost} points a figure (003:712-737)`;
  const tired = side.fatigueAfter < 1 ? 'fatigued from the start (003:248-258; C15)' : `fatigued after ${side.fatigueAfter} rounds (003:252, 262; C15)`;
  return `${label}: ${morale}${hits}${bonus}; ${tired}; ${points}`;
}

/** Who must stand whose charge before the first round, and the chance (C25). */
export function chargeLines(charge: { readonly attacker: number; readonly defender: number }, a: Unit, d: Unit): string[] {
  const line = (unit: Unit, needs: number, other: Unit): string[] =>
    needs === 0 ? [] : [`${unit.figures} ${unit.row.name} must score ${needs}+ on 2d6 to stand the charge of ${other.row.name} (${(twoDiceAtLeast(needs) * 100).toFixed(1)}%), or flee 1 1/2 moves with no melee (003:501-519)`];
  return [...line(d, charge.defender, a), ...line(a, charge.attacker, d)];
}

export const section = (title: string, lines: readonly string[]): ExplanationSection[] => (lines.length > 0 ? [{ kind: 'lines', title, lines }] : []);
