/**
 * `npm run bench`: runs every bench script, each as a process of its own from the compiled
 * `.bench/` tree, shows its output, and writes docs/benchmarks.md whole from what they
 * printed, each section stamped with its date, the machine (CPU model, cores, Node) and the
 * load average when it began and ended. The file is generated, never edited by hand.
 *
 *   npm run bench                      every section
 *   npm run bench -- --only low,battle those sections again; the others are kept as they were
 *   npm run bench -- --save            also records bench.ts's ratios in scripts/bench-baseline.json
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

interface Section {
  readonly id: string;
  readonly title: string;
  readonly script: string;
  /** What the section measures, in a sentence. */
  readonly what: string;
}

const SECTIONS: readonly Section[] = [
  { id: 'kernel', title: 'Monte Carlo kernel and dice', script: 'bench.js', what: 'Trial rates of the opposed-d6 kernel (HOTT Knights charging Spears) against the honest limit (one generator word a trial, the dice free), a naive Math.random loop and the worker pool; dice by `fillDice` against `rng.d6()`; the start-up of a one-line `matchup` against `node -e 0` in CPU time.' },
  { id: 'low', title: 'Little Orc Wars', script: 'bench-low.js', what: 'Exact melee rounds and engagements, Monte Carlo melee rounds and engagements a CPU second (one thread), and how exact cost grows with group size.' },
  { id: 'chainmail', title: 'Chainmail', script: 'bench-chainmail.js', what: 'Exact engagements, the six classes at 60 points, Monte Carlo engagements a CPU second, the Fantasy Combat Table and the joust solve (one thread, CPU time).' },
  { id: 'battle', title: 'Battles', script: 'bench-battle.js', what: 'Monte Carlo battles of the shipped 12-to-14-element armies a CPU second on one thread, on the line, on the open board and on the board laid with Forest anew for each battle (the same armies, deployed the same way), and exact line battles of one and two elements a side.' },
  { id: 'sweep', title: 'The d3h2 exact sweep', script: 'time-d3h2-sweep.js', what: 'Every d3h2 element against every other under six condition sets, exact, as `run` computes it, cold and warm, wall and CPU time.' },
  { id: 'reports', title: 'Report writing against computing', script: 'bench-reports.js', what: 'Each shipped scenario in a process of its own: the CPU time of writing its report against computing it.' },
  { id: 'worth', title: 'Worth in an army and the plan game', script: 'bench-worth.js', what: "A battle answer with and without its plan game, `balance d3h2 --battle` as a designer runs it (each army under its best plan, the default battles a matchup: issue #49's target is 2 minutes of wall on 2 cores), and at 100 battles a matchup under one plan, at its best, under every plan and with --break-even, as whole commands from the compiled bin: CPU time (every thread), wall time, battles a CPU second." },
  { id: 'commands', title: 'Whole commands', script: 'bench-commands.js', what: 'Whole commands from the compiled bin, their CPU time (every thread) in "limits" (the CPU time of the limit loop\'s 10^9 words, run in the same section) beside wall time; `balance low` on two workers against one.' },
];

const FILE = 'docs/benchmarks.md';
const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? new Set((args[onlyAt + 1] ?? '').split(',').filter(Boolean)) : null;
const unknown = only ? [...only].filter((id) => !SECTIONS.some((s) => s.id === id)) : [];
if (only && (only.size === 0 || unknown.length > 0)) {
  console.error(`bench: --only takes section ids separated by commas, of ${SECTIONS.map((s) => s.id).join(', ')}${unknown.length ? ` (not ${unknown.join(', ')})` : ''}`);
  process.exit(2);
}

const load = (): string => loadavg().map((x) => x.toFixed(2)).join(' ');
const machine = (): string => {
  const cores = cpus();
  return `${cores[0]?.model.trim() ?? 'unknown CPU'}, ${cores.length} cores, Node ${process.version}, ${process.platform}`;
};

/** What a section measured: when, on what, at what load, and what its script printed. */
interface Measured {
  readonly stamp: string;
  readonly output: string;
}

/** The sections already in the file, by id: kept when --only names others. */
const kept = new Map<string, Measured>();
if (existsSync(FILE)) {
  const section = /<!-- section: (\w+) -->\n[\s\S]*?^(Measured .*)$[\s\S]*?^All it printed:\n\n```text\n([\s\S]*?)\n```\n[\s\S]*?<!-- end: \1 -->/gm;
  for (const [, id = '', stamp = '', output = ''] of readFileSync(FILE, 'utf8').matchAll(section)) kept.set(id, { stamp, output });
}

function measure(section: Section): Measured {
  const began = new Date();
  const loadBefore = load();
  const extra = section.id === 'kernel' && args.includes('--save') ? ['--save'] : [];
  console.log(`\n== ${section.title} (.bench/scripts/${section.script})`);
  const run = spawnSync(process.execPath, [join('.bench/scripts', section.script), ...extra], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  process.stdout.write(run.stdout ?? '');
  if (run.status !== 0) {
    console.error(`bench: ${section.script} failed (exit ${run.status ?? run.signal}); its section of ${FILE} not written`);
    process.exit(1);
  }
  const stamp = `Measured ${began.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${((Date.now() - began.getTime()) / 1000).toFixed(0)} s, on ${machine()}; load average ${loadBefore} at the start, ${load()} at the end.`;
  return { stamp, output: (run.stdout ?? '').trimEnd() };
}

/** A line that compares two things measured in the same run: "1.49x one thread", "96% of the limit", "29.3 limits". */
const RATIO = /\d(?:\.\d+)?x\b|\d% of\b|\blimits\b/;

function render(section: Section, measured: Measured | undefined): string {
  if (!measured) return `## ${section.title}\n\nNot measured yet: \`npm run bench -- --only ${section.id}\`.\n\n`;
  const ratios = measured.output.split('\n').filter((line) => RATIO.test(line)).map((line) => line.trim());
  const headline = ratios.length > 0 ? `Ratios within this section's run:\n\n\`\`\`text\n${ratios.join('\n')}\n\`\`\`\n\n` : '';
  return `## ${section.title}\n\n${section.what}\n\n${measured.stamp}\n\n${headline}All it printed:\n\n\`\`\`text\n${measured.output}\n\`\`\`\n\n`;
}

const head = `# Benchmarks

Written by \`npm run bench\` (scripts/bench-all.ts); do not edit by hand. \`npm run bench -- --only ${SECTIONS.map((s) => s.id).join(',')}\`
measures the sections named (any of them) and keeps the others.

The figures may come from a shared machine whose load varies: read the **ratios** each section
measures within one run (kernel against limit, workers against one thread, a command in
limits, writing against computing), not seconds across sections or runs. Each section says
when it ran, on what, and the load average at its start and end; CPU time is given beside
wall time where both are measured (a wait for a busy core is no work of ours).

`;
const results = new Map(kept);
const write = (): void => writeFileSync(FILE, head + SECTIONS.map((s) => `<!-- section: ${s.id} -->\n${render(s, results.get(s.id))}<!-- end: ${s.id} -->\n`).join('\n'));
// The file is written after each section, so a long run stopped part way keeps what it measured.
for (const s of SECTIONS.filter((s) => !only || only.has(s.id))) {
  results.set(s.id, measure(s));
  write();
}
console.log(`\nwrote ${FILE}`);
