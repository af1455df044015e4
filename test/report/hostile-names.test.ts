/**
 * Issue #21: names a user chooses (overlay troop names, condition set names, a scenario's
 * title) reach every output of `run` and `balance` as text, never as markup, formulas or
 * terminal controls, because every report goes through the same writers.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../cli/run-cli.js';
import { tempDir } from '../temp-dir.js';

const work = tempDir('hostile');
const SCRIPT = '<script>alert(1)</script><img src=x onerror=alert(2)>';
const FORMULA = '=HYPERLINK("http://x","y")';
/** ESC starting a terminal title sequence, BEL ending it, and a right-to-left override. */
const CONTROLS = 'Bla\u001b]0;pwn\u0007des \u202eevil';
const RAW_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

const overlay = join(work, 'evil.yaml');
writeFileSync(
  overlay,
  `base: hott2\nname: evil\ntroops:\n  knights: { name: ${JSON.stringify(SCRIPT)}, notModelled: [${JSON.stringify(FORMULA)}, ${JSON.stringify(SCRIPT)}] }\n  spears: { name: ${JSON.stringify(FORMULA)} }\n  blades: { name: ${JSON.stringify(CONTROLS)}, notModelled: [${JSON.stringify(CONTROLS)}] }\n`,
);
const scenario = join(work, 'evil-run.yaml');
writeFileSync(
  scenario,
  `name: evil-run\ntitle: "<b>title</b>"\nsystem: hott2\nattackers: [knights, spears, blades]\ndefenders: [knights, spears, blades]\nfocus: [[blades, knights]]\nconditions:\n  - name: "open \\u001b ground"\n  - name: "<i>uphill</i>"\n    b: { uphill: true }\n  - name: "=SUM(1,2)"\n    a: { general: true }\nmethod: exact\n`,
);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
}

/** Every check a hostile name must pass, over one report folder. */
function expectInert(dir: string): void {
  const files = filesUnder(dir);
  for (const file of files) expect(RAW_CONTROL.test(readFileSync(file, 'utf8')), `${file} holds a raw control character`).toBe(false);
  for (const file of files.filter((f) => f.endsWith('.svg'))) {
    const doc = new JSDOM(readFileSync(file, 'utf8'), { contentType: 'image/svg+xml' }).window.document;
    expect(doc.querySelector('parsererror'), `${file} is not well-formed XML`).toBeNull();
    expect(doc.querySelectorAll('script, img, foreignObject'), file).toHaveLength(0);
  }
  const page = new JSDOM(readFileSync(join(dir, 'index.html'), 'utf8')).window.document;
  // The page's own scripts only: inline, none of them carrying a name.
  for (const script of page.querySelectorAll('script')) {
    expect(script.getAttribute('src')).toBeNull();
    expect(script.textContent).not.toContain('alert(');
  }
  expect(page.querySelectorAll('b, i')).toHaveLength(0);
  // Images only of the report's own chart files (a folded section's charts), under the names the run gave them.
  for (const img of page.querySelectorAll('img')) expect(img.getAttribute('src')).toMatch(/^charts\/[a-z0-9-]+\.svg$/);
  const handlers = [...page.querySelectorAll('*')].flatMap((e) => e.getAttributeNames().filter((a) => a.startsWith('on')));
  expect(handlers).toEqual([]);
  expect(page.body.textContent).toContain(SCRIPT); // shown as the text it is
  for (const file of files.filter((f) => f.endsWith('.csv'))) {
    const cells = (parse(readFileSync(file, 'utf8')) as string[][]).flat();
    const formulas = cells.filter((c) => /^[=+\-@\t\r]/.test(c) && !Number.isFinite(Number(c)));
    expect(formulas, file).toEqual([]);
  }
}

describe('hostile names in a run report', () => {
  let dir = '';
  beforeAll(async () => {
    const r = await cli('run', scenario, '--overlay', overlay, '--out', join(work, 'run'));
    expect(r.code, r.stderr).toBe(0);
    dir = join(work, 'run', 'evil-run');
  });

  it('every SVG is well-formed, the page runs only its own scripts, no CSV cell is a formula, no raw control anywhere', () => {
    expectInert(dir);
    // The set named like a formula is written as text, quote-prefixed.
    expect(readFileSync(join(dir, 'summary.csv'), 'utf8')).toContain(`"'=SUM(1,2)"`);
    // The focus chart, across the hostile set names with the hostile troop names, is among the SVGs checked.
    expect(readdirSync(join(dir, 'charts'))).toContain('focus-blades-v-knights.svg');
  });
});

describe('hostile names in a balance report', () => {
  let dir = '';
  beforeAll(async () => {
    const r = await cli('balance', 'hott2', '--overlay', overlay, '--out', join(work, 'balance'));
    expect(r.code, r.stderr).toBe(0);
    dir = join(work, 'balance', 'balance-hott2-evil');
  });

  it('every SVG is well-formed, the page runs only its own scripts, no CSV cell is a formula, no raw control anywhere', () => {
    expectInert(dir);
    expect(readFileSync(join(dir, 'balance.csv'), 'utf8')).toContain(`"'${FORMULA.replaceAll('"', '""')}"`);
  });

  it('summary.md carries the names as Markdown text, not HTML', () => {
    const md = readFileSync(join(dir, 'summary.md'), 'utf8');
    expect(md).not.toMatch(/(?<!\\)<(script|img)/);
    expect(md).toContain('\\<script\\>');
  });
});

describe('hostile names on stdout', () => {
  it.each([
    ['matchup', ['matchup', 'hott2', 'blades', 'knights', '--overlay', overlay]],
    ['matchup --format json', ['matchup', 'hott2', 'blades', 'knights', '--overlay', overlay, '--format', 'json']],
    ['troops', ['troops', 'hott2', '--overlay', overlay]],
    ['troops --format json', ['troops', 'hott2', '--overlay', overlay, '--format', 'json']],
  ])('%s prints no raw control character, and shows ESC as an escape', async (_what, args) => {
    const r = await cli(...args);
    expect(r.code, r.stderr).toBe(0);
    expect(RAW_CONTROL.test(r.stdout)).toBe(false);
    expect(r.stdout).toMatch(/Bla\\(x1b|u001b)\]0;pwn\\(x07|u0007)des \\u202eevil/);
  });

  it('a JSON answer still reads back the exact name', async () => {
    const json = JSON.parse((await cli('matchup', 'hott2', 'blades', 'knights', '--overlay', overlay, '--format', 'json')).stdout);
    expect(JSON.stringify(json)).toContain(JSON.stringify(CONTROLS).slice(1, -1));
  });

  it('balance prints no raw control character', async () => {
    const r = await cli('balance', 'hott2', '--overlay', overlay);
    expect(r.code, r.stderr).toBe(0);
    expect(RAW_CONTROL.test(r.stdout)).toBe(false);
  });
});

/**
 * Issue #33: a line feed or a tab in a name. On a terminal the first would start a line of
 * the name's making (a forged result) and the second shift the columns; every terminal
 * output shows both as escapes, as `troops` and `balance` tables always did.
 */
const LINES = 'Bla\nforged: 100.0% win\tX';
const SHOWN = 'Bla\\nforged: 100.0% win\\tX';
const linesHott2 = join(work, 'lines-hott2.yaml');
writeFileSync(linesHott2, `base: hott2\nname: lines\ntroops:\n  blades: { name: ${JSON.stringify(LINES)} }\n  knights: { notModelled: [${JSON.stringify(LINES)}] }\n`);
const linesChainmail = join(work, 'lines-chainmail.yaml');
writeFileSync(linesChainmail, `base: chainmail\nname: lines\ntroops:\n  heavy-foot: { name: ${JSON.stringify(LINES)} }\n`);

/** No line of `text` is the name's own, and no raw tab shifts a column. */
function expectNoForgedLine(text: string): void {
  expect(text).not.toMatch(/^forged/m);
  expect(text).not.toContain('\t');
}

describe('a line feed or tab in a name never starts a line of its own on the terminal', () => {
  it.each([
    ['matchup: header, totals, results, outcomes, totals line, levers', ['matchup', 'hott2', 'blades', 'knights', '--overlay', linesHott2]],
    ['matchup of groups: its dice and units sections, metrics', ['matchup', 'chainmail', '20*heavy-foot', '20*light-foot', '--combat', 'melee', '--overlay', linesChainmail]],
    ['balance: the table and the line of what the verdicts leave out', ['balance', 'hott2', '--overlay', linesHott2, '--verbose']],
    ['troops', ['troops', 'hott2', '--overlay', linesHott2]],
  ])('%s', async (_what, args) => {
    const r = await cli(...args);
    expect(r.code, r.stderr).toBe(0);
    expectNoForgedLine(r.stdout);
    expectNoForgedLine(r.stderr);
    expect(r.stdout).toContain(SHOWN);
  });

  it('a folder named with a line feed (--out) is shown escaped where run, balance and explore name it', async () => {
    const out = join(work, 'out\nforged: line');
    const run = await cli('run', scenario, '--overlay', overlay, '--out', out);
    expect(run.code, run.stderr).toBe(0);
    const balance = await cli('balance', 'hott2', '--out', out);
    expect(balance.code, balance.stderr).toBe(0);
    for (const text of [run.stdout, run.stderr, balance.stdout, balance.stderr]) expectNoForgedLine(text);
    expect(run.stdout).toContain('out\\nforged: line');
    expect(balance.stderr).toContain('out\\nforged: line');
    const explore = await cli('explore', '--out', join(out, 'explorer'));
    expect(explore.code, explore.stderr).toBe(0);
    expectNoForgedLine(explore.stderr);
    expect(explore.stderr).toContain('out\\nforged: line');
  });
});
