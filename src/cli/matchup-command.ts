import { BATTLE } from '../core/battle-rules.js';
import { splitConditions } from '../core/conditions.js';
import { errors } from '../core/errors.js';
import { answerMatchup, planMatchup } from '../app/matchup.js';
import { matchupCsv } from '../report/csv.js';
import { matchupJson } from '../engine/matchup-json.js';
import { matchupMarkdown } from './format/matchup-markdown.js';
import { matchupTable } from './format/matchup-table.js';
import { reproduceWords } from './reproduce.js';
import { printable } from '../core/printable.js';
import type { CliIo } from './io.js';
import { parseChoice, parseRunFlags, parseWhole, type RunFlags } from './parse-options.js';
import { createProgress } from './progress.js';
import { optionFlags } from './parse-options.js';

export interface MatchupFlags extends RunFlags {
  /** Each repeated --a / --b, merged: a condition given twice is refused. */
  readonly a?: readonly string[];
  readonly b?: readonly string[];
  readonly combat?: string;
  readonly format?: string;
  readonly overlay?: string;
  readonly option?: readonly string[];
  /** `--at-least 5` or `--at-least 2,5,10`: the metric tails the table shows. */
  readonly atLeast?: string;
  /** `--levers`: true works them for any exact matchup, false (`--no-levers`) skips them; absent, single combats only. */
  readonly levers?: boolean;
}

/** `oddsmith matchup <system> <attacker> <defender>`: one matchup, explained. */
export async function matchupCommand(io: CliIo, systemId: string, attacker: string, defender: string, flags: MatchupFlags): Promise<void> {
  // One path for one job: a battle has its own command and answer.
  if (flags.combat?.trim().toLowerCase() === BATTLE) throw errors.invalid('--combat battle', `a battle is answered by oddsmith battle ${systemId} <armyA> <armyB>`);
  const format = parseChoice(flags.format ?? 'table', '--format', ['table', 'json', 'csv', 'markdown'] as const);
  const run = parseRunFlags(flags);
  const atLeast = flags.atLeast === undefined ? null : flags.atLeast.split(',').map((k) => parseWhole(k.trim(), '--at-least', 0, 1_000_000));
  const plan = await planMatchup({
    system: systemId,
    overlayFile: flags.overlay,
    combat: flags.combat,
    options: optionFlags(flags.option),
    attacker: { troop: attacker, conditions: splitConditions((flags.a ?? []).join(','), 'attacker') },
    defender: { troop: defender, conditions: splitConditions((flags.b ?? []).join(','), 'defender') },
  });
  // The JSON answer carries the notes about the matchup; how --workers was read (capped at
  // the cores) goes to stderr only, so the same seed gives the same bytes on any machine.
  const notes = [...plan.notes];
  if (run.samplingAsked && run.method !== 'mc' && plan.exact) {
    notes.push('exact enumeration needs no trials: --trials/--precision ignored (add --method mc to simulate)');
  }
  for (const note of [...run.notes, ...notes]) io.stderr.write(`note: ${printable(note)}\n`);
  // Levers: each condition and option varied, exactly; a Monte Carlo answer has none (levers.ts). By default only
  // for a single combat (a kernel without metrics: one roll of dice), where they cost nothing; a group's melee or
  // engagement would pay its own cost again for each variation, so there they are asked for with --levers.
  const wanted = (flags.levers ?? !plan.rounds) && (format === 'table' || format === 'json');
  const progress = createProgress('matchup', io.stderr);
  const { result, levers } = await answerMatchup(plan, run, wanted, progress.update);
  progress.finish();
  if (format === 'json') io.stdout.write(matchupJson(result, notes, levers));
  else if (format === 'csv') io.stdout.write(matchupCsv(plan.system, result));
  else if (format === 'markdown') io.stdout.write(matchupMarkdown(plan.system, result, atLeast, reproduceWords('matchup', [systemId, attacker, defender], flags, MATCHUP_SHAPING, result, run)));
  else io.stdout.write(matchupTable(plan.system, result, levers, atLeast));
}

/** The flags that shape a matchup's Markdown answer, as its reproduce line gives them. */
const MATCHUP_SHAPING = ['combat', 'a', 'b', 'overlay', 'option', 'atLeast'] as const;
