import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportModel, type ReportModel } from '../../src/report/model.js';
import type { SweepReport } from '../../src/report/sweep.js';
import { writeReport } from '../../src/report/write-report.js';
import { fixtureReport } from './fixture.js';
import { tempDir } from '../temp-dir.js';

const work = tempDir('write');

let report: SweepReport;
beforeAll(async () => {
  report = await fixtureReport();
});

const info = { version: 'test', gitCommit: null };

/** A report that fails partway through writing: its last cell has no result. */
function broken(): ReportModel {
  const model = reportModel(report);
  return { ...model, cells: [...model.cells.slice(0, -1), { ...model.cells[0]!, result: undefined as never }] };
}

describe('writeReport: whole or not at all', () => {
  it('writes every file and leaves no temporary folder', async () => {
    const root = mkdtempSync(join(work, 'case-'));
    const files = await writeReport(join(root, 'r'), reportModel(report), info);
    expect(files).toContain('index.html');
    for (const f of files) expect(existsSync(join(root, 'r', f)), f).toBe(true);
    expect(readdirSync(root)).toEqual(['r']);
  });

  it('leaves no report, and no partial folder, when writing fails midway', async () => {
    const root = mkdtempSync(join(work, 'case-'));
    await expect(writeReport(join(root, 'r'), broken(), info)).rejects.toThrow();
    expect(readdirSync(root)).toEqual([]);
  });

  it('keeps the earlier report when a new one fails, and replaces it when one succeeds', async () => {
    const root = mkdtempSync(join(work, 'case-'));
    await writeReport(join(root, 'r'), reportModel(report), info);
    const before = readFileSync(join(root, 'r', 'outcomes.csv'), 'utf8');
    await expect(writeReport(join(root, 'r'), broken(), info)).rejects.toThrow();
    expect(readFileSync(join(root, 'r', 'outcomes.csv'), 'utf8')).toBe(before);
    await writeReport(join(root, 'r'), reportModel({ ...report, scenario: { ...report.scenario, name: 'renamed' } }), info);
    expect(readFileSync(join(root, 'r', 'outcomes.csv'), 'utf8')).toContain(',renamed,');
    expect(readdirSync(root)).toEqual(['r']);
  });

  it('guards spreadsheet formulas in names that come from user files', async () => {
    const root = mkdtempSync(join(work, 'case-'));
    const named = await fixtureReport({ conditions: [{ name: '=HYPERLINK("x")' }] });
    await writeReport(join(root, 'r'), reportModel(named), info);
    const csv = readFileSync(join(root, 'r', 'summary.csv'), 'utf8');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});
