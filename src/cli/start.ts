import { join } from 'node:path';
import { loadSystems, SYSTEM_IDS, UNLISTED } from '../rules/registry.js';
import type { CliIo } from './io.js';
import { main } from './main.js';
import { printable } from '../core/printable.js';
import { frontPageRefusal } from '../report/front-page-file.js';

/** What `npm start` runs; a test runs the same sequence on a few cheap pieces. */
export interface StartPlan {
  /** The folder every report goes under (reports). */
  readonly out: string;
  /** Scenario files, in order. */
  readonly scenarios: readonly string[];
  /** The systems a balance report is written for (by default every listed one whose types have costs). */
  readonly systems?: readonly string[];
  /** Battles a matchup of D3H2's worth in an army. */
  readonly worthBattles?: number;
  /** Every reason and note printed whole (`npm start -- --verbose`). */
  readonly verbose?: boolean;
}

/**
 * The main job, in one process: the explorer, every scenario's report, the Chainmail joust,
 * a balance report per system, and last the front page (`index`), whose path is the last line
 * printed. Stops at the first step that fails; resolves to its exit code.
 */
export async function start(io: CliIo, plan: StartPlan): Promise<number> {
  const verbose = plan.verbose ? ['--verbose'] : [];
  const say = (text: string): void => void io.stdout.write(text);
  // A front page of the user's own in the way stops the job before any computing, not at its end.
  const refused = frontPageRefusal(plan.out);
  if (refused !== null) {
    io.stderr.write(`oddsmith: ${printable(refused)}\n`);
    return 2;
  }
  // The explorer first, so every report written after it links to it.
  let code = await main(['explore', '--out', join(plan.out, 'explorer')], io);
  if (code === 0 && plan.scenarios.length > 0) code = await main(['run', ...plan.scenarios, '--out', plan.out, ...verbose], io);
  if (code === 0) {
    say('\njoust-strategy:\n');
    code = await main(['joust-strategy', '--out', plan.out], io);
  }
  const systems = plan.systems ?? (await loadSystems(SYSTEM_IDS)).filter((s) => !UNLISTED.has(s.id) && s.rows.some((r) => r.cost !== null)).map((s) => s.id);
  for (const system of systems) {
    if (code !== 0) break;
    say(`\nbalance ${system}:\n`);
    // D3H2's balance report also prices each type in whole battles of the shipped armies
    // (`--battle`; AP are D3H2's, which hott2 and hott25 borrow), on the line at 2,000 battles a
    // matchup: on the board (the command's default field, about ten times the CPU a battle) it
    // would be the largest part of npm start. The page and the terminal say so (`field=line`
    // among the options, verdicts from 2,000 battles a matchup, not the default, '?' on each
    // verdict a default run could turn).
    const battle = system === 'd3h2' ? ['--battle', '--option', 'field=line', '--trials', String(plan.worthBattles ?? 2000)] : [];
    code = await main(['balance', system, ...battle, '--out', plan.out, ...verbose], io);
  }
  if (code === 0) {
    say('\n');
    code = await main(['index', plan.out], io);
  }
  return code;
}
