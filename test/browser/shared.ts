import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { ScenarioOverrides } from '../../src/app/scenario-plan.js';
import { reportModel } from '../../src/report/model.js';
import { reportCharts } from '../../src/report/report-charts.js';
import { writeReport } from '../../src/report/write-report.js';
import { scenarioReport } from '../scenario-report.js';
import { launchChromium } from './chromium.js';

// What the browser tests (browser.test.ts) share: one Chromium, and the pages more than one of
// them only reads, each written once, on first use.

/** Where the browser tests write their pages, for a reader to open after a run. */
export const OUTPUT = fileURLToPath(new URL('../../test-output/', import.meta.url));

/** A CLI's output, unread. */
export const quiet = { stdout: { write: () => true }, stderr: { write: () => true } };

/** `make()`'s promise, made on the first call and returned to every later one. */
const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

/** The earlier runs' pages removed (only the latest run's stay), once. */
const emptied = once(async () => {
  await mkdir(OUTPUT, { recursive: true });
  for (const old of await readdir(OUTPUT)) if (/^(report|shipped|kinds|explorer|layout)-/.test(old)) await rm(join(OUTPUT, old), { recursive: true, force: true });
});

/** A new folder of OUTPUT whose name starts with `prefix` (the run's earlier folders gone first). */
export async function freshFolder(prefix: string): Promise<string> {
  await emptied();
  return mkdtemp(join(OUTPUT, prefix));
}

let launched: Promise<Browser> | undefined;
/** The one Chromium of the browser tests: launched once, closed by browser.test.ts when they end. */
export const sharedBrowser = (): Promise<Browser> => (launched ??= launchChromium());

/** A folder holding the explorer page (`explorer/index.html`), as `explore` writes it. */
export const explorerFolder = once(async () => {
  const root = await freshFolder('explorer-');
  expect(await main(['explore', '--out', join(root, 'explorer')], quiet)).toBe(0);
  return root;
});

/** hott2's balance page (its `index.html` and charts), as `balance hott2` writes it. */
export const hott2Balance = once(async () => {
  const root = await freshFolder('kinds-hott2-');
  expect(await main(['balance', 'hott2', '--out', root], quiet)).toBe(0);
  return join(root, 'balance-hott2');
});

/**
 * A shipped battle scenario's overrides where its page, not its figures, is under test: Monte
 * Carlo at 10 battles a matchup, with a plan game of 1 battle a pair (its columns and method
 * line are on the page as at the default). The pages draw the same charts as at 50 and 4 (37
 * for d3h2-battles, 42 for hott2-battles), with the same sections, tables and rows, for about
 * 40% less CPU; what is left is mostly preparing the battles of the plan game (25 pairs of
 * plans a battle). d3h2-battles' is the layout test's page and the report test's.
 */
export const QUICK_BATTLES = { target: { trials: 10 }, planTrials: 1 } as const;

const shipped = new Map<string, Promise<{ dir: string; charts: number }>>();
/**
 * A shipped scenario's report (`name` in scenarios/, with `overrides`), as `run` writes it: its
 * folder and how many charts its model holds.
 */
export function shippedReport(name: string, overrides: ScenarioOverrides = {}): Promise<{ dir: string; charts: number }> {
  const key = `${name} ${JSON.stringify(overrides)}`;
  const made = shipped.get(key) ?? (async () => {
    const report = await scenarioReport(fileURLToPath(new URL(`../../scenarios/${name}`, import.meta.url)), overrides);
    const model = reportModel(report);
    const dir = join(await freshFolder('shipped-'), report.scenario.name);
    await writeReport(dir, model, { version: 'test', gitCommit: null });
    return { dir, charts: reportCharts(model).length };
  })();
  shipped.set(key, made);
  return made;
}

/** The shared Chromium closed, if it was launched (a failed launch was reported where it failed). */
export async function closeSharedBrowser(): Promise<void> {
  await (await launched?.catch(() => undefined))?.close();
}
