import type { MatchupResult, MetricResult } from '../../src/core/result.js';
import { combatOutcomes, type ConditionSet, type SweepReport } from '../../src/report/sweep.js';
import { hott2 } from '../../src/rules/hott2/index.js';

/** One hand-made result: each side's outcome chances (the rest of the result is filler a chart does not read). */
export interface HandCell {
  readonly condition: string;
  readonly attacker: string;
  readonly defender: string;
  readonly outcomes: { readonly attacker: Readonly<Record<string, number>>; readonly defender: Readonly<Record<string, number>> };
  readonly totals?: Readonly<Record<string, number>>;
  readonly metrics?: readonly MetricResult[];
}

export interface HandReport {
  readonly conditions: readonly Pick<ConditionSet, 'name' | 'combat'>[];
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly cells: readonly HandCell[];
  readonly skipped?: SweepReport['skipped'];
  readonly focus?: SweepReport['focus'];
  /** Monte Carlo when given (the source line then names trials and seed); exact otherwise. */
  readonly mc?: { readonly trials: number; readonly seed: number };
}

function handResult(cell: HandCell, combat: string, mc: HandReport['mc']): MatchupResult {
  const side = (troop: string) => ({ troop, group: [{ troop, count: 1 }], conditions: {} });
  return {
    system: 'hott2',
    combat,
    method: mc ? 'mc' : 'exact',
    trials: mc?.trials ?? null,
    seed: mc?.seed ?? null,
    attacker: side(cell.attacker),
    defender: side(cell.defender),
    overlay: null,
    options: {},
    outcomes: cell.outcomes,
    totals: cell.totals ?? {},
    intervals: null,
    totalsIntervals: null,
    maxHalfWidth: 0,
    joint: [],
    metrics: cell.metrics ?? [],
    explanation: { dice: 'one d6 each side', sections: [] },
    enumerated: null,
    exactSpace: null,
  };
}

/**
 * A sweep report over HOTT 2e's names and outcome vocabulary with results written by hand,
 * so a chart test can check what is drawn against numbers it states itself.
 *
 * @example
 * handReport({ conditions: [{ name: 'open', combat: 'close' }], attackers: ['blades'], defenders: ['warband'], cells: [...] }).cells.length; // => 1
 */
export function handReport(spec: HandReport): SweepReport {
  const kind = hott2.combatKinds[0];
  const combatOf = (name: string): string => spec.conditions.find((c) => c.name === name)?.combat ?? 'close';
  const time = '2025-01-01T00:00:00.000Z';
  return {
    scenario: { name: 'hand', title: 'Hand-made numbers (test fixture)', file: 'test/report/hand-fixture.ts', hash: '0'.repeat(64) },
    system: {
      id: hott2.id,
      title: hott2.title,
      seedFile: hott2.seedFile,
      source: hott2.source,
      outcomes: kind?.outcomes ?? [],
      combatOutcomes: combatOutcomes(hott2),
      totals: kind?.totals ?? [],
      troopNames: Object.fromEntries(hott2.troops.map((t) => [t.id, t.name])),
      troopCosts: Object.fromEntries(hott2.troops.map((t) => [t.id, t.cost])),
    },
    overlay: null,
    options: '',
    conditions: spec.conditions.map((c) => ({ ...c, attacker: '', defender: '', overlay: null })),
    attackers: spec.attackers,
    defenders: spec.defenders,
    cells: spec.cells.map((c) => ({ condition: c.condition, attacker: c.attacker, defender: c.defender, result: handResult(c, combatOf(c.condition), spec.mc), attackerConditions: '', defenderConditions: '', options: '' })),
    notes: [],
    skipped: spec.skipped ?? [],
    method: spec.mc ? 'mc' : 'exact',
    trials: spec.mc?.trials ?? null,
    seed: spec.mc?.seed ?? null,
    startedAt: time,
    ...(spec.focus ? { focus: spec.focus } : {}),
    finishedAt: time,
  };
}

/**
 * Blades v Warband under three sets, by hand: on open ground Blades suffer recoil 30% and
 * destroyed 10%, Warband recoil 25% and destroyed 20%; with Warband in bad going Blades
 * recoil 50%, Warband recoil 12.5% and destroyed 37.5%; shooting, the rules refuse it.
 */
export const FOCUS_REPORT: SweepReport = handReport({
  conditions: [
    { name: 'open ground', combat: 'close' },
    { name: 'Warband in bad going', combat: 'close' },
    { name: 'shooting', combat: 'shooting' },
  ],
  attackers: ['blades'],
  defenders: ['warband'],
  cells: [
    { condition: 'open ground', attacker: 'blades', defender: 'warband', outcomes: { attacker: { none: 0.6, recoil: 0.3, destroyed: 0.1 }, defender: { none: 0.55, recoil: 0.25, destroyed: 0.2 } } },
    { condition: 'Warband in bad going', attacker: 'blades', defender: 'warband', outcomes: { attacker: { none: 0.5, recoil: 0.5 }, defender: { none: 0.5, recoil: 0.125, destroyed: 0.375 } } },
  ],
  skipped: [{ condition: 'shooting', attacker: 'blades', defender: 'warband', reason: 'Blades cannot shoot in hott2' }],
  focus: [{ attacker: 'blades', defender: 'warband' }],
});
