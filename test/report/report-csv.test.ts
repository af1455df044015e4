import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { metricsCsv, outcomesCsv } from '../../src/report/csv.js';
import { reportModel, type ReportModel } from '../../src/report/model.js';
import { reportFiles } from '../../src/report/write-report.js';
import { scenarioReport } from '../scenario-report.js';
import { tempDir } from '../temp-dir.js';
import { fixtureReport } from './fixture.js';

// What a sweep report's CSVs hold by default, and in full (issue #34: lean reports).

const work = tempDir('report-csv');
type Row = Record<string, string>;
const rows = (text: string): Row[] => parse(text, { columns: true }) as Row[];

/** 20 Heavy Foot (2 points each) against 20 Light Foot, one round of melee, exact. */
let melee: ReportModel;

beforeAll(async () => {
  const file = join(work, 'melee.yaml');
  writeFileSync(file, 'name: melee\ntitle: Melee\nsystem: chainmail\nattackers: [20*heavy-foot]\ndefenders: [20*light-foot]\nconditions:\n  - name: melee\n    combat: melee\nmethod: exact\n');
  melee = reportModel(await scenarioReport(file));
});

describe('metrics.csv', () => {
  it('by default: one row per result and metric, its summary, and points lost in points', () => {
    const written = rows(metricsCsv(melee));
    const metrics = melee.cells[0]?.result.metrics ?? [];
    expect(written.map((r) => r['metric'])).toEqual(['attacker-figures-lost', 'defender-figures-lost', 'attacker-quarter-points-lost', 'defender-quarter-points-lost']);
    expect(Object.keys(written[0] ?? {})).toEqual([
      'system', 'scenario', 'condition', 'attacker', 'defender', 'method', 'trials', 'seed', 'metric',
      'mean', 'mean_ci_low', 'mean_ci_high', 'sd', 'p5', 'p50', 'p95', 'overflow', 'mean_points',
      'attacker_group', 'defender_group', 'overlay', 'options',
    ]);
    written.forEach((row, i) => expect(Number(row['mean'])).toBeCloseTo(metrics[i]?.mean ?? NaN, 12));
    // Points lost are the figures lost at their cost: 2 a Heavy Foot, 1 a Light Foot.
    const figures = (side: string): number => Number(written.find((r) => r['metric'] === `${side}-figures-lost`)?.['mean']);
    expect(Number(written[2]?.['mean_points'])).toBeCloseTo(figures('attacker') * 2, 12);
    expect(Number(written[3]?.['mean_points'])).toBeCloseTo(figures('defender') * 1, 12);
    expect(written[0]?.['mean_points']).toBe('');
  });

  it('in full: every value of every metric with its chance and tail, the summary on each row', () => {
    const written = rows(metricsCsv(melee, true));
    const metrics = melee.cells[0]?.result.metrics ?? [];
    expect(written).toHaveLength(metrics.reduce((n, m) => n + m.probabilities.length, 0));
    const lost = written.filter((r) => r['metric'] === 'attacker-figures-lost');
    expect(lost.map((r) => Number(r['value']))).toEqual(Array.from({ length: 21 }, (_, k) => k));
    expect(lost.reduce((s, r) => s + Number(r['probability']), 0)).toBeCloseTo(1, 12);
    expect(Number(lost[0]?.['at_least'])).toBe(1);
    expect(lost.every((r) => r['mean'] === lost[0]?.['mean'])).toBe(true);
  });

  it('reportFiles writes the default unless asked for the full file', () => {
    const metricsOf = (settings: { fullMetrics?: boolean }): string => String([...reportFiles(melee, settings)].find(([name]) => name === 'metrics.csv')?.[1]);
    expect(metricsOf({})).toBe(metricsCsv(melee));
    expect(metricsOf({ fullMetrics: true })).toBe(metricsCsv(melee, true));
  });
});

describe('outcomes.csv', () => {
  it('leaves out what an exact result gives no chance, keeping every other row', async () => {
    const model = reportModel(await fixtureReport());
    const written = rows(outcomesCsv(model));
    expect(written.every((r) => Number(r['probability']) > 0)).toBe(true);
    const expected = model.cells.flatMap((c) => (['attacker', 'defender'] as const).flatMap((side) => model.outcomeIds(c.result.combat).filter((o) => (c.result.outcomes[side][o] ?? 0) > 0)));
    expect(written).toHaveLength(expected.length);
    // Knights v Spears in the open: the Knights recoil (15/36) or are destroyed (6/36), or hold (15/36).
    const ks = written.filter((r) => r['condition'] === 'open ground' && r['attacker'] === 'knights' && r['defender'] === 'spears' && r['side'] === 'attacker');
    expect(ks.map((r) => r['outcome'])).toEqual(['none', 'recoil', 'destroyed']);
  });

  it('keeps a Monte Carlo zero, whose interval says how small it may be', async () => {
    const model = reportModel(await fixtureReport({ method: 'mc', trials: 2000, seed: 3, attackers: ['knights'], defenders: ['spears'], conditions: [{ name: 'open' }] }));
    const written = rows(outcomesCsv(model));
    expect(written).toHaveLength(2 * model.outcomeIds('close').length);
    expect(written.filter((r) => r['probability'] === '0').every((r) => Number(r['ci_high']) > 0)).toBe(true);
  });
});
