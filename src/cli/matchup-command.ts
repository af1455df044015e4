import { splitConditions } from '../core/conditions.js';
import { resolveMatchup } from '../core/matchup.js';
import { defaultWorkers } from '../engine/pool.js';
import { runMatchups } from '../engine/run-matchups.js';
import { PrepareCache } from '../engine/prepare-cache.js';
import { matchupCsv } from '../report/csv.js';
import { systemById } from '../rules/registry.js';
import { matchupJson } from './format/matchup-json.js';
import { matchupTable } from './format/matchup-table.js';
import { parseChoice, parseRunFlags, type RunFlags } from './parse-options.js';
import { createProgress } from './progress.js';

export interface MatchupFlags extends RunFlags {
  readonly a?: string;
  readonly b?: string;
  readonly combat?: string;
  readonly format?: string;
}

/** `oddsmith matchup <system> <attacker> <defender>`: one matchup, explained. */
export async function matchupCommand(systemId: string, attacker: string, defender: string, flags: MatchupFlags): Promise<void> {
  const system = systemById(systemId);
  const format = parseChoice(flags.format ?? 'table', '--format', ['table', 'json', 'csv'] as const);
  const run = parseRunFlags(flags, defaultWorkers());
  const matchup = resolveMatchup(system, {
    system: system.id,
    combat: flags.combat,
    attacker: { troop: attacker, conditions: splitConditions(flags.a ?? '', 'attacker') },
    defender: { troop: defender, conditions: splitConditions(flags.b ?? '', 'defender') },
  });
  const cache = new PrepareCache();
  const prepared = cache.get(matchup);
  const notes = [...prepared.notes];
  if (run.samplingAsked && run.method !== 'mc' && prepared.kernel.exact) {
    notes.push('exact enumeration needs no trials: --trials/--precision ignored (add --method mc to simulate)');
  }
  for (const note of notes) process.stderr.write(`note: ${note}\n`);
  const progress = createProgress('matchup');
  const [result] = await runMatchups([matchup], { ...run, cache, onProgress: progress.update });
  progress.finish();
  if (!result) throw new Error('internal: no result');
  if (format === 'json') process.stdout.write(matchupJson(result, notes));
  else if (format === 'csv') process.stdout.write(matchupCsv(system, result));
  else process.stdout.write(matchupTable(system, result));
}
