import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import type { HtmlChart } from '../../src/report/html.js';
import { reportModel } from '../../src/report/model.js';
import { reportCharts } from '../../src/report/report-charts.js';
import { summaryDisplayRows } from '../../src/report/summary.js';
import type { SweepReport } from '../../src/report/sweep.js';
import { scenarioReport } from '../scenario-report.js';
import { hott2 } from '../../src/rules/hott2/index.js';

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
  const method = options.method ?? 'exact';
  const sets: readonly FixtureConditionSet[] = options.conditions ?? FIXTURE.conditions;
  // Written as a scenario file and run as `oddsmith run` runs one: the plan, then the engine.
  const file = join(await mkdtemp(join(tmpdir(), 'oddsmith-fixture-')), 'fixture.yaml');
  await writeFile(
    file,
    stringify({
      name: 'fixture',
      title: 'fixture',
      system: hott2.id,
      attackers: options.attackers ?? FIXTURE.attackers,
      defenders: options.defenders ?? FIXTURE.defenders,
      conditions: sets.map((set) => ({ name: set.name, ...(set.combat ? { combat: set.combat } : {}), a: set.attacker ?? {}, b: set.defender ?? {} })),
    }),
  );
  const report = await scenarioReport(file, { method, target: { trials: options.trials ?? 20_000 }, seed: options.seed ?? 7 });
  return {
    ...report,
    scenario: { name: 'fixture', title: options.scenarioTitle ?? 'Mounted troops against a foot line (test fixture)', file: 'test/report/fixture.ts', hash: '0'.repeat(64) },
    system: { ...report.system, troopNames: { ...report.system.troopNames, ...options.troopNames } },
    startedAt: FIXED_TIME,
    finishedAt: FIXED_TIME,
  };
}

/** Every chart a report page shows for `report`, as a run writes them. */
export function fixtureCharts(report: SweepReport): HtmlChart[] {
  return reportCharts(reportModel(report));
}

/** Summary rows as a run writes them. */
export function fixtureSummaryRows(report: SweepReport): Record<string, string | number>[] {
  return summaryDisplayRows(reportModel(report));
}
