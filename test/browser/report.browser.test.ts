import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, ConsoleMessage, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { reportModel } from '../../src/report/model.js';
import { reportCharts } from '../../src/report/report-charts.js';
import { writeReport } from '../../src/report/write-report.js';
import { scenarioReport } from '../scenario-report.js';
import { loadSystem } from '../../src/rules/registry.js';
import { launchChromium, newPage } from './chromium.js';

// The report a real run writes (the shipped hott2-open scenario), opened in a real browser
// (the Chromium that the @sparticuz/chromium devDependency ships, see chromium.ts): it loads
// from a file with no errors, every chart is laid out, and the summary table sorts.

const OUTPUT = fileURLToPath(new URL('../../test-output/', import.meta.url));

let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];
const pageErrors: string[] = [];
let chartCount = 0;

beforeAll(async () => {
  const report = await scenarioReport(fileURLToPath(new URL('../../scenarios/hott2-open.yaml', import.meta.url)));
  const scenario = { name: report.scenario.name, system: await loadSystem(report.system.id) };
  chartCount = reportCharts(reportModel(report)).length;
  await mkdir(OUTPUT, { recursive: true });
  // The reports of earlier runs go: only the latest run's stay for a reader to open.
  for (const old of await readdir(OUTPUT)) if (/^(report|shipped|kinds)-/.test(old)) await rm(join(OUTPUT, old), { recursive: true, force: true });
  const dir = join(await mkdtemp(join(OUTPUT, 'report-')), scenario.name);
  await writeReport(dir, report, scenario.system, { version: 'test', gitCommit: null });
  const file = join(dir, 'index.html');

  browser = await launchChromium();
  page = await newPage(browser, { width: 1366, height: 800 });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Any request beyond the page itself would mean the report is not self-contained.
  page.on('request', (request) => {
    if (request.url() !== pathToFileURL(file).href) pageErrors.push(`unexpected request: ${request.url()}`);
  });
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
});

afterAll(async () => {
  await browser?.close();
});

describe('HTML report in Chromium', () => {
  it('loads without console or page errors', () => {
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('lays out every figure with a visible, non-empty chart', async () => {
    // Each figure's first chart scrolled into view, then checked in the page (one round trip).
    const laidOut = await page.locator('figure').evaluateAll((figures) =>
      figures.map((figure) => {
        const svg = figure.querySelector('svg');
        if (!svg) return { visible: false, width: 0, height: 0 };
        svg.scrollIntoView({ block: 'nearest' });
        const box = svg.getBoundingClientRect();
        return { visible: svg.checkVisibility({ opacityProperty: true, visibilityProperty: true }), width: box.width, height: box.height };
      }),
    );
    expect(laidOut).toHaveLength(chartCount);
    laidOut.forEach((figure, i) => {
      expect(figure.visible, `figure ${i}`).toBe(true);
      expect(figure.width, `figure ${i}`).toBeGreaterThan(0);
      expect(figure.height, `figure ${i}`).toBeGreaterThan(0);
    });
  });

  it('sorts the summary table when a heading is clicked', async () => {
    const headers = page.locator('thead th');
    const names = await headers.allTextContents();
    const edgeColumn = names.indexOf('net edge');
    expect(edgeColumn).toBeGreaterThanOrEqual(0);
    const values = async (): Promise<number[]> =>
      (await page.locator(`tbody tr td:nth-child(${edgeColumn + 1})`).allTextContents()).map(Number);

    const before = await values();
    await headers.nth(edgeColumn).locator('button').click();
    const ascending = await values();
    expect(ascending).toEqual([...before].sort((a, b) => a - b));
    expect(await headers.nth(edgeColumn).getAttribute('aria-sort')).toBe('ascending');

    await headers.nth(edgeColumn).locator('button').click();
    expect(await values()).toEqual([...before].sort((a, b) => b - a));
    expect(await headers.nth(edgeColumn).getAttribute('aria-sort')).toBe('descending');

    // Text columns sort too, and the heading stays in view above the scrolled rows (sticky).
    const attackerColumn = names.indexOf('attacker');
    await headers.nth(attackerColumn).locator('button').click();
    const attackers = await page.locator(`tbody tr td:nth-child(${attackerColumn + 1})`).allTextContents();
    expect(attackers).toEqual([...attackers].sort((a, b) => a.localeCompare(b)));
    await page.locator('.table-scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const scroller = await page.locator('.table-scroll').boundingBox();
    const heading = await headers.first().boundingBox();
    expect(heading && scroller ? Math.abs(heading.y - scroller.y) : Infinity).toBeLessThanOrEqual(2);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('saves a full-page screenshot', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('.table-scroll').evaluate((el) => el.scrollTo(0, 0));
    const path = join(OUTPUT, 'report-screenshot.png');
    const shot = await page.screenshot({ path, fullPage: true });
    expect(shot.length).toBeGreaterThan(10_000);
  });
});

/**
 * Every system's report, and a balance report, open cleanly: no console or page errors, no
 * request beyond the file, every figure laid out (hott2's shipped report is opened above).
 * Each shipped scenario in SHIPPED runs with few trials (the page, not the figures, is under test).
 */
const SHIPPED = ['d3h2-knights-what-if.yaml', 'hott25-all-v-all.yaml', 'low-missile.yaml', 'chainmail-60-points.yaml', 'chainmail-missile.yaml', 'chainmail-fantasy.yaml'];

/**
 * One page opens every report below, each in turn: the bundled Chromium runs as a single
 * process, where closing a page can end it, and every page left open made the next one load
 * slower (a third more CPU by the fourth).
 */
let view: Page | undefined;

async function openCleanly(file: string): Promise<{ errors: string[]; figures: number }> {
  view ??= await newPage(browser, { width: 1366, height: 800 });
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage): void => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onPageError = (error: Error): void => void errors.push(error.message);
  const onRequest = (request: Request): void => {
    if (request.url() !== pathToFileURL(file).href) errors.push(`unexpected request: ${request.url()}`);
  };
  view.on('console', onConsole).on('pageerror', onPageError).on('request', onRequest);
  try {
    await view.goto(pathToFileURL(file).href, { waitUntil: 'load' });
    // Every figure's size, measured in the page in one round trip.
    const sizes = await view.locator('figure svg').evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect()).map((r) => [r.width, r.height]));
    sizes.forEach(([width = 0, height = 0], i) => {
      if (width <= 0 || height <= 0) errors.push(`figure ${i} has no size`);
    });
    return { errors, figures: sizes.length };
  } finally {
    view.off('console', onConsole).off('pageerror', onPageError).off('request', onRequest);
  }
}

describe('every kind of report in Chromium', () => {
  it.each(SHIPPED)('the shipped scenario %s', async (name) => {
    // The page is under test, not the numbers: the 60-point Chainmail matrix (exact chains up
    // to 60 x 60 figures, several seconds) is drawn from a short Monte Carlo run instead.
    const quick = name.startsWith('chainmail-60') ? ({ method: 'mc', target: { trials: 2_000 } } as const) : { target: { trials: 20_000 } };
    const report = await scenarioReport(fileURLToPath(new URL(`../../scenarios/${name}`, import.meta.url)), quick);
    const scenario = { name: report.scenario.name, system: await loadSystem(report.system.id) };
    const dir = join(await mkdtemp(join(OUTPUT, 'shipped-')), scenario.name);
    await writeReport(dir, report, scenario.system, { version: 'test', gitCommit: null });
    const opened = await openCleanly(join(dir, 'index.html'));
    expect(opened.errors).toEqual([]);
    expect(opened.figures).toBe(reportCharts(reportModel(report)).length);
  });

  // One kind a test (issue #33: the four in one test, three balances and a joust, outran a
  // 60 s timeout on a busy machine); each writes into a folder of its own.
  it('a group system with metrics (test-pool)', async () => {
    const root = await mkdtemp(join(OUTPUT, 'kinds-pool-'));
    const scenario = join(root, 'pool.yaml');
    await writeFile(scenario, 'name: pool\ntitle: Pool\nsystem: test-pool\nattackers: ["4*militia", "2*riders"]\ndefenders: ["5*militia"]\n');
    const report = await scenarioReport(scenario);
    const s = { system: await loadSystem(report.system.id) };
    await writeReport(join(root, 'pool'), report, s.system, { version: 'test', gitCommit: null });
    expect(await openCleanly(join(root, 'pool', 'index.html'))).toEqual({ errors: [], figures: reportCharts(reportModel(report)).length });
  });

  const quiet = { stdout: { write: () => true }, stderr: { write: () => true } };

  it('a balance report', async () => {
    const root = await mkdtemp(join(OUTPUT, 'kinds-balance-'));
    expect(await main(['balance', 'hott2', '--out', root], quiet)).toBe(0);
    expect(await openCleanly(join(root, 'balance-hott2', 'index.html'))).toEqual({ errors: [], figures: 3 });
  });

  it('a balance report of groups at equal points, fantastic types included (issues #24, #25)', async () => {
    // The page is under test, so a short Monte Carlo run stands for the exact chains: 200
    // trials a matchup: 14 s of CPU, where 2,000 took 28 s (and this test 115 s at load 13).
    const root = await mkdtemp(join(OUTPUT, 'kinds-groups-'));
    expect(await main(['balance', 'chainmail', '--out', root, '--method', 'mc', '--trials', '200'], quiet)).toBe(0);
    expect(await openCleanly(join(root, 'balance-chainmail', 'index.html'))).toEqual({ errors: [], figures: 3 });
  });

  it('the joust solved as a game (#25): four bar charts and the matrix', async () => {
    const root = await mkdtemp(join(OUTPUT, 'kinds-joust-'));
    expect(await main(['joust-strategy', '--out', root], quiet)).toBe(0);
    expect(await openCleanly(join(root, 'joust-strategy', 'index.html'))).toEqual({ errors: [], figures: 4 });
  });
});

/**
 * Issue #23: a balance page and a scenario report read on a desk (1400 px) and on a phone
 * (390 px): no chart text drawn smaller than 11 px, no two scatter labels overlapping, every
 * strength-per-point bar at least 1 px, and the filter box narrowing the table.
 */
describe('reports on any screen', () => {
  /** The smallest chart text on the page as drawn, in CSS pixels. */
  const smallestText = (p: Page): Promise<number> =>
    p.locator('figure svg').evaluateAll((svgs) => {
      let least = Infinity;
      for (const svg of svgs as SVGSVGElement[]) {
        svg.scrollIntoView({ block: 'nearest' });
        const drawn = svg.getBoundingClientRect().width / svg.width.baseVal.value;
        for (const text of svg.querySelectorAll('text')) {
          if (!text.textContent?.trim()) continue;
          least = Math.min(least, parseFloat(getComputedStyle(text).fontSize) * drawn);
        }
      }
      return least;
    });

  it.each([1400, 390])('at %i px: chart text, scatter labels, per-point bars and the filter', async (width) => {
    const root = await mkdtemp(join(OUTPUT, 'kinds-screens-'));
    const io = { stdout: { write: () => true }, stderr: { write: () => true } };
    expect(await main(['balance', 'hott2', '--out', root], io)).toBe(0);
    expect(await main(['run', fileURLToPath(new URL('../../scenarios/hott2-open.yaml', import.meta.url)), '--out', root], io)).toBe(0);
    // One page for every width, never closed: the bundled Chromium runs as one process (see `view`).
    view ??= await newPage(browser, { width: 1366, height: 800 });
    const screen = view;
    await screen.setViewportSize({ width, height: 800 });
    try {
      for (const file of ['balance-hott2/index.html', 'hott2-open/index.html']) {
        await screen.goto(pathToFileURL(join(root, file)).href, { waitUntil: 'load' });
        expect(await smallestText(screen), file).toBeGreaterThanOrEqual(11 - 1e-6);
        // The filter keeps only the rows holding every word typed.
        const rows = screen.locator('table.sortable tbody tr');
        const all = await rows.count();
        const first = (await rows.first().locator('td').first().textContent())?.trim() ?? '';
        await screen.locator('input.table-filter').fill(first);
        const shown = await rows.evaluateAll((trs) => trs.filter((tr) => !(tr as HTMLElement).hidden).length);
        expect(shown, file).toBeGreaterThan(0);
        expect(shown, file).toBeLessThan(all);
        await screen.locator('input.table-filter').fill('');
        expect(await rows.evaluateAll((trs) => trs.filter((tr) => !(tr as HTMLElement).hidden).length), file).toBe(all);
      }
      await screen.goto(pathToFileURL(join(root, 'balance-hott2/index.html')).href, { waitUntil: 'load' });
      const labels = await screen.locator('#strength-cost text.type-label').evaluateAll((ts) => ts.map((t) => t.getBoundingClientRect()).map((r) => [r.left, r.right, r.top, r.bottom]));
      expect(labels.length).toBeGreaterThan(5);
      for (let i = 0; i < labels.length; i++) {
        for (let j = i + 1; j < labels.length; j++) {
          const [a, b] = [labels[i] ?? [], labels[j] ?? []];
          const overlap = (a[0] ?? 0) < (b[1] ?? 0) && (b[0] ?? 0) < (a[1] ?? 0) && (a[2] ?? 0) < (b[3] ?? 0) && (b[2] ?? 0) < (a[3] ?? 0);
          expect(overlap, `labels ${i} and ${j}`).toBe(false);
        }
      }
      const bars = await screen.locator('#strength-per-point rect.bar').evaluateAll((rs) => rs.map((r) => r.getBoundingClientRect().width));
      expect(bars.length).toBe(21);
      expect(Math.min(...bars)).toBeGreaterThanOrEqual(1);
      expect(await screen.locator('#matrix .legend rect.legend-step').count()).toBe(60);
    } finally {
      await screen.setViewportSize({ width: 1366, height: 800 });
    }
  });
});
