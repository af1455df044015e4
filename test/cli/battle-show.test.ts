import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frontPageHtml } from '../../src/report/front-page.js';
import { cli } from './run-cli.js';

// Issue #48, "A battle a reader can watch": `battle ... --field board --show N` draws battle N
// of its own seeded stream bound by bound: its account after the answer, or with --out a
// report folder (the SVG strip, the account, a page).
const A = 'general:blades+2*riders+3*blades';
const B = 'general:spears+4*spears';
const SHOW = ['battle', 'hott2', A, B, '--field', 'board'] as const;
/**
 * A few battles a pair of plans: the shown battle is drawn from its own stream, whatever the
 * plan game; by default the game (100 battles a pair at least) would be most of this file's time.
 */
const FEW_PLAN_TRIALS = ['--plan-trials', '4'] as const;

/** The account printed after the answer: from its first line ('Battle N (seed ...') on. */
const accountOf = (stdout: string): string => stdout.slice(stdout.indexOf('\nBattle ') + 1);

describe('battle --show', () => {
  it('prints the account of one battle after the answer, the same for a seed whatever the workers and trials', async () => {
    const [one, two, other] = await Promise.all([
      cli(...SHOW, ...FEW_PLAN_TRIALS, '--show', '2', '--seed', '7', '--trials', '100'),
      cli(...SHOW, ...FEW_PLAN_TRIALS, '--show', '2', '--seed', '7', '--workers', '2', '--trials', '150'),
      cli(...SHOW, ...FEW_PLAN_TRIALS, '--show', '2', '--seed', '8', '--trials', '100'),
    ]);
    for (const r of [one, two, other]) expect(r.code, r.stderr).toBe(0);
    const account = accountOf(one.stdout);
    expect(account).toMatch(/^Battle 2 \(seed 7, drawn from its own stream\): (Army A win in bound \d+|Army B win in bound \d+|a draw after \d+ bounds)\. A is Army A, B is Army B\.\n/);
    expect(account).toMatch(/\nbound 1: B, [1-6] PIPs?; lost by its end: A 0, B 0\n/);
    expect(account).toMatch(/\n {2}close combat: .+ \(A\) v .+ \(B\), /);
    expect(accountOf(two.stdout)).toBe(account);
    expect(accountOf(other.stdout)).not.toBe(account);
    // The last bound it lists is the one the battle was decided in.
    const decided = /win in bound (\d+)/.exec(account)?.[1];
    const bounds = [...account.matchAll(/^bound (\d+):/gm)].map((m) => Number(m[1]));
    if (decided) expect(bounds.at(-1)).toBe(Number(decided));
    expect(bounds).toEqual(bounds.map((_, i) => i + 1));
  });

  it('refuses in one sentence what it cannot do', async () => {
    const line = await cli('battle', 'hott2', A, B, '--show', '1', '--trials', '100', '--field', 'line');
    expect(line.code).toBe(2);
    expect(line.stderr).toContain('--show draws a battle on the board: leave out --field line');
    const out = await cli(...SHOW, '--out', join(tmpdir(), 'never-written'), '--trials', '100');
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('--out writes a battle drawn by --show: add --show N');
    const json = await cli(...SHOW, '--show', '1', '--format', 'json', '--trials', '100');
    expect(json.code).toBe(2);
    expect(json.stderr).toContain('--show with --format json writes its battle to a folder: add --out DIR');
    const terrain = await cli('battle', 'hott2', A, B, '--terrain', 'forest', '--trials', '100', '--field', 'line');
    expect(terrain.code).toBe(2);
    expect(terrain.stderr).toContain("terrain 'forest' cannot be laid on the line: terrain pieces need the board (leave out --field line)");
    const unknown = await cli(...SHOW, '--terrain', 'forrest', '--trials', '100');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("option terrain must be one of home, open, arable, forest, hilly, steppe, dry, tropical, littoral, got 'forrest'");
    const exact = await cli(...SHOW, '--terrain', 'forest', '--method', 'exact');
    expect(exact.code).toBe(2);
    expect(exact.stderr).toContain('its terrain is laid anew for each battle');
    for (const r of [line, out, json, terrain, unknown, exact]) expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('on a home terrain, says what is laid and counts the losses on it; the shown battle lists its features, the same on any worker count', async () => {
    const [one, two] = await Promise.all([
      cli(...SHOW, ...FEW_PLAN_TRIALS, '--terrain', 'forest', '--show', '3', '--seed', '5', '--trials', '100'),
      cli(...SHOW, ...FEW_PLAN_TRIALS, '--terrain', 'forest', '--show', '3', '--seed', '5', '--trials', '100', '--workers', '2'),
    ]);
    for (const r of [one, two]) expect(r.code, r.stderr).toBe(0);
    expect(one.stdout).toMatch(/\nTerrain: Forest, the defender's home terrain, laid anew for each battle/);
    expect(one.stdout).toMatch(/\n {4}on a terrain feature +\d+\.\d\d +\d+\.\d\d\n/);
    expect(one.stdout).toBe(two.stdout);
    // Forest's compulsory column is one or two Woods (002:111-119).
    expect(accountOf(one.stdout)).toMatch(/\nterrain: Forest: (.*; )?Woods \(bad going, cover\) [\d.]+-[\d.]+ across, [\d.]+-[\d.]+ up/);
  });

  it('with --out writes the strip, the account and a page, whole, every name escaped; and again over its own report', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oddsmith-show-'));
    const army = join(dir, 'army.yaml');
    writeFileSync(army, ['system: [hott2]', 'name: "<script>alert(1)</script> & Co"', 'source: a test army', 'elements:', '  - { troop: riders, general: true }', '  - { troop: blades, count: 3 }', ''].join('\n'));
    const out = join(dir, 'reports');
    const run = () => cli('battle', 'hott2', army, B, '--field', 'board', ...FEW_PLAN_TRIALS, '--trials', '200', '--show', '1', '--out', out);
    const first = await run();
    expect(first.code, first.stderr).toBe(0);
    const folder = join(out, 'battle-hott2-show-1');
    expect(readdirSync(folder).sort()).toEqual(['battle.svg', 'battle.txt', 'index.html', 'manifest.json']);
    const svg = readFileSync(join(folder, 'battle.svg'), 'utf8');
    const page = readFileSync(join(folder, 'index.html'), 'utf8');
    for (const text of [svg, page]) {
      expect(text).not.toContain('<script>alert');
      expect(text).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    }
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect((svg.match(/<g class="bound">/g) ?? []).length).toBe(readFileSync(join(folder, 'battle.txt'), 'utf8').split('\n').filter((l) => l.startsWith('bound ')).length + 1);
    // The legend names the strongholds (F32), each the wide base in the middle of a base edge.
    expect(svg).toContain("the wide base in the middle of each base edge: its army's camp or stronghold (src/battle/RULINGS.md F32)");
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as { kind: string; headline: string };
    expect(manifest.kind).toBe('battle');
    expect(manifest.headline).toMatch(/\(battle 1, seed 1\), drawn bound by bound$/);
    expect(String(frontPageHtml([{ folder: 'battle-hott2-show-1', manifest }]))).toMatch(/Battles, and worth in an army[\s\S]*battle-hott2-show-1\/index\.html/);
    const again = await run();
    expect(again.code, again.stderr).toBe(0);
  });

  it('lays a layout file by hand (worked exactly, one a side), draws its features under the bases, its name escaped; refuses it on the line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oddsmith-layout-'));
    const layout = join(dir, 'table.yaml');
    writeFileSync(layout, ['system: hott2', 'name: "<script>alert(2)</script> & wood"', 'features:', '  - { feature: woods, x: 5, y: 6, width: 5, depth: 2.5 }', ''].join('\n'));
    const line = await cli('battle', 'hott2', 'general:blades+blades', 'general:warband', '--terrain', layout, '--field', 'line');
    expect(line.code).toBe(2);
    expect(line.stderr).toContain("cannot be laid on the line: terrain pieces need the board (leave out --field line)");
    const out = join(dir, 'reports');
    // The answer's method and terrain, not its plan game (left out: 25 more exact chains).
    const run = await cli('battle', 'hott2', 'general:blades', 'general:warband', '--field', 'board', '--terrain', layout, '--show', '1', '--out', out, '--plan-trials', '0');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/· exact, /);
    expect(run.stdout).toContain('Terrain: <script>alert(2)</script> & wood, a layout file of 1 feature (woods) laid for every battle');
    const folder = join(out, 'battle-hott2-show-1');
    const svg = readFileSync(join(folder, 'battle.svg'), 'utf8');
    const page = readFileSync(join(folder, 'index.html'), 'utf8');
    expect(svg).toMatch(/<rect class="feature"[^>]*><title>Woods \(bad going, cover\)<\/title>/);
    for (const text of [svg, page]) {
      expect(text).not.toContain('<script>alert');
      expect(text).toContain('&lt;script&gt;alert(2)&lt;/script&gt; &amp; wood');
    }
    expect(readFileSync(join(folder, 'battle.txt'), 'utf8')).toContain('\nterrain: <script>alert(2)</script> & wood: Woods (bad going, cover) 5-10 across, 6-8.5 up (in base widths from A\'s left rear corner)\n');
  });
});
