/**
 * Golden files: the CSVs and every chart of a small fixed sweep (HOTT 2e, 3 attackers x 3
 * defenders x 2 condition sets, exact enumeration, so the numbers are the same on every
 * machine), normalised and compared with the files in test/report/__golden__/.
 *
 * On a mismatch the test fails and writes `<name>-changed.<ext>` beside the golden file
 * (git-ignored), so a reviewer can see the change by eye:
 *
 *   diff -u test/report/__golden__/heatmap-1-open-ground.svg test/report/__golden__/heatmap-1-open-ground-changed.svg
 *
 * When the change is intended, rewrite the golden files on purpose and commit them with it:
 *
 *   UPDATE_GOLDEN=1 npx vitest run test/report/golden.test.ts
 *
 * Normalised (see `normalise`): numbers with more than four decimals are rounded to four,
 * so float noise in the last digits is no change; generated ids are renumbered in order of
 * appearance; timestamps are replaced; SVG has one element per line so diffs stay readable.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { outcomesCsv, summaryCsv } from '../../src/report/csv.js';
import { reportModel } from '../../src/report/model.js';
import { reportCharts, type ReportChart } from '../../src/report/report-charts.js';
import type { SweepReport } from '../../src/report/sweep.js';
import { balanceMatrixSvg } from '../../src/report/charts/balance-matrix.js';
import { balanceScatterSvg } from '../../src/report/charts/balance-scatter.js';
import { balanceWorthSvg } from '../../src/report/charts/balance-worth.js';
import { chartDom } from '../../src/report/svg-document.js';
import { BREAK_EVEN_ANALYSIS, FIT_ANALYSIS } from './balance-fixture.js';
import { fixtureReport } from './fixture.js';
import { FOCUS_REPORT } from './hand-fixture.js';

const GOLDEN_DIR = fileURLToPath(new URL('./__golden__/', import.meta.url));
const UPDATE = process.env.UPDATE_GOLDEN === '1';

/** The sweep the golden files are drawn from. Changing it changes every golden file. */
const GOLDEN_SWEEP = {
  attackers: ['knights', 'blades', 'hordes'],
  defenders: ['spears', 'riders', 'behemoths'],
  conditions: [{ name: 'open ground' }, { name: 'attacker in bad going', attacker: { going: 'bad' } }],
  scenarioTitle: 'Golden files: three against three, open and bad going',
};

/** Rounded to four decimals, without trailing zeros or a negative zero: '0.30000000000000004' -> '0.3'. */
function roundLong(number: string): string {
  return String(Number(Number(number).toFixed(4)) || 0);
}

/** `id="…"` values renamed id-1, id-2, … in order of appearance, with their `#…` references. */
function renumberIds(text: string): string {
  const ids = new Map<string, string>();
  for (const [, id] of text.matchAll(/(?<=\s)id="([^"]*)"/g)) if (id !== undefined && !ids.has(id)) ids.set(id, `id-${ids.size + 1}`);
  return text
    .replace(/(?<=\s)id="([^"]*)"/g, (_, id: string) => `id="${ids.get(id) ?? id}"`)
    .replace(/(url\(#|href="#)([^)"]+)/g, (whole, lead: string, id: string) => (ids.has(id) ? `${lead}${ids.get(id)}` : whole));
}

/** What is compared: stable across machines and runs, readable in a diff. */
function normalise(text: string, kind: 'svg' | 'csv'): string {
  let out = text
    .replace(/(?<![\w.])-?\d+\.\d{5,}(?:e[-+]?\d+)?(?![\w.])/g, roundLong)
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g, 'TIMESTAMP');
  if (kind === 'svg') out = `${renumberIds(out).replace(/></g, '>\n<')}\n`;
  return out;
}

/**
 * Compare `actual` with the golden file `name`. On a mismatch (or no golden file yet) write
 * `<name>-changed.<ext>` beside it and fail; on a match remove any stale -changed file.
 * With UPDATE_GOLDEN=1 rewrite the golden file instead.
 */
function expectGolden(name: string, actual: string): void {
  const file = `${GOLDEN_DIR}${name}`;
  const changed = file.replace(/(\.[^./]+)$/, '-changed$1');
  if (UPDATE) {
    writeFileSync(file, actual);
    rmSync(changed, { force: true });
    return;
  }
  const expected = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (actual === expected) {
    rmSync(changed, { force: true });
    return;
  }
  writeFileSync(changed, actual);
  const lines = actual.split('\n');
  const firstDifference = expected === null ? 0 : lines.findIndex((line, i) => line !== expected.split('\n')[i]);
  expect.fail(
    expected === null
      ? `no golden file ${file}; wrote ${changed}. If it is right: UPDATE_GOLDEN=1 npx vitest run test/report/golden.test.ts`
      : `${name} differs from its golden file from line ${firstDifference + 1}; wrote ${changed}.\n` +
          `  diff -u ${file} ${changed}\n` +
          `If the change is intended: UPDATE_GOLDEN=1 npx vitest run test/report/golden.test.ts`,
  );
}

let report: SweepReport;
let charts: ReportChart[];
beforeAll(async () => {
  report = await fixtureReport(GOLDEN_SWEEP);
  charts = reportCharts(reportModel(report));
});

describe('golden files', () => {
  it('are drawn from an exact sweep of 3 x 3 matchups under 2 condition sets', () => {
    expect(report.cells).toHaveLength(3 * 3 * 2);
    expect(report.cells.every((c) => c.result.method === 'exact')).toBe(true);
  });

  it('outcomes.csv', () => expectGolden('outcomes.csv', normalise(outcomesCsv(reportModel(report)), 'csv')));
  it('summary.csv', () => expectGolden('summary.csv', normalise(summaryCsv(reportModel(report)), 'csv')));

  // One test per chart, so every changed chart gets its -changed file in one run.
  const outcomes = ['1', '2'].flatMap((set) => ['knights', 'blades', 'hordes'].map((a) => `outcomes-${set}-${a}.svg`));
  const files = ['heatmap-1-open-ground.svg', 'heatmap-2-attacker-in-bad-going.svg', 'condition-effect.svg', ...outcomes];
  it('cover every chart of the report', () => {
    expect(charts.map((c) => c.file)).toEqual(files);
  });
  it.each(files)('charts/%s', (file) => {
    const chart = charts.find((c) => c.file === file);
    expect(chart, file).toBeDefined();
    expectGolden(file, normalise(String(chart?.svg ?? ''), 'svg'));
  });
});

describe('golden focus chart', () => {
  // Hand-made numbers (hand-fixture.ts): Blades v Warband across three condition sets, one refused.
  it('charts/focus-blades-v-warband.svg', () => {
    const chart = reportCharts(reportModel(FOCUS_REPORT)).find((c) => c.file === 'focus-blades-v-warband.svg');
    expectGolden('focus-blades-v-warband.svg', normalise(String(chart?.svg ?? ''), 'svg'));
  });
});

describe('golden balance charts', () => {
  // Hand-made analyses (balance-fixture.ts): groups judged by break-even costs, single elements by the cost line.
  const dom = chartDom();
  const cases = [
    ['balance-worth-cost.svg', () => balanceWorthSvg(dom, BREAK_EVEN_ANALYSIS, 'Test rules')],
    ['balance-matrix.svg', () => balanceMatrixSvg(dom, BREAK_EVEN_ANALYSIS, 'Test rules')],
    ['balance-strength-cost.svg', () => balanceScatterSvg(dom, FIT_ANALYSIS, 'Test rules')],
  ] as const;
  it.each(cases)('charts/%s', (file, draw) => expectGolden(file, normalise(String(draw()), 'svg')));
});

describe('normalise', () => {
  it('rounds long decimals, renumbers ids and replaces timestamps, leaving the rest alone', () => {
    const svg = '<svg><rect id="g7" x="0.30000000000000004" y="-0.000000001" width="12.5"/><use href="#g7" fill="url(#g7)"/><text data-p="0.583333">000_4e153465d7893c13 1.2.3 2025-01-01T00:00:00.000Z</text></svg>';
    expect(normalise(svg, 'svg')).toBe(
      '<svg>\n<rect id="id-1" x="0.3" y="0" width="12.5"/>\n<use href="#id-1" fill="url(#id-1)"/>\n<text data-p="0.5833">000_4e153465d7893c13 1.2.3 TIMESTAMP</text>\n</svg>\n',
    );
    expect(normalise('a,0.5833333333333334,-0.30555555555555547,0.25\n', 'csv')).toBe('a,0.5833,-0.3056,0.25\n');
  });
});
