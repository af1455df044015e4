/**
 * Issue #33: chances worked as sums of many outcomes land a few ulps off, and were written as
 * they came: shares of 1.0000000000000029 in `balance chainmail --format json`, an `at_least`
 * of -8.2e-15 and net edges of -5.55e-17 in CSVs. Every writer writes a number within 1e-12 of
 * 0 or 1 as 0 or 1 (src/core/written-number.ts), so a probability never leaves [0, 1].
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { analyseBalance } from '../../src/analysis/balance.js';
import type { MatchupResult } from '../../src/core/result.js';
import { balanceJson } from '../../src/report/balance-format.js';
import { csvText, metricsCsv } from '../../src/report/csv.js';
import { jsonText } from '../../src/report/escape.js';
import { reportModel } from '../../src/report/model.js';
import { scenarioReport } from '../scenario-report.js';
import { cli } from '../cli/run-cli.js';
import { tempDir } from '../temp-dir.js';

const work = tempDir('written-numbers');
/** The figures seen from outside, then two that are not noise and stay as they are. */
const NOISY = [1.0000000000000029, -8.2e-15, -5.55e-17, -1.0000000000000002, 0.5, 2.5e-12, 1 - 2e-12];
const CLEAN = [1, 0, 0, -1, 0.5, 2.5e-12, 1 - 2e-12];

describe('the writers', () => {
  it('CSV writes float noise next to 0, 1 and -1 as 0, 1 and -1, and every other number as it is', () => {
    expect(csvText(['a', 'b', 'c', 'd', 'e', 'f', 'g'], [NOISY])).toBe(`a,b,c,d,e,f,g\n${CLEAN.join(',')}\n`);
  });

  it('JSON does the same, at any depth', () => {
    expect(JSON.parse(jsonText({ share: NOISY[0], metrics: [{ atLeast: NOISY }] }))).toEqual({ share: 1, metrics: [{ atLeast: CLEAN }] });
    expect(jsonText({ edge: -5.55e-17 })).toBe('{\n  "edge": 0\n}');
  });

  it('balance JSON: a share that sums 0.3 + 0.6 + 0.1 is written 1, and its other side 0', () => {
    // Every outcome of a against b hurts b only: a's share is the sum of their chances,
    // 0.9999999999999999 in floating point, and b's is 1 minus it, 1.1e-16.
    const joint = [0.3, 0.6, 0.1].map((p, i) => ({ attacker: 'none', defender: 'destroyed', extra: i, p }));
    const outcomes = [{ id: 'none', label: 'no effect', unfavourable: false }, { id: 'destroyed', label: 'destroyed', unfavourable: true }];
    const fielded = { attacker: { count: 1, points: null }, defender: { count: 1, points: null } };
    const cell = { condition: 'open', attacker: 'a', defender: 'b', fielded, result: { joint } as unknown as MatchupResult, outcomes };
    const types = ['a', 'b'].map((id) => ({ id, name: id, cost: null, notModelled: [] }));
    const analysis = analyseBalance(types, [cell], new Map([['a', 1], ['b', 1]]), 1);
    const json = JSON.parse(balanceJson(analysis, { system: 'test', overlay: null, field: 'uniform', method: 'exact', points: null })) as { troops: { id: string; favourable: number; worst: { share: number } }[] };
    expect(json.troops.map((t) => [t.id, t.favourable, t.worst.share])).toEqual([['a', 1, 1], ['b', 0, 0]]);
  });
});

/** Every chance in a matchup's JSON: outcomes, totals, joint rows, metric probabilities and tails. */
function chances(json: { outcomes: Record<string, Record<string, number>>; totals: Record<string, number>; joint: { p: number }[]; metrics: { probabilities: number[]; atLeast: number[]; overflow: number }[] }): number[] {
  return [
    ...Object.values(json.outcomes).flatMap((side) => Object.values(side)),
    ...Object.values(json.totals),
    ...json.joint.map((j) => j.p),
    ...json.metrics.flatMap((m) => [...m.probabilities, ...m.atLeast, m.overflow]),
  ];
}

describe('what a user reads', () => {
  // 20 Heavy Foot against 20 Light Foot, one round of melee, exact: the tail of a count of
  // losses is 1 minus a running sum, and came out at -5.1e-16 where nothing can happen.
  const args = ['chainmail', '20*heavy-foot', '20*light-foot', '--combat', 'melee'];

  it('matchup --format json: every chance in [0, 1], the impossible tails exactly 0', async () => {
    const r = await cli('matchup', ...args, '--format', 'json');
    expect(r.code, r.stderr).toBe(0);
    const all = chances(JSON.parse(r.stdout));
    expect(all.filter((p) => !(p >= 0 && p <= 1))).toEqual([]);
    expect(all.filter((p) => p !== 0 && p !== 1 && (Math.abs(p) < 1e-12 || Math.abs(p - 1) < 1e-12))).toEqual([]);
  });

  it('metrics.csv of a run, in full: every probability and at_least in [0, 1]', async () => {
    const file = join(work, 'melee.yaml');
    writeFileSync(file, `name: melee\ntitle: Melee\nsystem: chainmail\nattackers: [20*heavy-foot]\ndefenders: [20*light-foot]\nconditions:\n  - name: melee\n    combat: melee\nmethod: exact\n`);
    const model = reportModel(await scenarioReport(file));
    const rows = parse(metricsCsv(model, true), { columns: true }) as Record<string, string>[];
    expect(rows.length).toBeGreaterThan(40);
    const outside = rows.flatMap((row) => [row['probability'], row['at_least']].map(Number)).filter((p) => !(p >= 0 && p <= 1));
    expect(outside).toEqual([]);
  });
});
