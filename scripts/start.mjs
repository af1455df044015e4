/**
 * `npm start`, the main job: the explorer page into reports/explorer, every shipped scenario
 * into reports/ (battles too), the Chainmail joust solved as a game, then a balance report for
 * every listed system whose types have costs (D3H2's with each type's worth in battles); each
 * report links to the explorer. One process, so start-up is paid once; the compiled code when
 * dist/ is current (dist-current.mjs: after `npm ci` it is), else the sources through tsx,
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
/** @type {typeof import('../src/cli/main.js')} */
const { main } = await import(new URL('cli/main.js', base).href);
/** @type {typeof import('../src/rules/registry.js')} */
const { loadSystems, SYSTEM_IDS, UNLISTED } = await import(new URL('rules/registry.js', base).href);
const io = { stdout: process.stdout, stderr: process.stderr };
const scenarios = readdirSync('scenarios')
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .map((f) => join('scenarios', f));
// The explorer first, so every report written after it links to it.
let code = await main(['explore', '--out', 'reports/explorer'], io);
if (code === 0) code = await main(['run', ...scenarios], io);
if (code === 0) {
  process.stdout.write('\njoust-strategy:\n');
  code = await main(['joust-strategy', '--out', 'reports'], io);
}
for (const system of (await loadSystems(SYSTEM_IDS)).filter((s) => !UNLISTED.has(s.id) && s.rows.some((r) => r.cost !== null))) {
  if (code !== 0) break;
  process.stdout.write(`\nbalance ${system.id}:\n`);
  // D3H2's balance report also prices each type in whole battles of the shipped armies
  // (`--battle`; AP are D3H2's, which hott2 and hott25 borrow), at half the battles the
  // command runs by default: the default would double the largest part of npm start's CPU.
  // The page and the terminal say the verdicts rest on 2,000 battles a matchup, not the
  // default 4,000, and mark with '?' each verdict a default run could turn (issue #47).
  const battle = system.id === 'd3h2' ? ['--battle', '--trials', '2000'] : [];
  code = await main(['balance', system.id, ...battle, '--out', 'reports'], io);
}
process.exitCode = code;
