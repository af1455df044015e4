import { splitConditions } from '../core/conditions.js';
import { errors } from '../core/errors.js';
import { DEFAULT_BATTLES } from '../core/trials-and-seed.js';
import { battleComputation, defaultPlanTrials, planBattle } from '../app/battle.js';
import { matchupCsv } from '../report/csv.js';
import { matchupJson } from '../engine/matchup-json.js';
import { printable } from '../core/printable.js';
import { battleMarkdown } from './format/battle-markdown.js';
import { battleTable } from './format/battle-table.js';
import { flagWords, reproduceWords } from './reproduce.js';
import { openReportPlaces } from './report-places.js';
import { showBattle } from '../app/battle-show.js';
import type { MatchupPlan } from '../app/matchup.js';
import { onTheBoard } from '../core/battle-rules.js';
import { UsageError } from '../core/errors.js';
import { shellCommand } from '../core/shell-words.js';
import { accountLines, shownAccount } from '../report/battle-show-text.js';
import { battleShowFiles, battleShowManifest, battleShowReportName } from '../report/battle-show-report.js';
import type { CliIo } from './io.js';
import { optionFlags, parseChoice, parsePlanTrials, parseRunFlags, parseWhole, type RunFlags } from './parse-options.js';
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
  readonly terrain?: string;
  readonly show?: string;
  readonly out?: string;
  readonly planTrials?: string;
}

/** `oddsmith battle <system> <armyA> <armyB>`: two armies fought to the text's victory conditions, explained. */
export async function battleCommand(io: CliIo, systemId: string, attacker: string, defender: string, flags: BattleFlags, context: CommandContext = {}): Promise<void> {
  const format = parseChoice(flags.format ?? 'table', '--format', ['table', 'json', 'csv', 'markdown'] as const);
  const run = parseRunFlags(flags, undefined, { trials: DEFAULT_BATTLES });
  // Read with the other flags, before any army is: a refusal comes before any note.
  const planTrials = parsePlanTrials(flags.planTrials) ?? defaultPlanTrials(run.target);
  const request = shardRequest('battle', [systemId, attacker, defender], flags);
  const show = flags.show === undefined ? null : parseWhole(flags.show, '--show', 1, 1_000_000_000);
  if (flags.out !== undefined && show === null) throw new UsageError('--out writes a battle drawn by --show: add --show N');
  if (show !== null && flags.shard !== undefined) throw new UsageError('--show draws one battle of a whole run: not with --shard');
  if (show !== null && flags.out === undefined && format !== 'table') throw new UsageError(`--show with --format ${format} writes its battle to a folder: add --out DIR`);
  const computing = driving(io, context, flags);
  // --points, --policy, --first, --bounds, --field and --terrain are the battle's options, spelled as flags.
  const options = optionFlags(flags.option);
  for (const key of ['points', 'policy', 'first', 'bounds', 'field', 'terrain'] as const) {
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
  if (show !== null && !onTheBoard(plan.matchup.options)) throw new UsageError('--show draws a battle on the board: leave out --field line');
  const notes = [...plan.notes];
  if (run.samplingAsked && run.method !== 'mc' && plan.exact) notes.push('exact enumeration needs no trials: --trials/--precision ignored (add --method mc to simulate)');
  for (const note of [...run.notes, ...notes]) io.stderr.write(`note: ${printable(note)}\n`);
  const places = show !== null && flags.out !== undefined ? openReportPlaces(io, flags.out, [battleShowReportName(systemId, show)], 'battle') : null;
  try {
    await answer(io, systemId, [attacker, defender], flags, { plan, run, planTrials, request, computing, format, notes });
    if (show === null) return;
    const names = [armyName(plan, 'attacker', 'Army A'), armyName(plan, 'defender', 'Army B')] as const;
    const shown = showBattle(plan, run.seed, show);
    if (places) {
      const again = shellCommand(['oddsmith', 'battle', systemId, attacker, defender, ...flagWords(flags, BATTLE_SHAPING), '--show', String(show), '--seed', String(run.seed), '--out', flags.out ?? '']);
      await places.write(0, battleShowFiles(shown, names, again), () => battleShowManifest(shown, names, systemId));
      io.stderr.write(`wrote ${printable(places.dirs[0] ?? '')}\n`);
    } else io.stdout.write(`\n${accountLines(shownAccount(shown, names)).map((line) => printable(line)).join('\n')}\n`);
  } finally {
    places?.close();
  }
}

/** An inline army is named by its text; the answer calls it Army A or B (the armies line spells it out). */
function armyName(plan: MatchupPlan, side: 'attacker' | 'defender', fallback: string): string {
  const s = plan.matchup[side];
  return s.army && s.army.name !== s.label ? s.army.name : fallback;
}

/** The battle's answer: computed (or sharded) and printed in `format`. */
async function answer(io: CliIo, systemId: string, [attacker, defender]: readonly [string, string], flags: BattleFlags, asked: { plan: MatchupPlan; run: ReturnType<typeof parseRunFlags>; planTrials: number; request: ReturnType<typeof shardRequest>; computing: ReturnType<typeof driving>; format: 'table' | 'json' | 'csv' | 'markdown'; notes: string[] }): Promise<void> {
  const { plan, run, planTrials, request, computing, format, notes } = asked;
  const progress = createProgress('battle', io.stderr, Date.now, 'battles');
  const planProgress = createProgress('plans', io.stderr, Date.now, 'battles');
  const answered = await computing.run(battleComputation(plan, run, planTrials, request, progress.update, planProgress.update));
  progress.finish();
  planProgress.finish();
  if (answered === undefined) return;
  const { result, plans } = answered;
  const names = { attacker: armyName(plan, 'attacker', 'Army A'), defender: armyName(plan, 'defender', 'Army B') };
  if (format === 'json') io.stdout.write(matchupJson(result, notes, null, { plans }));
  else if (format === 'csv') io.stdout.write(matchupCsv(plan.system, result));
  else if (format === 'markdown') io.stdout.write(battleMarkdown(plan.system, result, names, reproduceWords('battle', [systemId, attacker, defender], flags, BATTLE_SHAPING, result, run), plans));
  else io.stdout.write(battleTable(plan.system, result, names, plans));
}

/** The flags that shape a battle's Markdown answer, as its reproduce line gives them. */
const BATTLE_SHAPING = ['a', 'b', 'overlay', 'option', 'points', 'policy', 'first', 'bounds', 'field', 'terrain', 'planTrials'] as const;
