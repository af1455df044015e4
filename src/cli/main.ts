#!/usr/bin/env node
/**
 * The oddsmith command line: parsing and printing only; every rule lives in src/rules.
 * A usage error is one line on stderr and exit code 2, never a stack trace.
 */
import { Command, CommanderError, Option } from 'commander';
import { UsageError } from '../core/errors.js';
import { VERSION } from '../version.js';
import { systemsCommand, troopsCommand } from './catalogue-commands.js';
import { matchupCommand } from './matchup-command.js';
import { runCommand } from './run-command.js';

const HELP_CODES = new Set(['commander.helpDisplayed', 'commander.help', 'commander.version']);

function runFlags(command: Command): Command {
  return command
    .addOption(new Option('--method <method>', 'exact, mc or auto (exact where the system can enumerate)'))
    .addOption(new Option('--trials <n>', 'Monte Carlo trials per matchup (default 1,000,000)'))
    .addOption(new Option('--precision <e>', 'Monte Carlo: add trials until every 95% half-width is at most e'))
    .addOption(new Option('--seed <s>', 'root seed (default 1): the same seed gives the same counts'))
    .addOption(new Option('--workers <n>', 'worker threads (default: available cores)'));
}

/** The commander program: commands, arguments and options, with errors thrown, not printed. */
export function buildProgram(): Command {
  const program = new Command('oddsmith')
    .description('Fast, honest combat odds for miniature wargames.')
    .version(VERSION)
    .exitOverride()
    .configureOutput({ outputError: () => undefined })
    .showSuggestionAfterError(true);

  program.command('systems').description('list the rule systems').action(systemsCommand);
  program.command('troops').argument('<system>').description('list a system\'s troop types, combat factors and conditions').action(troopsCommand);
  runFlags(
    program
      .command('matchup')
      .description('odds of one matchup, explained')
      .argument('<system>')
      .argument('<attacker>', 'troop id of the attacker (the side shooting or bespelling, if any)')
      .argument('<defender>', 'troop id of the defender')
      .option('--a <conditions>', 'attacker conditions, e.g. going=bad,general,overlaps=1')
      .option('--b <conditions>', 'defender conditions')
      .option('--combat <kind>', 'close, shooting, bespell... (default: the system\'s first)')
      .option('--format <format>', 'table, json or csv', 'table'),
  ).action(matchupCommand);
  runFlags(
    program
      .command('run')
      .description('run scenario sweeps and write their reports (CSV, SVG charts, HTML)')
      .argument('<scenario...>', 'scenario files (YAML)')
      .option('--out <dir>', 'folder the reports go under, one subfolder per scenario name', 'reports'),
  ).action(runCommand);
  for (const command of program.commands) command.exitOverride().configureOutput({ outputError: () => undefined });
  return program;
}

/** One line for the user from a commander error: "error: unknown option '--x'\n(Did you mean --a?)". */
function commanderLine(error: CommanderError): string {
  return error.message.replace(/^error:\s*/, '').replace(/\s*\n\s*/g, ' ');
}

/** Run the CLI on `argv`; resolves to the exit code (0, 1 internal error, 2 usage error). */
export async function main(argv: readonly string[]): Promise<number> {
  // A reader that stops early (`| head`) is not an error: end quietly, as Unix tools do.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  try {
    await buildProgram().parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (HELP_CODES.has(error.code)) return 0;
      process.stderr.write(`oddsmith: ${commanderLine(error)}\n`);
      return 2;
    }
    if (error instanceof UsageError) {
      process.stderr.write(`oddsmith: ${error.message}\n`);
      return 2;
    }
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`oddsmith: internal error: ${message} (set ODDSMITH_DEBUG=1 for details)\n`);
    if (process.env['ODDSMITH_DEBUG']) process.stderr.write(`${error instanceof Error ? error.stack : ''}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
