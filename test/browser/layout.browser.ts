/**
 * Issue #47: the reports and the explorer on a phone (390 px) and a wide screen (1400 px).
 * One set of pages, made once and small (the layout is under test, not the numbers): hott2's
 * balance page, Little Orc Wars' (84 types, from an analysis made up here: its real run costs
 * a minute of CPU), hott2's 22 x 22 heatmap, a battle report of few battles a matchup
 * (QUICK_BATTLES, shared.ts), and the explorer. At 390 px a type's name breaks only after a hyphen or a space; every dot of "who
 * wins" is on the screen under its label; the Little Orc Wars balance page stays under
 * PHONE_HEIGHT, its 84 x 84 matrix at a readable size in a box that scrolls sideways and a tap
 * away on its own; nothing is wider than the screen but inside a box that scrolls sideways; the
 * explorer's menus stay in their boxes (a battle's too), and the answer over its form reads as separate
 * results. At 1400 px no chart is cut: each fits its figure.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceAnalysis, BalanceRow } from '../../src/analysis/balance.js';
import { withReasons } from '../../src/analysis/verdict-reasons.js';
import { balanceReportFiles } from '../../src/report/balance-report.js';
import { loadSystem } from '../../src/rules/registry.js';
import { newPage } from './chromium.js';
import { explorerFolder, freshFolder, hott2Balance, QUICK_BATTLES, sharedBrowser, shippedReport } from './shared.js';

/** The tallest the Little Orc Wars balance page may stand at 390 px (it stood 27,884 px): about a dozen screens. */
const PHONE_HEIGHT = 10_000;

let page: Page;
/** Each page's folder, by the name the tests give it. */
const folders = new Map<string, string>();

/**
 * Little Orc Wars' balance analysis made up from its real types (names, costs, kinship, what
 * each leaves out): strengths falling with the row, shares from them (Bradley-Terry's
 * logistic), each break-even one step either side of the cost; the reasons worked out from
 * those as a real run works them out.
 */
async function lowAnalysis(): Promise<{ analysis: BalanceAnalysis; names: Record<string, string>; maxFigures: number }> {
  const system = await loadSystem('low');
  const types = system.rows.filter((r) => r.cost !== null);
  const n = types.length;
  const strength = (i: number): number => 4 - (8 * i) / n;
  const share = types.map((_, i) => types.map((__, j) => (i === j ? NaN : 1 / (1 + Math.exp(strength(j) - strength(i))))));
  const rows = types.map((t, i): BalanceRow => {
    const cost = t.cost ?? 1;
    const worth = cost * Math.exp(strength(i) / 4);
    const verdict = worth > cost * 1.2 ? 'undercosted' : worth < cost / 1.2 ? 'overcosted' : 'fair';
    const level = { points: 12, cost: worth, interval: [worth * 0.95, worth * 1.05] as const, evaluated: [], bound: null, leftOut: [] };
    return {
      id: t.id,
      name: t.name,
      cost,
      favourable: 1 - i / n,
      strength: strength(i),
      strengthPerPoint: Math.exp(strength(i)) / cost,
      suggestedCost: null,
      verdict,
      fairCosts: null,
      couldTurn: false,
      breakEven: { ...level, levels: [level], reason: null, verdicts: [verdict] },
      notModelled: t.notModelled ?? [],
      band: null,
      worst: { opponent: types[0]?.id ?? '', share: 0.1 },
      best: { opponent: types.at(-1)?.id ?? '', share: 0.9 },
      fielded: { count: [12, 24], points: [12, 24] },
      reasons: null,
    };
  });
  const analysis: BalanceAnalysis = {
    rows,
    fit: null,
    trust: { trusted: false, why: 'at equal points', slopeInterval: null },
    basis: 'break-even',
    bradleyTerry: { strengths: types.map((_, i) => strength(i)), iterations: 1, change: 0 },
    share,
    games: types.map((_, i) => types.map((__, j) => (i === j ? 0 : 2))),
    fieldWeights: types.map(() => 1),
    trials: null,
  } as BalanceAnalysis;
  const kinship = new Map(types.map((t) => [t.id, system.kinship?.(t.id) ?? []]));
  return { analysis: withReasons(analysis, kinship), names: Object.fromEntries(types.map((t) => [t.id, t.name])), maxFigures: system.groups.maxFigures };
}

/**
 * The page `name` at `width`, loaded; not loaded again where the last test left it so (the
 * tests only read a page, bar the explorer's, which leaves it at another address).
 */
async function open(name: string, width: number): Promise<void> {
  const href = pathToFileURL(join(folders.get(name) ?? name, 'index.html')).href;
  if (page.url() === href && page.viewportSize()?.width === width) return;
  await page.setViewportSize({ width, height: 800 });
  await page.goto(href, { waitUntil: 'load' });
}

/**
 * Every element (its tag, id or class, and right edge) that reaches past the screen's right
 * edge without a box that scrolls sideways to hold it; and the page's own width.
 */
function overflowing(p: Page): Promise<{ page: number; elements: string[] }> {
  return p.evaluate(() => {
    const scrolls = (el: Element | null): boolean => {
      for (let e = el; e; e = e.parentElement) {
        const overflow = getComputedStyle(e).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && e !== document.documentElement && e !== document.body) return true;
      }
      return false;
    };
    const elements: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= innerWidth + 0.5 || scrolls(el.parentElement)) continue;
      elements.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('class') ? `.${el.getAttribute('class')}` : ''} to ${Math.round(box.right)}`);
    }
    return { page: document.documentElement.scrollWidth, elements: elements.slice(0, 5) };
  });
}

describe('pages on a phone and a wide screen', () => {
  beforeAll(async () => {
    folders.set('explorer', join(await explorerFolder(), 'explorer'));
    folders.set('balance-hott2', await hott2Balance());
    folders.set('hott2-all-v-all', (await shippedReport('hott2-all-v-all.yaml')).dir);
    folders.set('d3h2-battles', (await shippedReport('d3h2-battles.yaml', QUICK_BATTLES)).dir);
    const root = await freshFolder('layout-');
    const low = await lowAnalysis();
    const facts = { title: 'Little Orc Wars', names: low.names, maxFigures: low.maxFigures };
    const context = { system: 'low', overlay: null, field: 'modelled', method: 'mc; break-even costs by mc', points: 12 };
    for (const [name, content] of balanceReportFiles(facts, low.analysis, context)) {
      const file = join(root, 'balance-low', name);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, String(content));
    }
    folders.set('balance-low', join(root, 'balance-low'));
    page = await newPage(await sharedBrowser(), { width: 390, height: 800 });
  });

  // The page left blank, not closed: closing a page ends the bundled Chromium (report.browser.ts).
  afterAll(async () => {
    await page?.goto('about:blank');
  });

  describe('on a phone (390 px)', () => {
    it.each(['balance-hott2', 'balance-low'])('%s: each type named whole, broken only after a hyphen', async (name) => {
      await open(name, 390);
      // Each name's lines, as drawn: a new line starts where a character sits lower than the one before it.
      const broken = await page.locator('#verdicts-table tbody td:first-child').evaluateAll((tds) =>
        tds.flatMap((td) => {
          const text = td.firstChild;
          if (!text || !text.textContent) return [];
          const range = document.createRange();
          const lines: string[] = [''];
          let top = -Infinity;
          const name = text.textContent;
          for (let i = 0; i < name.length; i++) {
            range.setStart(text, i);
            range.setEnd(text, i + 1);
            const y = range.getBoundingClientRect().top;
            if (y > top + 2 && i > 0) lines.push('');
            top = Math.max(top, y);
            lines[lines.length - 1] = `${lines.at(-1) ?? ''}${name[i] ?? ''}`;
          }
          return lines.slice(0, -1).some((line) => !/[-\s]$/.test(line)) ? [lines.join('|')] : [];
        }),
      );
      expect(broken).toEqual([]);
    });

    // Right after the names test, whose page (Little Orc Wars' at 390 px) it reads again.
    it(`Little Orc Wars' balance page is under ${PHONE_HEIGHT} px, nothing wider than the screen`, async () => {
      await open('balance-low', 390);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(PHONE_HEIGHT);
      expect(await overflowing(page)).toEqual({ page: 390, elements: [] });
      // The 84 x 84 matrix keeps a readable size in a box that scrolls sideways, and opens on its own at a tap (to zoom).
      expect(await page.locator('#matrix .figure-scroll').evaluate((box) => box.scrollWidth > box.clientWidth && getComputedStyle(box).overflowX === 'auto')).toBe(true);
      expect(await page.locator('#matrix figcaption a').getAttribute('href')).toBe('charts/matrix.svg');
    });

    it('the battle report: every dot of "who wins" on the screen, nothing wider than it', async () => {
      await open('d3h2-battles', 390);
      const figure = page.locator('figure', { has: page.locator('svg', { hasText: 'Who wins each battle' }) }).first();
      await figure.scrollIntoViewIfNeeded();
      const dots = await figure.locator('circle').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect()).map((r) => [r.left, r.right]));
      expect(dots.length).toBeGreaterThan(0);
      expect(dots.filter(([left, right]) => (left ?? -1) < 0 || (right ?? Infinity) > 390)).toEqual([]);
      expect(await overflowing(page)).toEqual({ page: 390, elements: [] });
    });

    it('the explorer: every menu inside its box, nothing wider than the screen, for a matchup and a battle', async () => {
      await open('explorer', 390);
      await page.waitForSelector('#answer h2');
      // Each control shown (a battle's plan trials are hidden for a matchup) within its fieldset.
      const outside = (): Promise<string[]> =>
        page.locator('#inputs select, #inputs input').evaluateAll((els) =>
          els.flatMap((el) => {
            const box = el.getBoundingClientRect();
            const frame = el.closest('fieldset')?.getBoundingClientRect();
            if (box.width === 0) return [];
            return frame && (box.left < frame.left || box.right > frame.right) ? [`#${el.id} ${Math.round(box.left)}-${Math.round(box.right)} in ${Math.round(frame.left)}-${Math.round(frame.right)}`] : [];
          }),
        );
      expect(await outside()).toEqual([]);
      expect(await overflowing(page)).toEqual({ page: 390, elements: [] });
      // The answer repeated over the form, one result after another ("(doubling 0.0%)tie: 13.9%" ran them together).
      expect(await page.textContent('#form-summary')).toMatch(/^Knights win: [\d.]+% \(doubling [\d.]+%\) · tie: [\d.]+% · Spears win: /);
      // A battle of one element a side, worked exactly with its plan game: its plan trials shown, in their box.
      await page.evaluate(() => document.getElementById('answer')?.replaceChildren());
      await page.goto(`${pathToFileURL(join(folders.get('explorer') ?? '', 'index.html')).href}#d3h2/Kn/Bd?combat=battle`);
      await page.waitForSelector('#answer h2', { timeout: 60_000 });
      expect(await page.isVisible('#plan-trials')).toBe(true);
      expect(await outside()).toEqual([]);
      expect(await overflowing(page)).toEqual({ page: 390, elements: [] });
    });
  });

  describe('on a wide screen (1400 px)', () => {
    it.each(['balance-hott2', 'balance-low', 'hott2-all-v-all', 'd3h2-battles'])('%s: every chart of an open section whole in its figure', async (name) => {
      await open(name, 1400);
      const cut = await page.locator('.figure-scroll').evaluateAll((boxes) =>
        boxes.filter((box) => !box.closest('details:not([open])') && box.scrollWidth > box.clientWidth + 1).map((box) => `${box.closest('figure')?.id}: ${box.scrollWidth} in ${box.clientWidth}`),
      );
      expect(cut).toEqual([]);
      expect(await overflowing(page)).toEqual({ page: 1400, elements: [] });
    });
  });
});
