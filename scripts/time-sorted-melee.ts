/**
 * `npx tsx scripts/time-sorted-melee.ts`: wall time of the exact LOW melee round
 * (src/rules/low/sorted-melee.ts) on a few pool sizes, and the Monte Carlo trial's rate.
 * Each case is run once cold (the first call in a fresh process pays for compilation), then
 * WARM_UP times untimed, then REPEATS times; the median of the repeats is reported, with min
 * and max, since the machine may be busy. Nothing here is asserted.
 */
import { availableParallelism, loadavg } from 'node:os';
import { chunkRng } from '../src/rng/seed.js';
import { convertedDice, plainDice, sortedMeleeExact, type DieClass, type SortedMeleeRules } from '../src/rules/low/sorted-melee.js';
import { createSortedMeleeTrial } from '../src/rules/low/sorted-melee-trial.js';
import { COVER, INFERIOR_FACES } from '../src/rules/low/troops.js';

const REPEATS = Number(process.env.REPEATS ?? 21);
const WARM_UP = 3;
const elves = (n: number): DieClass => convertedDice(n, INFERIOR_FACES);
const stone = (n: number): DieClass => convertedDice(n, COVER[2].faces);
const woods = (n: number): DieClass => convertedDice(n, COVER[0].faces);

const CASES: readonly (readonly [string, readonly DieClass[], readonly DieClass[], SortedMeleeRules])[] = [
  ['12 v 12 plain', [plainDice(12)], [plainDice(12)], {}],
  ['24 v 24 plain', [plainDice(24)], [plainDice(24)], {}],
  ['12 v 12 mixed, 2 classes a side (10 plain + 2 elves v 8 plain + 4 stone)', [plainDice(10), elves(2)], [plainDice(8), stone(4)], {}],
  ['12 v 12 mixed, 2 classes a side (6 plain + 6 elves v 6 plain + 6 stone)', [plainDice(6), elves(6)], [plainDice(6), stone(6)], {}],
  ['12 v 12 mixed, 3 classes a side (4 + 4 + 4 each)', [plainDice(4), elves(4), { count: 4, weights: [1, 2, 3, 4, 5, 6] }], [plainDice(4), stone(4), woods(4)], {}],
  ['24 v 24 plain, defender-six-extra', [plainDice(24)], [plainDice(24)], { defenderSix: 'defender-six-extra' }],
  ['24 v 24 mixed, 2 classes a side (20 + 4 each)', [plainDice(20), elves(4)], [plainDice(20), stone(4)], {}],
  ['36 v 12 plain (surplus capped at 12)', [plainDice(36)], [plainDice(12)], {}],
];

const ms = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;
const fmt = (x: number): string => (x < 10 ? x.toFixed(2) : x.toFixed(1));

console.log(`node ${process.version}, ${availableParallelism()} cores, load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}; ${REPEATS} repeats`);
console.log('case | cold ms | median ms | min | max | configs A x D | cells per buffer | |sum - 1|');
for (const [name, attacker, defender, rules] of CASES) {
  let start = process.hrtime.bigint();
  let result = sortedMeleeExact(attacker, defender, rules);
  const cold = ms(start);
  for (let i = 0; i < WARM_UP; i++) sortedMeleeExact(attacker, defender, rules);
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    start = process.hrtime.bigint();
    result = sortedMeleeExact(attacker, defender, rules);
    times.push(ms(start));
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] as number;
  const total = result.probs.reduce((s, p) => s + p, 0);
  const { attackerConfigs, defenderConfigs, cells } = result.stats;
  console.log(
    `${name} | ${fmt(cold)} | ${fmt(median)} | ${fmt(times[0] as number)} | ${fmt(times[times.length - 1] as number)} | ${attackerConfigs} x ${defenderConfigs} | ${cells} | ${Math.abs(total - 1).toExponential(1)}`,
  );
}

// The Monte Carlo trial, for scale: trials per second on one thread (rng.d6() per die).
const TRIALS = 2_000_000;
for (const [name, attacker, defender] of [CASES[0], CASES[2]].flatMap((c) => (c ? [c] : []))) {
  const t = createSortedMeleeTrial(attacker, defender);
  const rng = chunkRng(1, 0n, 0);
  let sink = 0;
  for (let i = 0; i < 100_000; i++) sink += t.trial(rng);
  const start = process.hrtime.bigint();
  for (let i = 0; i < TRIALS; i++) sink += t.trial(rng);
  const seconds = ms(start) / 1000;
  console.log(`trial ${name}: ${(TRIALS / seconds / 1e6).toFixed(2)} M trials/s (checksum ${sink % 1000})`);
}
