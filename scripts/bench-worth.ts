/**
 * `npm run bench -- --only worth`: worth in an army and the plan game as whole commands from
 * the compiled bin (issue #49), their CPU time (every thread) and wall time, never asserted:
 *   battle  – a d3h2 battle answer with its plan game (25 pairs of plans, by default as many
 *             battles in all as the answer's) against the same answer without it;
 *   worth   – `balance d3h2 --battle` alone at 100 and 200 battles a matchup (their difference
 *             is the battles' own CPU, preparing the matchups costs the same at both), which
 *             estimates the default run (4,000 a matchup) against issue #49's target of 2
 *             minutes of wall on 2 cores; with --plans and with --break-even at 100, and their
 *             ratio to the run alone.
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

/** `balance d3h2 --battle` with `extra` at `trials` a matchup: its CPU and wall seconds and the battles it fought. */
function worth(extra: readonly string[], trials: number): { cpu: number; wall: number; battles: number } {
  const t = processTimes([bin, 'balance', 'd3h2', '--battle', ...extra, '--trials', String(trials), '--format', 'json'], root, true);
  return { cpu: t.cpu, wall: t.wall, battles: battlesOf(t.stdout) };
}

// The default estimated from two runs, at 100 and 200 a matchup: preparing the matchups costs the same at both, so the difference is the battles' own CPU.
const small = worth([], TRIALS);
const twice = worth([], 2 * TRIALS);
const perBattle = (twice.cpu - small.cpu) / (twice.battles - small.battles);
const defaultCpu = small.cpu + perBattle * small.battles * (DEFAULT_TRIALS / TRIALS - 1);
console.log(`worth   balance d3h2 --battle alone at ${TRIALS} and ${2 * TRIALS} a matchup: ${small.cpu.toFixed(1)} and ${twice.cpu.toFixed(1)} s CPU (${small.wall.toFixed(1)} and ${twice.wall.toFixed(1)} s wall) for ${small.battles.toLocaleString('en-US')} and ${twice.battles.toLocaleString('en-US')} battles: ${Math.round(1 / perBattle).toLocaleString('en-US')} battles a CPU second beyond preparing; at the default ${DEFAULT_TRIALS.toLocaleString('en-US')} about ${(defaultCpu / 60).toFixed(0)} CPU-min, at least ${(defaultCpu / 60 / CORES).toFixed(0)} min wall on ${CORES} cores (target 2 min wall: ${defaultCpu / 60 / CORES <= 2 ? 'met' : 'MISSED'})`);
for (const [what, extra] of [['--plans', ['--plans']], ['--break-even', ['--break-even']]] as const) {
  const t = worth(extra, TRIALS);
  console.log(`worth   balance d3h2 --battle ${what.padEnd(12)} at ${TRIALS} a matchup: ${t.battles.toLocaleString('en-US')} battles, ${t.cpu.toFixed(1)} s CPU (${(t.cpu / small.cpu).toFixed(1)}x alone), ${t.wall.toFixed(1)} s wall; at the default, about ${((t.cpu / small.cpu) * defaultCpu / 60).toFixed(0)} CPU-min at the same ratio to the run alone`);
}
