/**
 * `npm run bench -- --only worth`: worth in an army and the plan game as whole commands from
 * the compiled bin (issue #49), their CPU time (every thread) and wall time, never asserted:
 *   battle  – a d3h2 battle answer with its plan game (25 pairs of plans, by default as many
 *             battles in all as the answer's) against the same answer without it;
 *   worth   – `balance d3h2 --battle` as a designer runs it (each army under its best plan, at
 *             the default battles a matchup), against issue #49's target of 2 minutes of wall on
 *             2 cores, with how many of its worths are within +/-0.25 AP; then at 100 a matchup
 *             under one plan (`--plans line`), at its best (the default), under every plan
 *             (`--plans every`) and with --break-even, and each one's ratio to the one plan.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processTimes } from './startup-cpu.js';
import { WORTH_BATTLES } from '../src/core/trials-and-seed.js';

const root = process.cwd();
const bin = join(root, 'bin/oddsmith.js');
const TRIALS = 100;
const CORES = 2;

const battle = [bin, 'battle', 'd3h2', 'armies/d3h2-knights-of-the-realm.yaml', 'armies/d3h2-shieldwall.yaml', '--trials', '2000', '--format', 'json'];
const alone = processTimes([...battle, '--plan-trials', '0']);
const withGame = processTimes(battle);
console.log(`battle  d3h2 Knights of the Realm v Shieldwall, 2,000 battles: ${alone.cpu.toFixed(1)} s CPU alone, ${withGame.cpu.toFixed(1)} s with its plan game (25 pairs, 80 battles each): ${(withGame.cpu / alone.cpu).toFixed(2)}x`);

/** A worth run's battles, read from its JSON's method line ('Monte Carlo, 80,700 battles over ...', then the break-even search's, if any). */
function battlesOf(json: string): number {
  const method = String((JSON.parse(json) as { method?: string }).method ?? '');
  const figure = (m: RegExpMatchArray | null): number => Number((m?.[1] ?? '0').replaceAll(',', ''));
  return figure(method.match(/^Monte Carlo, ([\d,]+) battles/)) + figure(method.match(/and ([\d,]+) battles over \d+ matchups of the break-even search/));
}

/** `balance d3h2 --battle` with `extra` (at `trials` a matchup, or the default): its CPU and wall seconds, the battles it fought, and its worths within the target and in all. */
function worth(extra: readonly string[], trials?: number): { cpu: number; wall: number; battles: number; within: number; types: number; json: string } {
  const t = processTimes([bin, 'balance', 'd3h2', '--battle', ...extra, ...(trials === undefined ? [] : ['--trials', String(trials)]), '--format', 'json'], root, true);
  const troops = (JSON.parse(t.stdout) as { troops: { worth: number | null; short: unknown }[] }).troops.filter((x) => x.worth !== null);
  return { cpu: t.cpu, wall: t.wall, battles: battlesOf(t.stdout), within: troops.filter((x) => x.short === null).length, types: troops.length, json: t.stdout };
}

const n = (x: number): string => x.toLocaleString('en-US');
const byDefault = worth([]);
// The default's answer kept beside, for the verdicts it gave (not part of the figures).
const kept = join(tmpdir(), 'oddsmith-bench-worth-default.json');
writeFileSync(kept, byDefault.json);
console.log(`worth   balance d3h2 --battle at the default ${n(WORTH_BATTLES)} a matchup: ${n(byDefault.battles)} battles, ${byDefault.cpu.toFixed(1)} s CPU, ${byDefault.wall.toFixed(1)} s wall (${Math.round(byDefault.battles / byDefault.cpu).toLocaleString('en-US')} battles a CPU second, preparing included); ${byDefault.within} of ${byDefault.types} worths within +/-0.25 AP; at least ${(byDefault.cpu / CORES / 60).toFixed(1)} min wall on ${CORES} cores (target 2 min wall: ${byDefault.cpu / CORES / 60 <= 2 ? 'met' : 'MISSED'})`);
console.error(`bench-worth: the default's answer is in ${kept}`);
const onePlan = worth(['--plans', 'line'], TRIALS);
console.log(`worth   balance d3h2 --battle --plans line   at ${TRIALS} a matchup: ${n(onePlan.battles)} battles, ${onePlan.cpu.toFixed(1)} s CPU, ${onePlan.wall.toFixed(1)} s wall`);
for (const [what, extra] of [['(best play)', []], ['--plans every', ['--plans', 'every']], ['--break-even', ['--break-even']]] as const) {
  const t = worth(extra, TRIALS);
  console.log(`worth   balance d3h2 --battle ${what.padEnd(15)} at ${TRIALS} a matchup: ${n(t.battles)} battles, ${t.cpu.toFixed(1)} s CPU (${(t.cpu / onePlan.cpu).toFixed(2)}x one plan), ${t.wall.toFixed(1)} s wall`);
}
