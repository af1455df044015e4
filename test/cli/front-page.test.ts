import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { start } from '../../src/cli/start.js';
import { LINE_LIMIT } from '../../src/report/terminal-lines.js';
import { cli, ROOT } from './run-cli.js';
import { tempDir } from '../temp-dir.js';

/**
 * `npm start`'s sequence (src/cli/start.ts) on a small budget: the explorer, one exact sweep,
 * one scenario of small battles at 100 battles a matchup, the joust and hott2's balance (exact,
 * a few seconds), then the front page. What a person reads must fit a terminal and end by naming
 * the front page, which links every report written, each with its headline.
 */

const work = tempDir('front-page');
const out = join(work, 'reports');
const battles = join(work, 'battles.yaml');
// Four battles of a general and two elements a side, 100 a matchup (4 a pair in their plan
// games): a battle scenario's report and lines as the shipped one's (d3h2-battles, whose nine
// battles of whole armies cost ten times the CPU).
writeFileSync(battles, "name: small-battles\ntitle: small battles\nsystem: d3h2\nattackers: ['general:knights+knights', 'general:warband+warband']\ndefenders: ['general:blades+psiloi', 'general:spears+bows']\nconditions:\n  - name: open battle\n    combat: battle\nmethod: mc\ntrials: 100\nplan-trials: 4\nseed: 1\n");

/**
 * A table line, exempt from the length limit: aligned columns (align-columns.ts) leave gaps of
 * two or more spaces between cells, so a line with at least two such gaps between non-space
 * characters is a row of a table of three or more columns. Prose has single spaces; a reason's
 * line (`  gods   mean share ...`) has one gap, after the type, so it counts as prose.
 */
const isTableLine = (line: string): boolean => (line.trim().match(/\S {2,}(?=\S)/g) ?? []).length >= 2;

let stdout = '';
let code = -1;
beforeAll(async () => {
  code = await start({ stdout: { write: (t: string) => (stdout += t) }, stderr: { write: () => true } }, { out, scenarios: [join(ROOT, 'scenarios/hott2-open.yaml'), battles], systems: ['hott2'] });
}, 240_000);

/** The front page's links and the headline after each. */
function links(): { href: string; headline: string }[] {
  const page = readFileSync(join(out, 'index.html'), 'utf8');
  return [...page.matchAll(/<a href="([^"]+)">[^<]*<\/a> <code>[^<]*<\/code><span class="headline">([^<]*)<\/span>/g)].map((m) => ({ href: m[1] ?? '', headline: m[2] ?? '' }));
}

describe('npm start, in small', () => {
  it('every line of prose fits in 160 characters; tables are exempt', () => {
    expect(code).toBe(0);
    const long = stdout.split('\n').filter((l) => l.length > LINE_LIMIT && !isTableLine(l));
    expect(long).toEqual([]);
    // The cut lists say how many more and where: the balance page.
    expect(stdout).toMatch(/… and \d+ more reasons: .*balance-hott2\/index\.html \(or --verbose\)/);
    expect(stdout).toMatch(/\* 5 verdicts leave something out \(not modelled\): gods, dragons, shooters, artillery, magicians; what\s+each leaves out: .*balance-hott2\/index\.html/);
  });

  it('the last line names the front page', () => {
    const last = stdout.trimEnd().split('\n').at(-1) ?? '';
    expect(last).toMatch(/^Open .*reports\/index\.html: every report \(5\) there, each with its headline\.$/);
  });

  it('the front page links every report folder written, each with a headline, and every link resolves', () => {
    const folders = readdirSync(out, { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => e.name);
    expect(folders.sort()).toEqual(['balance-hott2', 'explorer', 'hott2-open', 'joust-strategy', 'small-battles']);
    const found = links();
    expect(new Set(found.map((l) => decodeURIComponent(l.href.split('/')[0] ?? '')))).toEqual(new Set(folders));
    for (const { href, headline } of found) {
      expect(headline.trim(), href).not.toBe('');
      expect(existsSync(join(out, decodeURIComponent(href.replace(/#.*$/, '')))), href).toBe(true);
    }
    // hott2-open's 198 exact matchups: the headline names the most one-sided by net edge, with its totals.
    expect(found.find((l) => l.href === 'hott2-open/index.html')?.headline).toBe('198 matchups under 3 condition sets; the most one-sided, Riders v Gods (defender uphill): Riders win 2.8%, tie 5.6%, Gods win 91.7%');
  });
});

/** The compiled bin as a child process, resolving to its exit code and stderr. */
function child(...args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done) => {
    const run = spawn(process.execPath, ['bin/oddsmith.js', ...args], { cwd: ROOT });
    let stderr = '';
    run.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    run.on('close', (code) => done({ code, stderr }));
  });
}

describe('the front page is oddsmith\'s alone', () => {
  it('two runs writing it at once both end well, and the page left is whole and its own', async () => {
    const both = await Promise.all([child('index', out), child('index', out)]);
    expect(both).toEqual([{ code: 0, stderr: '' }, { code: 0, stderr: '' }]);
    // Whole: a third run proves the page it finds is oddsmith's (else it refuses, exit 2).
    expect((await cli('index', out)).code).toBe(0);
    expect(readdirSync(out).filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('lists only reports oddsmith proves it wrote, escapes their names, and replaces only its own page', async () => {
    // A user's folder and a forged report (a manifest with checksums, a title a user chose).
    mkdirSync(join(out, 'my-notes'));
    writeFileSync(join(out, 'my-notes', 'index.html'), '<p>mine</p>');
    const forged = join(out, 'forged');
    mkdirSync(forged);
    const page = '<p>x</p>';
    writeFileSync(join(forged, 'index.html'), page);
    const sum = createHash('sha256').update(page).digest('hex');
    writeFileSync(join(forged, 'manifest.json'), JSON.stringify({ kind: 'run', oddsmith: '0.1.0', title: '<script>alert(1)</script>', headline: 'a & b', sha256: { 'index.html': sum } }));
    const again = await cli('index', out);
    expect(again.code).toBe(0);
    const text = readFileSync(join(out, 'index.html'), 'utf8');
    expect(text).not.toContain('my-notes');
    expect(text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(text).toContain('a &amp; b');
    expect(text).not.toContain('<script>alert');
    // A page the user changed is left alone, in one sentence, exit 2.
    writeFileSync(join(out, 'index.html'), `${text}<!-- my edit -->\n`);
    const refused = await cli('index', out);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/^oddsmith: '.*index\.html' is not a front page oddsmith wrote \(or it changed since\), so it is left alone; move it away to have oddsmith write one\n$/);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('<!-- my edit -->');
  });

  it('a front page of the user\'s own stops npm start before it computes anything', async () => {
    const mine = join(work, 'mine');
    mkdirSync(mine);
    writeFileSync(join(mine, 'index.html'), '<p>my own page</p>');
    let err = '';
    const refused = await start({ stdout: { write: () => true }, stderr: { write: (t: string) => ((err += t), true) } }, { out: mine, scenarios: [join(ROOT, 'scenarios/hott2-open.yaml')], systems: ['hott2'] });
    expect(refused).toBe(2);
    expect(err).toMatch(/^oddsmith: '.*mine\/index\.html' is not a front page oddsmith wrote \(or it changed since\), so it is left alone; move it away to have oddsmith write one\n$/);
    expect(readdirSync(mine)).toEqual(['index.html']);
    expect(readFileSync(join(mine, 'index.html'), 'utf8')).toBe('<p>my own page</p>');
  });
});
