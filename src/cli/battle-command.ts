import { splitConditions } from '../core/conditions.js';
import { errors } from '../core/errors.js';
import { DEFAULT_BATTLES } from '../core/trials-and-seed.js';
import { battleComputation, planBattle } from '../app/battle.js';
import { matchupCsv } from '../report/csv.js';
import { matchupJson } from '../engine/matchup-json.js';
import { printable } from '../core/printable.js';
import { battleMarkdown } from './format/battle-markdown.js';
import { battleTable } from './format/battle-table.js';
import { reproduceWords } from './reproduce.js';
import type { CliIo } from './io.js';
import { optionFlags, parseChoice, parseRunFlags, type RunFlags } from './parse-options.js';
import { createProgress } from './progress.js';
import { driving, shardRequest, type CommandContext, type ShardFlags } from './sharding.js';

export interface BattleFlags extends RunFlags, ShardFlags {
  readonly a?: readonly string[];
  readonly b?: readonly string[];
  readonly format?: string;
  readonly overlay?: string;
  readonly option?: readonly string[];
  readonly points?: string;
  readonly policy?: string;
  readonly first?: string;
  readonly bounds?: string;
  readonly field?: string;
}

/** `oddsmith battle <system> <armyA> <armyB>`: two armies fought to the text's victory conditions, explained. */
export async function battleCommand(io: CliIo, systemId: string, attacker: string, defender: string, flags: BattleFlags, context: CommandContext = {}): Promise<void> {
  const format = parseChoice(flags.format ?? 'table', '--format', ['table', 'json', 'csv', 'markdown'] as const);
  const run = parseRunFlags(flags, undefined, { trials: DEFAULT_BATTLES });
  const request = shardRequest('battle', [systemId, attacker, defender], flags);
  const computing = driving(io, context, flags);
  // --points, --policy, --first, --bounds and --field are the battle's options, spelled as flags.
  const options = optionFlags(flags.option);
  for (const key of ['points', 'policy', 'first', 'bounds', 'field'] as const) {
    const value = flags[key];
    if (value === undefined) continue;
    if (key in options) throw errors.invalid(`--${key} and --option ${key}=`, 'give one or the other');
    options[key] = value;
  }
  const plan = await planBattle({
    system: systemId,
    overlayFile: flags.overlay,
    options,
    attacker: { troop: attacker, conditions: splitConditions((flags.a ?? []).join(','), 'attacker') },
    defender: { troop: defender, conditions: splitConditions((flags.b ?? []).join(','), 'defender') },
  });
  const notes = [...plan.notes];
  if (run.samplingAsked && run.method !== 'mc' && plan.exact) notes.push('exact enumeration needs no trials: --trials/--precision ignored (add --method mc to simulate)');
  for (const note of [...run.notes, ...notes]) io.stderr.write(`note: ${printable(note)}\n`);
  const progress = createProgress('battle', io.stderr, Date.now, 'battles');
  const result = await computing.run(battleComputation(plan, run, request, progress.update));
  progress.finish();
  if (result === undefined) return;
  // An inline army is named by its text; the table calls it Army A or B (the armies line spells it out).
  const named = (side: 'attacker' | 'defender', fallback: string): string => {
    const s = plan.matchup[side];
    return s.army && s.army.name !== s.label ? s.army.name : fallback;
  };
  const names = { attacker: named('attacker', 'Army A'), defender: named('defender', 'Army B') };
  if (format === 'json') io.stdout.write(matchupJson(result, notes, null));
  else if (format === 'csv') io.stdout.write(matchupCsv(plan.system, result));
  else if (format === 'markdown') io.stdout.write(battleMarkdown(plan.system, result, names, reproduceWords('battle', [systemId, attacker, defender], flags, BATTLE_SHAPING, result, run)));
  else io.stdout.write(battleTable(plan.system, result, names));
}

/** The flags that shape a battle's Markdown answer, as its reproduce line gives them. */
const BATTLE_SHAPING = ['a', 'b', 'overlay', 'option', 'points', 'policy', 'first', 'bounds', 'field'] as const;
