/**
 * `npm run bench -- --only worth`: worth in an army and the plan game as whole commands from
 * the compiled bin (issue #49), their CPU time (every thread) and wall time, never asserted:
 *   battle  – a d3h2 battle answer with its plan game (25 pairs of plans, by default as many
 *             battles in all as the answer's) against the same answer without it;
 *   worth   – `balance d3h2 --battle` at 100 battles a matchup, alone, with --plans and with
 *             --break-even: battles a CPU second, and the default run (4,000 a matchup)
 *             estimated from them, against issue #49's target of 2 minutes of wall on 2 cores.
 */
import { join } from 'node:path';
import { processTimes } from './startup-cpu.js';

const root = process.cwd();
const bin = join(root, 'bin/oddsmith.js');
const TRIALS = 100;
const DEFAULT_TRIALS = 4000;
const CORES = 2;

const battle = [bin, 'battle', 'd3h2', 'armies/d3h2-knights-of-the-realm.yaml', 'armies/d3h2-shieldwall.yaml', '--trials', '2000', '--format', 'json'];
const alone = processTimes([...battle, '--plan-trials', '0']);
const withGame = processTimes(battle);
console.log(`battle  d3h2 Knights of the Realm v Shieldwall, 2,000 battles: ${alone.cpu.toFixed(1)} s CPU alone, ${withGame.cpu.toFixed(1)} s with its plan game (25 pairs, 80 battles each): ${(withGame.cpu / alone.cpu).toFixed(2)}x`);

/** A worth run's battles, read from its JSON's method line ('Monte Carlo, 80,700 battles over ...'). */
function battlesOf(json: string): number {
  const method = String((JSON.parse(json) as { method?: string }).method ?? '');
  return [...method.matchAll(/([\d,]+) battles/g)].reduce((s, m) => s + Number((m[1] ?? '0').replaceAll(',', '')), 0);
}

for (const [what, extra] of [['alone', []], ['--plans', ['--plans']], ['--break-even', ['--break-even']]] as const) {
  const t = processTimes([bin, 'balance', 'd3h2', '--battle', ...extra, '--trials', String(TRIALS), '--format', 'json'], root, true);
  const battles = battlesOf(t.stdout);
  const scale = DEFAULT_TRIALS / TRIALS;
  const cpuDefault = (t.cpu * scale) / 60;
  console.log(`worth   balance d3h2 --battle ${what.padEnd(12)} ${TRIALS} a matchup: ${battles.toLocaleString('en-US')} battles, ${t.cpu.toFixed(1)} s CPU (${Math.round(battles / t.cpu).toLocaleString('en-US')} a CPU second), ${t.wall.toFixed(1)} s wall; at the default ${DEFAULT_TRIALS.toLocaleString('en-US')}: about ${cpuDefault.toFixed(0)} CPU-min, at least ${(cpuDefault / CORES).toFixed(0)} min wall on ${CORES} cores (target 2 min wall: ${cpuDefault / CORES <= 2 ? 'met' : 'MISSED'})`);
}
