/**
 * `npm run bench` (after scripts/bench-chainmail.ts), or `npx tsx scripts/bench-battle.ts`:
 * battles on one thread, measured as CPU time, never asserted.
 *   battles – Monte Carlo battles per CPU second, 12 elements a side (the shipped d3h2
 *             Knights of the Realm against the Saxon Shieldwall, and hott2 armies), warm,
 *             on the line, on the board (`--field board`) and on the board laid with the
 *             defender's home terrain drawn for each battle (`--terrain forest`), the same armies;
 *   exact   – CPU time of prepare + exact() for one element a side and two a side.
 * Issue #35's target: at least 100,000 line battles of 12 elements a side per CPU second on one
 * core; issue #48's: at least 50,000 on the board with terrain.
 */
import { availableParallelism, loadavg } from 'node:os';
import { resolveMatchup } from '../src/core/matchup.js';
import type { RuleSystem } from '../src/core/system.js';
import { chunkRng } from '../src/rng/seed.js';
import { d3h2 } from '../src/rules/d3h2/index.js';
import { hott2 } from '../src/rules/hott2/index.js';
import { loadArmy } from '../src/scenario/army-file.js';

const TRIALS = Number(process.env.BATTLES ?? 200_000);
/** The board is slower: fewer battles keep the bench short (BOARD_BATTLES to change it). */
const BOARD_TRIALS = Number(process.env.BOARD_BATTLES ?? 10_000);

function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** Where the battles are fought: the line, the open board, the board laid with Forest anew for each battle. */
const GROUNDS = [
  { name: 'on the line', options: { field: 'line' }, target: 100_000 },
  // The board's default lays the defender's home terrain: named open ground here.
  { name: 'on the board', options: { field: 'board', terrain: 'open' }, target: 50_000 },
  { name: 'on the board in Forest', options: { field: 'board', terrain: 'forest' }, target: 50_000 },
] as const;

async function battlesPerSecond(system: RuleSystem, a: string, b: string, options: Readonly<Record<string, string>>): Promise<number> {
  const side = async (file: string) => ({ troop: file, conditions: {}, army: (await loadArmy(file, system.id)).army });
  const m = resolveMatchup(system, { system: system.id, combat: 'battle', attacker: await side(a), defender: await side(b), options });
  const { kernel } = system.prepare(m);
  const rng = chunkRng(1, 1n, 0);
  const trials = options['field'] === 'board' ? BOARD_TRIALS : TRIALS;
  for (let i = 0; i < trials / 10; i++) kernel.trial(rng); // every situation's table built
  let sink = 0;
  const ms = cpuMs(() => {
    for (let i = 0; i < trials; i++) sink += kernel.trial(rng);
  });
  if (sink < 0) console.log(sink);
  return (trials / ms) * 1000;
}

function exactMs(system: RuleSystem, a: string, b: string): number {
  // On the line, as these figures were first measured (the board is the default since F30).
  const m = resolveMatchup(system, { system: system.id, combat: 'battle', attacker: { troop: a, conditions: {} }, defender: { troop: b, conditions: {} }, options: { field: 'line' } });
  return cpuMs(() => {
    const { kernel } = system.prepare(m);
    kernel.exact?.();
  });
}

console.log(`oddsmith bench, battles · node ${process.version} · ${availableParallelism()} cores, load average ${loadavg().map((x) => x.toFixed(2)).join(' ')} · one thread, CPU time`);
for (const [system, a, b] of [
  [d3h2, 'armies/d3h2-knights-of-the-realm.yaml', 'armies/d3h2-shieldwall.yaml'],
  [d3h2, 'armies/d3h2-warband.yaml', 'armies/d3h2-blades-and-shooters.yaml'],
  [hott2, 'armies/hott2-knights-of-the-realm.yaml', 'armies/hott2-undead-horde.yaml'],
] as const) {
  for (const { name, options, target } of GROUNDS) {
    const rate = await battlesPerSecond(system, a, b, options);
    console.log(`battles  ${system.id} ${a.replace(/^armies\//, '')} v ${b.replace(/^armies\//, '')} ${name}: ${Math.round(rate).toLocaleString('en-US')} a CPU second (target ${target.toLocaleString('en-US')}: ${rate >= target ? 'meets target' : 'BELOW TARGET'})`);
  }
}
console.log(`exact    hott2 knights v blades: ${exactMs(hott2, 'knights', 'blades').toFixed(0)} ms CPU`);
console.log(`exact    hott2 knights+blades v blades+spears: ${exactMs(hott2, 'general:knights+blades', 'general:blades+spears').toFixed(0)} ms CPU`);
