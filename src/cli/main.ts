/**
 * The oddsmith command line: parsing and printing only; every rule lives in src/rules.
 * A usage error is one line on stderr and exit code 2, never a stack trace. Each command's
 * modules are imported only when it runs, so `systems` or `--help` never load d3, the report code
 * or the worker pool.
 */
import { Command, CommanderError, Option } from 'commander';
import { BATTLE_DEFAULTS, PLAN_IDS } from '../core/battle-rules.js';
import { UsageError } from '../core/errors.js';
import { DEFAULT_BATTLES, DEFAULT_SEED, DEFAULT_TRIALS, MATRIX_TRIALS, SOLVE_TRIALS, WORTH_BATTLES } from '../core/trials-and-seed.js';
import { VERSION } from '../version.js';
import { printable, printableLines } from '../core/printable.js';
import type { CliIo } from './io.js';
import type { CommandContext } from './sharding.js';

const HELP_CODES = new Set(['commander.helpDisplayed', 'commander.help', 'commander.version']);

/** A flag that may be given once: a second value is refused rather than silently kept. */
function once(flag: string): (value: string, previous: string | undefined) => string {
  return (value, previous) => {
    if (previous !== undefined) throw new UsageError(`${flag} given twice ('${previous}' and '${value}'); give it once`);
    return value;
  };
}

/** `--a charged --a going=bad` reads as `--a charged,going=bad`; a key given twice is refused later. */
function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

function single(flags: string, description: string): Option {
  const flag = flags.split(' ')[0] ?? flags;
  return new Option(flags, description).argParser(once(flag));
}

const count = (n: number): string => n.toLocaleString('en-US');

/**
 * The default trials of each command that samples, as its --help says them: read from the
 * constants the commands run with, so the help cannot drift from what runs.
 */
export const TRIALS_HELP = {
  matchup: `Monte Carlo trials per matchup (default ${count(DEFAULT_TRIALS)})`,
  battle: `battles to fight (default ${count(DEFAULT_BATTLES)})`,
  run: `Monte Carlo trials per matchup (default: the scenario's trials, else ${count(DEFAULT_TRIALS)}, or ${count(DEFAULT_BATTLES)} battles where the sides are armies)`,
  balance: `Monte Carlo trials per matchup the rules cannot enumerate (default ${count(MATRIX_TRIALS)}; ${count(SOLVE_TRIALS)} with --solve; ${count(WORTH_BATTLES)} battles with --battle)`,
} as const;

function runFlags(command: Command, trials: string): Command {
  return command
    .addOption(single('--method <method>', 'exact, mc or auto (exact where the system can enumerate)'))
    .addOption(single('--trials <n>', trials))
    .addOption(single('--precision <e>', 'Monte Carlo: add trials until every 95% half-width is at most e'))
    .addOption(single('--seed <s>', `root seed (default ${DEFAULT_SEED}): the same seed gives the same counts`))
    .addOption(single('--workers <n>', 'worker threads (default and most: the available cores; by default started only once a run has done 0.3 s of work in one thread)'))
    .addOption(single('--overlay <file>', 'a what-if overlay (YAML) patching the system\'s troop rows'))
    .addOption(new Option('--option <key=value>', 'a house rule or reading, e.g. aerial-heroes=apart (may be repeated)').argParser(collect));
}

/** `--shard` and `--counts`: a command whose work can be cut into parts, run apart and merged (sharding.ts). */
function shardFlags(command: Command): Command {
  return command
    .addOption(single('--shard <i/n>', 'run only part i of n of the work and write its counts to --counts (no report); n alone takes i from a Slurm array task or a Kubernetes Indexed Job; then `oddsmith merge`'))
    .addOption(single('--counts <dir>', 'with --shard: the folder the counts file goes to (default: counts)'));
}

/**
 * The commander program: commands, arguments and options, with errors thrown, not printed.
 * `context`: inside `merge`, the counts that answer a command's computing.
 */
export function buildProgram(io: CliIo, context: CommandContext = {}): Command {
  const output = { writeOut: (s: string) => io.stdout.write(s), writeErr: (s: string) => io.stderr.write(s), outputError: () => undefined };
  const program = new Command('oddsmith')
    .description('Fast, honest combat odds for miniature wargames.')
    .version(VERSION)
    .exitOverride()
    .configureOutput(output)
    .showSuggestionAfterError(true);

  program
    .command('systems')
    .description('list the rule systems')
    .action(async () => (await import('./systems-command.js')).systemsCommand(io));
  program
    .command('troops')
    .argument('<system>')
    .description("list a system's troop types, costs, combat factors, conditions and options")
    .addOption(single('--overlay <file>', 'a what-if overlay (YAML) to apply to the rows'))
    .addOption(single('--format <format>', 'table (default) or json (the troop rows, as overlays patch them)'))
    .action(async (system: string, flags: object) => (await import('./troops-command.js')).troopsCommand(io, system, flags));
  runFlags(
    program
      .command('matchup')
      .description('odds of one matchup, explained')
      .argument('<system>')
      .argument('<attacker>', 'troop id or group (8*infantry+champion) of the attacker (the side shooting or bespelling, if any)')
      .argument('<defender>', 'troop id or group of the defender')
      .addOption(new Option('--a <conditions>', 'attacker conditions, e.g. going=bad,general,overlaps=1 or count=8 (may be repeated)').argParser(collect))
      .addOption(new Option('--b <conditions>', 'defender conditions (may be repeated)').argParser(collect))
      .addOption(single('--combat <kind>', "close, shooting, bespell... (default: the system's first)"))
      .addOption(single('--format <format>', 'table (default), json, csv or markdown (tables to post on a forum, with the command that gives them again)'))
      .addOption(single('--at-least <k>', "the metric tails the table shows, e.g. 5 or 2,5,10 (default: the first four that can happen; --format json has every k)"))
      .addOption(new Option('--levers', 'what changes the odds most: each condition and option varied, worked exactly (by default for single combats; --levers for groups, which takes a run per variation)'))
      .addOption(new Option('--no-levers', 'skip what changes the odds most')),
    TRIALS_HELP.matchup,
  ).action(async (system: string, attacker: string, defender: string, flags: object) =>
    (await import('./matchup-command.js')).matchupCommand(io, system, attacker, defender, flags),
  );
  shardFlags(runFlags(
    program
      .command('battle')
      .description('two armies of a DBA-family system fought in lines to the text\'s victory conditions')
      .argument('<system>', 'hott2, hott25 or d3h2')
      .argument('<armyA>', "an army file (YAML) or an inline army: general:knights+2*knights+4*blades+2*behind:blades")
      .argument('<armyB>', 'the second army (the text\'s defender, which takes the first bound)')
      .addOption(new Option('--a <conditions>', `army A's going (going=bad), uphill, or plan of play on the board (plan=${PLAN_IDS.join(', ')}: docs/battles.md; default its army file's, else ${PLAN_IDS[0]}) (may be repeated)`).argParser(collect))
      .addOption(new Option('--b <conditions>', 'army B\'s going, uphill or plan (may be repeated)').argParser(collect))
      .addOption(single('--points <n>', 'the AP each army may spend (default 24, every DBA-family system\'s budget: 002:79)'))
      .addOption(single('--policy <policy>', `which groups PIPs move first: widest-first or left-first (default ${BATTLE_DEFAULTS.policy})`))
      .addOption(single('--first <side>', `who takes the first bound: defender (army B), attacker or random (default ${BATTLE_DEFAULTS.first})`))
      .addOption(single('--bounds <n>', `a battle not decided after this many bounds is a draw (default ${BATTLE_DEFAULTS.bounds})`))
      .addOption(single('--show <n>', 'draw battle n of the run, on the board, bound by bound: its account after the answer, or with --out its picture (an SVG strip), account and page'))
      .addOption(single('--out <dir>', 'with --show: the folder its report goes to (battle-<system>-show-<n>)'))
      .addOption(single('--field <field>', `line (each element in a column facing its opponent) or board (bases with facings, flank and rear contact) (default ${BATTLE_DEFAULTS.field})`))
      .addOption(single('--terrain <terrain>', `on the board: open, a home terrain laid anew for each battle (arable, forest, hilly, steppe, dry, tropical), or a layout file (YAML, docs/battles.md) (default ${BATTLE_DEFAULTS.terrain})`))
      .addOption(single('--plan-trials <n>', `on the board: battles for each of the ${PLAN_IDS.length * PLAN_IDS.length} pairs of plans, solved for each side's best plans (default: --trials / ${PLAN_IDS.length * PLAN_IDS.length}, at least 100; 0 leaves the plan game out)`))
      .addOption(single('--format <format>', 'table (default), json, csv or markdown (tables to post on a forum, with the command that gives them again)')),
    TRIALS_HELP.battle,
  )).action(async (system: string, armyA: string, armyB: string, flags: object) =>
    (await import('./battle-command.js')).battleCommand(io, system, armyA, armyB, flags, context),
  );
  shardFlags(runFlags(
    program
      .command('run')
      .description('run scenario sweeps and write their reports (CSV, SVG charts, HTML)')
      .argument('<scenario...>', 'scenario files (YAML)')
      .addOption(single('--out <dir>', 'folder the reports go under, one subfolder per scenario name (default: reports)'))
      .addOption(new Option('--verbose', "print every note on stderr (by default only their count; they are in each report's method section)"))
      .addOption(new Option('--full-metrics', 'metrics.csv with every value of every metric and its chance (by default one row per metric: mean, sd, percentiles)'))
      .addOption(single('--plan-trials <n>', `battles on the board: battles for each of the ${PLAN_IDS.length * PLAN_IDS.length} pairs of plans, solved for each side's best plans (default: the scenario's plan-trials, else its trials / ${PLAN_IDS.length * PLAN_IDS.length}, at least 100; 0 leaves the plan game out)`)),
    TRIALS_HELP.run,
  )).action(async (files: string[], flags: object) => (await import('./run-command.js')).runCommand(io, files, flags, context));
  shardFlags(runFlags(
    program
      .command('balance')
      .description('is each troop type worth its points? strength against cost over the full matchup matrix')
      .argument('<system>')
      .argument('[type]', 'one troop type: its row, verdict and reasons alone (systems of groups run only its matchups)')
      .addOption(single('--compare <file>', "a second overlay (or 'base') to compare strengths, suggested costs and verdicts with"))
      .addOption(single('--conditions <file>', "condition sets to average over (YAML list, as a scenario's conditions; default: the system's terrain)"))
      .addOption(single('--field <field>', 'opponent weights: modelled (default: every type whose fighting is modelled fully, alike), uniform, or a YAML file { weights: { <id>: <weight> } }; with --battle, an army file or folder of armies the reference armies fight (default: the reference armies themselves)'))
      .addOption(single('--format <format>', 'table (default), json or csv'))
      .addOption(single('--out <dir>', 'also write a report folder (CSV, Markdown summary, charts, HTML) under dir'))
      .addOption(single('--points <n>', 'systems of groups: the points each side spends at least (default: the system\'s, 12 for low, 60 for chainmail); each matchup is fought at the least points at or above it that both costs divide'))
      .addOption(new Option('--solve', 'search each type\'s break-even cost (systems whose sides are groups)'))
      .addOption(new Option('--battle', `DBA-family systems: each type's worth in an army, in AP with a 95% interval, from whole battles (default ${count(WORTH_BATTLES)} battles a matchup)`))
      .addOption(single('--plans <how>', `with --battle, on the board: how the reference armies are played: best (default: each under the plan it scores most with against the field, chosen by battles of its own), every (each army and variant under each of the ${PLAN_IDS.length} plans: about ${PLAN_IDS.length} times the battles; the range of each worth across plans, and ! where plans disagree on a verdict), or one plan for all (${PLAN_IDS.join(', ')})`))
      .addOption(single('--plan-trials <n>', `with --battle, best play: battles a matchup under each plan choosing each army's plan (default: --trials / ${PLAN_IDS.length * PLAN_IDS.length}, at least 100)`))
      .addOption(new Option('--break-even', 'with --battle: each type\'s break-even cost too, the price at which its armies, bought again at it, score a half against the field (eight prices a type: about 3 times the battles), and whether it agrees with the worth'))
      .addOption(new Option('--armies <file or folder>', 'with --battle: the armies (reference armies and field alike; default: the shipped armies of the system; may be repeated)').argParser(collect))
      .addOption(new Option('--verbose', 'print every reason and what each verdict leaves out (by default a few, then their count and the report page)')),
    TRIALS_HELP.balance,
  )).action(async (system: string, type: string | undefined, flags: object) => (await import('./balance-command.js')).balanceCommand(io, system, flags, type, context));
  program
    .command('merge')
    .description('merge the counts files of a run cut into parts (--shard) into exactly the answer and reports the whole run gives')
    .argument('<counts...>', 'counts files, or folders holding them')
    .addOption(single('--out <dir>', "where the reports go (default: where the command writes by default; never where a counts file says)"))
    .addOption(single('--format <format>', "table, json or csv, for what the command prints (default: the shards' own)"))
    .action(async (paths: string[], flags: object) => (await import('./merge-command.js')).mergeCommand(io, paths, flags, (name) => optionKinds(program, name), (argv, inside) => buildProgram(io, inside).parseAsync([...argv], { from: 'user' })));
  program
    .command('explore')
    .description('write the explorer: one self-contained page answering any matchup exactly as you change it (DIR/index.html)')
    .addOption(single('--out <dir>', 'the folder the page is written to'))
    .addOption(single('--base-url <url>', 'the http(s) address the folder will be published at, so a link copied from a local copy of the page works'))
    .action(async (flags: object) => (await import('./explore-command.js')).exploreCommand(io, flags));
  program
    .command('joust-strategy')
    .description('Chainmail jousting solved as a zero-sum game: optimal mixed strategies and the value of each state')
    .addOption(new Option('--option <key=value>', 'joust-rides=1..3, joust-cells=all|one-of, lance-score=minus-one|plus-one (may be repeated)').argParser(collect))
    .addOption(single('--format <format>', 'table (default) or json'))
    .addOption(single('--out <dir>', 'also write a report folder (CSV, charts, HTML) under dir'))
    .action(async (flags: object) => (await import('./joust-strategy-command.js')).joustStrategyCommand(io, flags));
  program
    .command('index')
    .description('write DIR/index.html: one page linking every oddsmith report in DIR, grouped by the question it answers, each with its headline')
    .argument('[dir]', 'the folder the reports are in (default: reports)')
    .action(async (dir: string | undefined) => (await import('./index-command.js')).indexCommand(io, dir));
  program
    .command('tables')
    .description('tables a writer quotes: DBA-family dice by totals, difference and doubling; Chainmail missile, melee and man-to-man kills; each row with the matchup that reproduces it')
    .argument('<system>')
    .argument('[table]', 'the table (without it, the list of the system\'s tables)')
    .addOption(single('--format <format>', 'text (default), csv, json (json names the matchup behind every figure) or markdown (to post on a forum, with the command that gives it again)'))
    .addOption(single('--out <dir>', 'also write the table as text, CSV and JSON, with its chart, in a report folder under dir'))
    .action(async (system: string, table: string | undefined, flags: object) => (await import('./tables-command.js')).tablesCommand(io, system, table, flags));
  for (const command of program.commands) command.exitOverride().configureOutput(output);
  return program;
}

/** The options a command of the program takes, by commander's attribute name, and whether each takes a value. */
function optionKinds(program: Command, name: string): Map<string, 'flag' | 'value'> {
  const command = program.commands.find((c) => c.name() === name);
  return new Map((command?.options ?? []).map((o) => [o.attributeName(), o.required || o.optional ? 'value' : 'flag']));
}

/** One line for the user from a commander error: "error: unknown option '--x'\n(Did you mean --a?)". */
function commanderLine(error: CommanderError): string {
  return error.message.replace(/^error:\s*/, '').replace(/\s*\n\s*/g, ' ');
}

/**
 * `io` whose stdout shows no raw control or bidi character, whatever a command prints: the
 * last guard behind the tables' own escaping (align-columns.ts). Newlines and tabs pass; in
 * JSON, which has no raw C0 characters, the escapes it makes are valid JSON escapes.
 */
function guardedStdout(io: CliIo): CliIo {
  const { stdout } = io;
  return {
    ...io,
    stdout: { ...(stdout.isTTY === undefined ? {} : { isTTY: stdout.isTTY }), ...(stdout.columns === undefined ? {} : { columns: stdout.columns }), write: (text: string) => stdout.write(printableLines(text)) },
  };
}

/** Run the CLI on `argv` with output to `io`; resolves to the exit code (0, 1 internal error, 2 usage error). */
export async function main(argv: readonly string[], unguarded: CliIo): Promise<number> {
  const io = guardedStdout(unguarded);
  const fail = (line: string, code: number): number => {
    io.stderr.write(`oddsmith: ${printable(line)}\n`);
    return code;
  };
  if (argv.length === 0) {
    io.stderr.write(buildProgram(io).helpInformation());
    return fail('no command given: choose one of the commands above', 2);
  }
  try {
    await buildProgram(io).parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return HELP_CODES.has(error.code) ? 0 : fail(commanderLine(error), 2);
    if (error instanceof UsageError) return fail(error.message, 2);
    const message = error instanceof Error ? error.message : String(error);
    const code = fail(`internal error: ${message} (set ODDSMITH_DEBUG=1 for details)`, 1);
    if (process.env['ODDSMITH_DEBUG']) io.stderr.write(`${error instanceof Error ? error.stack : ''}\n`);
    return code;
  }
}
