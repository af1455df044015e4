import { planRun, runPlan } from '../src/app/run-plan.js';
import type { ScenarioOverrides } from '../src/app/scenario-plan.js';
import type { SweepReport } from '../src/report/sweep.js';

/**
 * A scenario file's report facts and results, as `oddsmith run` computes them (the run plan,
 * then the engine, in this thread): what its report is written from.
 */
export async function scenarioReport(file: string, overrides: ScenarioOverrides = {}): Promise<SweepReport> {
  const plan = await planRun({ files: [file], overrides, workers: 0, poolWhenNeeded: false });
  const silent = { update: () => {}, finish: () => {} };
  for await (const done of runPlan(plan, { progress: () => silent, onShortfall: () => {} }).scenarios) return done.report;
  throw new Error(`internal: ${file} gave no report`);
}
