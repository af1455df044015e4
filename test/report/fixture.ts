import { runMatchups } from '../../src/engine/run-matchups.js';
import type { HtmlChart } from '../../src/report/html.js';
import { reportCharts } from '../../src/report/report-charts.js';
import { reportModel } from '../../src/report/model.js';
import { summaryDisplayRows } from '../../src/report/summary.js';
import { combatOutcomes, sweepCell, type SweepCell, type SweepReport } from '../../src/report/sweep.js';
import { expandSweep } from '../../src/scenario/expand.js';
import { hott2 } from '../../src/rules/hott2/index.js';
import { SHIPPED } from '../shipped-systems.js';

/** One condition set of the fixture, as a scenario file would spell it. */
export interface FixtureConditionSet {
  readonly name: string;
  readonly combat?: string;
  readonly attacker?: Readonly<Record<string, unknown>>;
  readonly defender?: Readonly<Record<string, unknown>>;
}

export interface FixtureOptions {
  readonly attackers?: readonly string[];
  readonly defenders?: readonly string[];
  readonly conditions?: readonly FixtureConditionSet[];
  /** 'exact' (default) or 'mc' with `trials` and `seed`, run in this thread. */
  readonly method?: 'exact' | 'mc';
  readonly trials?: number;
  readonly seed?: number;
  /** Display names to override, e.g. to check that names from user files are escaped. */
  readonly troopNames?: Readonly<Record<string, string>>;
  readonly scenarioTitle?: string;
}

/** The sweep most report tests use: 3 attackers x 4 defenders on open ground and uphill. */
export const FIXTURE = {
  attackers: ['knights', 'riders', 'heroes'],
  defenders: ['spears', 'blades', 'hordes', 'knights'],
  conditions: [
    { name: 'open ground', attacker: {}, defender: {} },
    { name: 'defender uphill', attacker: {}, defender: { uphill: true } },
  ],
} as const satisfies { attackers: readonly string[]; defenders: readonly string[]; conditions: readonly FixtureConditionSet[] };

const FIXED_TIME = '2025-01-01T00:00:00.000Z';

/**
 * A SweepReport built from real HOTT 2e results (the engine, not hand-written numbers), so
 * report tests check charts against what a scenario run would hand them. Matchups the rules
 * refuse (e.g. Knights asked to shoot) go to `skipped` with the rules' own message.
 *
 * @example
 * const report = await fixtureReport();
 * report.cells.length; // => 24 (3 attackers x 4 defenders x 2 condition sets)
 */
export async function fixtureReport(options: FixtureOptions = {}): Promise<SweepReport> {
  const attackers: readonly string[] = options.attackers ?? FIXTURE.attackers;
  const defenders: readonly string[] = options.defenders ?? FIXTURE.defenders;
  const sets: readonly FixtureConditionSet[] = options.conditions ?? FIXTURE.conditions;
  const method = options.method ?? 'exact';
  const { conditions, playable, skipped } = expandSweep({
    system: hott2,
    attackers,
    defenders,
    conditions: sets.map((set) => ({ name: set.name, combat: set.combat, a: set.attacker, b: set.defender })),
  });

  const results = await runMatchups(
    playable.map((p) => p.matchup),
    { systems: SHIPPED, method, target: { trials: options.trials ?? 20_000 }, seed: options.seed ?? 7, workers: 0 },
  );
  const cells: SweepCell[] = playable.map((p, i) => {
    const result = results[i];
    if (!result) throw new Error(`fixture: no result for matchup ${i}`);
    return sweepCell(hott2, p.condition, result);
  });
  const trials = cells.reduce<number | null>((max, c) => (c.result.trials === null ? max : Math.max(max ?? 0, c.result.trials)), null);

  return {
    scenario: {
      name: 'fixture',
      title: options.scenarioTitle ?? 'Mounted troops against a foot line (test fixture)',
      file: 'test/report/fixture.ts',
      hash: '0'.repeat(64),
    },
    system: {
      id: hott2.id,
      title: hott2.title,
      seedFile: hott2.seedFile,
      outcomes: hott2.combatKinds[0]?.outcomes ?? [],
      combatOutcomes: combatOutcomes(hott2),
      totals: hott2.combatKinds[0]?.totals ?? [],
      troopNames: { ...Object.fromEntries(hott2.troops.map((t) => [t.id, t.name])), ...options.troopNames },
      troopCosts: Object.fromEntries(hott2.troops.map((t) => [t.id, t.cost])),
    },
    overlay: null,
    options: '',
    conditions,
    attackers: [...attackers],
    defenders: [...defenders],
    cells,
    notes: [],
    skipped,
    method,
    trials,
    seed: method === 'mc' ? (options.seed ?? 7) : null,
    startedAt: FIXED_TIME,
    finishedAt: FIXED_TIME,
  };
}

/** Every chart a report page shows for `report`, as a run writes them. */
export function fixtureCharts(report: SweepReport): HtmlChart[] {
  return reportCharts(report);
}

/** Summary rows as a run writes them. */
export function fixtureSummaryRows(report: SweepReport): Record<string, string | number>[] {
  return summaryDisplayRows(reportModel(report));
}
