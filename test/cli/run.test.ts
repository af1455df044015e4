import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, type CliRun } from './run-cli.js';
import { tempDir } from '../temp-dir.js';

const work = tempDir('run');
const scenario = join(work, 'small.yaml');
const sampled = join(work, 'sampled.yaml');
writeFileSync(
  scenario,
  `name: small
title: Small sweep
system: hott2
attackers: [knights, heroes, shooters]
defenders: [spears, blades, heroes]
conditions:
  - name: open ground
  - name: defender uphill
    b: { uphill: true }
  - name: shooting
    combat: shooting
method: exact
`,
);
writeFileSync(sampled, readFileSync(scenario, 'utf8').replace('name: small', 'name: sampled').replace('method: exact', 'method: mc\ntrials: 50000\nseed: 11'));

type Row = Record<string, string>;
const rows = (file: string): Row[] => parse(readFileSync(file, 'utf8'), { columns: true }) as Row[];

let exactRun: CliRun;
let called = 0;
let returned = 0;
beforeAll(async () => {
  called = Date.now();
  exactRun = await cli('run', scenario, '--out', join(work, 'out'));
  returned = Date.now();
});

describe('oddsmith run', () => {
  it('writes the report folder and prints only a summary on stdout', async () => {
    expect(exactRun.code).toBe(0);
    expect(exactRun.stdout).toMatch(/^small: 21 results \(exact\), 6 matchups skipped \(the rules do not allow them\); computed in [\d.]+ s, written in [\d.]+ s\s+-> .*small\/index\.html\n1 report planned in [\d.]+ s and written in [\d.]+ s in all/);
    const dir = join(work, 'out', 'small');
    expect(readdirSync(dir).sort()).toEqual(['charts', 'index.html', 'manifest.json', 'outcomes.csv', 'summary.csv']);
    expect(readdirSync(join(work, 'out')).filter((f) => f.startsWith('.'))).toEqual([]); // no partial folders left
  });

  it('counts its Monte Carlo in the unit of the work, the sampled results alone, at a rate never written 0 (issue #47)', async () => {
    // One side of one type (exact under auto) and one mixed group (Monte Carlo), fought as engagements.
    const mixed = join(work, 'mixed.yaml');
    writeFileSync(mixed, 'name: mixed\ntitle: Mixed\nsystem: low\nattackers: [3*infantry, 4*infantry+2*elves]\ndefenders: [3*elves]\nconditions:\n  - name: engagement\n    combat: engagement\nmethod: auto\ntrials: 2000\n');
    const run = await cli('run', mixed, '--out', join(work, 'mixed-out'), '--workers', '1');
    expect(run.code, run.stderr).toBe(0);
    const positive = String.raw`(?:0\.0*[1-9]\d*|[1-9][\d,.]*)M?`;
    expect(run.stdout).toMatch(new RegExp(String.raw`^mixed: 2 results \(1 exact, 1 by Monte Carlo: 2,000 engagements at ${positive} engagements/s\);`));
    expect(run.stdout).toMatch(new RegExp(String.raw`; Monte Carlo ${positive} engagements/s on 1 worker\n$`));
  });

  it('outcomes.csv: the contract columns first, one row per matchup x condition x side x outcome with a chance', async () => {
    const file = join(work, 'out', 'small', 'outcomes.csv');
    const header = readFileSync(file, 'utf8').split('\n')[0];
    expect(header?.startsWith('system,scenario,condition,attacker,defender,method,trials,seed,side,outcome,probability,ci_low,ci_high')).toBe(true);
    // 3 x 3 close-combat matchups in 2 sets + 1 x 3 shooting matchups (Shooters), 2 sides, each
    // side's outcomes summing to 1: an exact result's impossible outcomes are left out (issue #34).
    const sums = new Map<string, number>();
    for (const r of rows(file)) sums.set(`${r['condition']} ${r['attacker']} ${r['defender']} ${r['side']}`, (sums.get(`${r['condition']} ${r['attacker']} ${r['defender']} ${r['side']}`) ?? 0) + Number(r['probability']));
    expect(sums.size).toBe((9 * 2 + 3) * 2);
    for (const sum of sums.values()) expect(sum).toBeCloseTo(1, 12);
    expect(rows(file).every((r) => Number(r['probability']) > 0)).toBe(true);
    expect(rows(file).every((r) => r['ci_low'] === '' && r['ci_high'] === '' && r['trials'] === '' && r['seed'] === '')).toBe(true);
  });

  it('summary.csv: one row per matchup x condition with wins, ties, doublings and risks', async () => {
    const summary = rows(join(work, 'out', 'small', 'summary.csv'));
    expect(summary).toHaveLength(21);
    const knightsSpears = summary.find((r) => r['condition'] === 'open ground' && r['attacker'] === 'knights' && r['defender'] === 'spears');
    // Knights +3 v Spears +4: difference -1, so 10 wins, 5 ties, 21 losses of 36.
    expect(Number(knightsSpears?.['attacker_wins'])).toBeCloseTo(10 / 36, 12);
    expect(Number(knightsSpears?.['ties'])).toBeCloseTo(5 / 36, 12);
    expect(Number(knightsSpears?.['defender_wins'])).toBeCloseTo(21 / 36, 12);
  });

  it('an exact sweep gives the same numbers as `matchup --method exact`', async () => {
    const sweep = rows(join(work, 'out', 'small', 'outcomes.csv'));
    for (const [condition, a, d, flags] of [
      ['open ground', 'heroes', 'blades', []],
      ['defender uphill', 'knights', 'spears', ['--b', 'uphill']],
      ['shooting', 'shooters', 'heroes', ['--combat', 'shooting']],
    ] as const) {
      const single = JSON.parse((await cli('matchup', 'hott2', a, d, '--method', 'exact', '--format', 'json', ...flags)).stdout);
      for (const side of ['attacker', 'defender'] as const) {
        for (const [outcome, p] of Object.entries(single.outcomes[side])) {
          const row = sweep.find((r) => r['condition'] === condition && r['attacker'] === a && r['defender'] === d && r['side'] === side && r['outcome'] === outcome);
          expect(Number(row?.['probability'] ?? 0), `${condition} ${a} v ${d} ${side} ${outcome}`).toBe(p);
        }
      }
    }
  });

  it('charts are SVG files, one heatmap per condition set', async () => {
    const charts = readdirSync(join(work, 'out', 'small', 'charts'));
    expect(charts.filter((c) => c.startsWith('heatmap-'))).toHaveLength(3);
    for (const chart of charts) {
      const doc = new JSDOM(readFileSync(join(work, 'out', 'small', 'charts', chart), 'utf8'), { contentType: 'image/svg+xml' }).window.document;
      expect(doc.querySelector('parsererror'), chart).toBeNull();
      expect(doc.documentElement.tagName).toBe('svg');
    }
  });

  it('manifest.json records version, scenario hash, method per matchup and timing', async () => {
    const m = JSON.parse(readFileSync(join(work, 'out', 'small', 'manifest.json'), 'utf8'));
    expect(m.oddsmith).toMatch(/^\d+\.\d+\.\d+/);
    expect(m.scenario.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(m.methods).toEqual({ exact: 21 });
    expect(m.skipped).toHaveLength(6);
    // The run's own clock lies within the test's, and the duration is exactly its span.
    const [started, finished] = [Date.parse(m.startedAt), Date.parse(m.finishedAt)];
    expect(started).toBeGreaterThanOrEqual(called);
    expect(finished).toBeGreaterThanOrEqual(started);
    expect(finished).toBeLessThanOrEqual(returned);
    expect(m.durationSeconds).toBe((finished - started) / 1000);
    expect(m.files).toContain('index.html');
  });

  it('Monte Carlo sweeps are byte-identical for the same seed, on 1 or 2 workers, or without --workers', async () => {
    const a = await cli('run', sampled, '--out', join(work, 'mc1'), '--workers', '1');
    const b = await cli('run', sampled, '--out', join(work, 'mc2'), '--workers', '2');
    const c = await cli('run', sampled, '--out', join(work, 'mc0'));
    expect([a.code, b.code, c.code]).toEqual([0, 0, 0]);
    for (const f of ['outcomes.csv', 'summary.csv']) {
      expect(readFileSync(join(work, 'mc2', 'sampled', f), 'utf8')).toBe(readFileSync(join(work, 'mc1', 'sampled', f), 'utf8'));
      expect(readFileSync(join(work, 'mc0', 'sampled', f), 'utf8')).toBe(readFileSync(join(work, 'mc1', 'sampled', f), 'utf8'));
    }
    expect(b.stdout).toMatch(/ [\d.,]+M? trials\/s on 2 workers\n$/);
    // Without --workers the pool starts once the run has taken 0.3 s of this thread (lazy-pool.ts,
    // whose test covers both sides with budgets of its own): on a busy machine even this small
    // run may pass it, so either summary is right; the counts above are the same either way.
    expect(c.stdout).toMatch(/ [\d.,]+M? trials\/s (in one thread \(too little work to start workers\)|on \d+ workers?)\n$/);
    const first = rows(join(work, 'mc1', 'sampled', 'outcomes.csv'))[0];
    expect(first?.['method']).toBe('mc');
    expect(first?.['trials']).toBe('50000');
    expect(first?.['seed']).toBe('11');
    expect(Number(first?.['ci_low'])).toBeLessThanOrEqual(Number(first?.['probability']));
  });

  it('refuses a bad scenario with one line naming the file, field and line, and writes nothing', async () => {
    const broken = join(work, 'broken.yaml');
    writeFileSync(broken, readFileSync(scenario, 'utf8').replace('name: small', 'name: broken').replace('{ uphill: true }', '{ uphill: maybe }'));
    const r = await cli('run', broken, '--out', join(work, 'out'));
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/broken\.yaml: conditions\[1\]\.b\.uphill \(line 9\): defender condition uphill must be true or false/);
    expect(existsSync(join(work, 'out', 'broken'))).toBe(false);
  });
});

describe('quiet by default (issue #23)', () => {
  it('shipped scenarios print at most one stderr line each: the count of their notes, which the report lists', async () => {
    const names = ['hott2-open', 'hott2-ranged', 'low-missile'];
    // hott2-ranged at 20,000 trials a matchup, not its million: the notes are the conditions'
    // (what the rules read), whatever the trials.
    const r = await cli('run', ...names.map((n) => join('scenarios', `${n}.yaml`)), '--trials', '20000', '--out', join(work, 'quiet'));
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stderr.split('\n').filter((l) => l.length > 0);
    expect(lines.length).toBeLessThanOrEqual(names.length);
    for (const line of lines) expect(line).toMatch(/^[a-z0-9-]+: \d+ notes? \(conditions that change nothing in some matchups\)/);
    // hott2-ranged's notes are in its report's method section, every one.
    const counted = Number(/^hott2-ranged: (\d+) notes?/m.exec(r.stderr)?.[1]);
    const page = readFileSync(join(work, 'quiet', 'hott2-ranged', 'index.html'), 'utf8');
    expect(counted).toBeGreaterThan(0);
    expect(page.match(/has no effect on/g)?.length ?? 0).toBeGreaterThanOrEqual(counted);
  });
});

describe('the difference view (issue #23)', () => {
  it('a what-if set gets a chart of variant minus base; only what the overlay reaches changes', async () => {
    const r = await cli('run', join('scenarios', 'd3h2-knights-what-if.yaml'), '--out', join(work, 'what-if'));
    expect(r.code, r.stderr).toBe(0);
    const svg = readFileSync(join(work, 'what-if', 'd3h2-knights-what-if', 'charts', 'difference-what-if-good-going.svg'), 'utf8');
    expect(svg).toContain('Change in the attacker');
    const { d3h2 } = await import('../../src/rules/d3h2/index.js');
    const category = new Map(d3h2.rows.map((row) => [row.id, row.category]));
    // Each cell's tooltip: "Knights v <defender>: net edge <change> from …" (the change to two decimals).
    const idOf = new Map(d3h2.rows.map((row) => [row.name, row.id]));
    const changes = [...svg.matchAll(/<title>Knights v (.+?): net edge ([+\u2212]?[\d.]+) from /g)].map(([, name = '', edge = '']) => ({ defender: idOf.get(name) ?? name, edge: Number(edge.replace('\u2212', '-')) }));
    expect(changes).toHaveLength(d3h2.rows.length);
    const moved = changes.filter((c) => c.edge !== 0);
    // +4 instead of +3 against Foot (and a Camp or Stronghold): the Knights' edge can only rise, and only there.
    expect(moved.length).toBeGreaterThan(5);
    for (const c of moved) expect(['foot', 'camp', 'stronghold'], c.defender).toContain(category.get(c.defender));
    for (const c of moved) expect(c.edge, c.defender).toBeGreaterThan(0);
    expect(readFileSync(join(work, 'what-if', 'd3h2-knights-what-if', 'index.html'), 'utf8')).toContain('What the overlay changes: what-if, good going minus as written, good going');
  });
});
