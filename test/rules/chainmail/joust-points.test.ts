/**
 * Issue #33: `--combat joust` reports each rider's tourney points (003:702-708) as a metric,
 * exactly, with the values worked by hand from the Jousting Matrix (003:1151-1186; C28, C48).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { summariseMetric } from '../../../src/engine/metric-summary.js';
import { OutcomeListKernel } from '../../../src/rules/common/outcome-list-kernel.js';
import { cli } from '../../cli/run-cli.js';
import { tempDir } from '../../temp-dir.js';

const work = tempDir('joust-points');

type Metric = { name: string; offset?: number; probabilities: number[]; mean: number; p5: number; p50: number; p95: number; atLeast: number[]; intervals: { mean: [number, number] } | null };
async function metrics(...args: string[]): Promise<Record<string, Metric>> {
  const run = await cli('matchup', 'chainmail', ...args, '--format', 'json');
  expect(run.code, run.stderr).toBe(0);
  return Object.fromEntries((JSON.parse(run.stdout) as { metrics: Metric[] }).metrics.map((m) => [m.name, m]));
}
/** P(points = v) from a metric with an offset. */
const at = (m: Metric | undefined, v: number): number => m?.probabilities[v - (m.offset ?? 0)] ?? 0;

/*
 * Worked by hand. The attacker aims at the helm and sits steady (4); the defender aims at the
 * chief pale, his position uniform over the six the chief pale allows ("Any", 003:1159).
 * The defender's chief pale against the steady seat is B (003:1159): he breaks his lance, -1,
 * and sits position 4 the next ride, keeping his aim (003:1186; C28). The attacker's helm
 * against his position (003:1157): 1-3 and 6 M, 4 H (+3), 5 U (+20, the joust ends).
 * Ride 1: 1/6 unhorsed (A 20, B -1); 1/6 H (A 3); 4/6 M (A 0). Rides 2 and 3: B forced to 4,
 * so H (+3) for A and B (-1) for B each ride. Totals: A 20 (1/6), 9 (1/6), 6 (4/6), mean
 * 53/6; B -1 (1/6), -3 (5/6), mean -16/6. The least score of either rider is -3.
 */
const FIXED = ['heavy-horse', 'heavy-horse', '--combat', 'joust', '--a', 'aim=helm,position=steady-seat', '--b', 'aim=chief-pale'];

describe('joust tourney points as metrics (003:702-708; C48)', () => {
  it('exact: each rider\'s points, worked by hand, with the least score as the offset', async () => {
    const m = await metrics(...FIXED);
    const a = m['attacker-tourney-points'];
    const b = m['defender-tourney-points'];
    expect(a?.offset).toBe(-3);
    expect(b?.offset).toBe(-3);
    expect(a?.probabilities).toHaveLength(20 - -3 + 1);
    expect([at(a, 6), at(a, 9), at(a, 20)]).toEqual([4 / 6, 1 / 6, 1 / 6].map((p) => expect.closeTo(p, 14)));
    expect(a?.probabilities.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 14);
    expect(a?.mean).toBeCloseTo(53 / 6, 12);
    expect([a?.p5, a?.p50, a?.p95]).toEqual([6, 6, 20]);
    // "At least" by value: P(A >= 9) = 2/6, at index 9 - offset.
    expect(a?.atLeast[9 - -3]).toBeCloseTo(2 / 6, 14);
    expect([at(b, -3), at(b, -1)]).toEqual([5 / 6, 1 / 6].map((p) => expect.closeTo(p, 14)));
    expect(b?.mean).toBeCloseTo(-16 / 6, 12);
    expect([b?.p5, b?.p50, b?.p95]).toEqual([-3, -3, -1]);
  });

  it('one ride, lance +1: the defender\'s B scores +1, and the attacker\'s points are 0, 3 or 20', async () => {
    const m = await metrics(...FIXED, '--option', 'joust-rides=1', '--option', 'lance-score=plus-one');
    const a = m['attacker-tourney-points'];
    expect(a?.offset).toBeUndefined(); // the least score is 0: no offset
    expect([at(a, 0), at(a, 3), at(a, 20)]).toEqual([4 / 6, 1 / 6, 1 / 6].map((p) => expect.closeTo(p, 14)));
    expect(at(m['defender-tourney-points'], 1)).toBeCloseTo(1, 14);
  });

  it('the table prints the points as values, negative ones included', async () => {
    const run = await cli('matchup', 'chainmail', ...FIXED);
    expect(run.stdout).toMatch(/attacker tourney points \(003:702-708\) +8\.83 +5\.11 +6 \/ 6 \/ 20 +>=9 33\.3%, >=20 16\.7%/);
    expect(run.stdout).toMatch(/defender tourney points \(003:702-708\) +-2\.67 +0\.75 +-3 \/ -3 \/ -1 +>=-1 16\.7%/);
    expect((await cli('matchup', 'chainmail', ...FIXED, '--at-least', '0,9')).stdout).toMatch(/attacker tourney points.*>=0 100\.0%, >=9 33\.3%/);
  });

  it('Monte Carlo samples the same law: the mean within its 95% interval of 53/6', async () => {
    const m = await metrics(...FIXED, '--method', 'mc', '--trials', '60000', '--seed', '5');
    const a = m['attacker-tourney-points'];
    const [low, high] = a?.intervals?.mean ?? [NaN, NaN];
    expect(low).toBeLessThan(53 / 6);
    expect(high).toBeGreaterThan(53 / 6);
    expect(a?.mean).toBeCloseTo(53 / 6, 0);
    expect(a?.probabilities.slice(0, 9).every((p) => p === 0)).toBe(true);
  });

  it('run writes the points by value in metrics.csv and draws them from the least', async () => {
    const file = join(work, 'joust.yaml');
    writeFileSync(file, 'name: lists\ntitle: Lists\nsystem: chainmail\nattackers: [heavy-horse]\ndefenders: [heavy-horse]\nconditions:\n  - name: helm\n    combat: joust\n    a: { aim: helm, position: steady-seat }\n    b: { aim: chief-pale }\n');
    expect((await cli('run', file, '--full-metrics', '--out', join(work, 'out'))).code).toBe(0);
    const rows = parse(readFileSync(join(work, 'out', 'lists', 'metrics.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
    const points = rows.filter((r) => r['metric'] === 'defender-tourney-points');
    expect(points.map((r) => Number(r['value']))).toEqual(Array.from({ length: 24 }, (_, k) => k - 3));
    expect(Number(points.find((r) => r['value'] === '-3')?.['probability'])).toBeCloseTo(5 / 6, 14);
    const svg = readFileSync(join(work, 'out', 'lists', 'charts', 'metric-defender-tourney-points.svg'), 'utf8');
    // The axis reaches below 0 (d3 writes a minus sign), where the defender's points are.
    expect(svg).toMatch(/>−2<\/text>/);
    expect(svg).toMatch(/5th -3, median -3, 95th -1/);
  });
});

describe('a metric with an offset', () => {
  it('summariseMetric reads step k as the value offset + k', () => {
    // Values -2, -1, 0 with 1/4, 1/2, 1/4: mean -1, median -1.
    const s = summariseMetric({ name: 'points', label: 'points', max: 2, offset: -2 }, Float64Array.of(1, 2, 1, 0), 4, false);
    expect([s.offset, s.mean, s.p5, s.p50, s.p95, s.sd]).toEqual([-2, -1, -2, -1, 0, Math.sqrt(0.5)]);
    expect(s.atLeast).toEqual([1, 0.75, 0.25]);
  });

  it('OutcomeListKernel takes values and histograms them by step, exactly and by trial', () => {
    const kernel = new OutcomeListKernel([{ name: 'x', values: ['a', 'b'] }], [{ name: 'points', label: 'points', max: 3, offset: -1 }], [{ code: 0, metrics: [-1], probability: 0.5 }, { code: 1, metrics: [2], probability: 0.5 }], 'two');
    expect(Array.from(kernel.exact().metrics?.[0] ?? [])).toEqual([0.5, 0, 0, 0.5, 0]);
    kernel.trial({ nextU32: () => 0 } as never);
    expect(kernel.metricOut[0]).toBe(0);
    kernel.trial({ nextU32: () => 4_294_967_295 } as never);
    expect(kernel.metricOut[0]).toBe(3);
  });
});
