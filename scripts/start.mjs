/**
 * `npm start`, the main job: the explorer page into reports/explorer, every shipped scenario
 * into reports/ (battles too), the Chainmail joust solved as a game, then a balance report for
 * every listed system whose types have costs (D3H2's with each type's worth in battles); each
 * report links to the explorer; last, reports/index.html, the front page linking every report
 * (the sequence: src/cli/start.ts)
 * with its headline. `npm start -- --verbose` prints every reason and note whole. One process,
 * so start-up is paid once; the compiled code when dist/ is current (dist-current.mjs: after
 * `npm ci` it is), else the sources through tsx,
 * registered here as a loader only then: tsx's loader detaches an ArrayBuffer when it loads
 * some modules, and from then on every typed-array access of this thread pays a check (docs/development.md,
 * "Speed"); the sources through tsx run the whole job in about twice the time.
 *
 * Plain JavaScript, run by `node scripts/start.mjs`, never by the `tsx` command, whose own
 * process, on Ctrl-C, gives the program it started 60 ms to answer and then kills it (SIGKILL): a
 * program computing on its thread cannot answer that fast, so an interrupted `npm start` left
 * its temporary report folder and said nothing (issue #33). In one process the CLI's handler
 * (src/cli/report-places.ts) runs as it does alone.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { distIsCurrent, root } from './dist-current.mjs';

const compiled = distIsCurrent();
if (!compiled) (await import('tsx/esm/api')).register();
const base = pathToFileURL(join(root, compiled ? 'dist' : 'src', '/')).href;
/** @type {typeof import('../src/cli/start.js')} */
const { start } = await import(new URL('cli/start.js', base).href);
const scenarios = readdirSync('scenarios')
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .map((f) => join('scenarios', f));
// `npm start -- --verbose`: every reason and note printed whole, not cut to a count and the page.
const verbose = process.argv.slice(2).includes('--verbose');
process.exitCode = await start({ stdout: process.stdout, stderr: process.stderr }, { out: 'reports', scenarios, verbose });
