/**
 * Issue #15: for groups of equal points, the report charts win chance against group size
 * and points lost per point spent (from the metrics a system marks as points lost).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportModel } from '../../src/report/model.js';
import { scenarioReport } from '../scenario-report.js';
import { cli } from '../cli/run-cli.js';
import { tempDir } from '../temp-dir.js';

const work = tempDir('groups');
const file = join(work, 'equal.yaml');
writeFileSync(file, 'name: equal\ntitle: Equal points\nsystem: low\nattackers: ["6*infantry", "3*cavalry"]\ndefenders: ["6*infantry", "3*cavalry"]\nconditions:\n  - name: engagement\n    combat: engagement\nmethod: exact\n');

describe('group charts', () => {
  it('group stats: figures, cost, mean win chance and points lost per side', async () => {
    const report = await scenarioReport(file);
    const stats = reportModel(report).groups('engagement');
    expect(stats.map((s) => [s.label, s.figures, s.spent])).toEqual([['6*infantry', 6, 6], ['3*cavalry', 3, 6]]);
    const infantry = report.cells.filter((c) => c.attacker === '6*infantry');
    const win = infantry.reduce((s, c) => s + (c.result.totals['attackerWins'] ?? 0), 0) / infantry.length;
    expect(stats[0]?.winChance).toBeCloseTo(win, 12);
    // 6 infantry v 6 infantry, mirror-free: what one side loses on average, the other inflicts in the mirror cell.
    expect(stats[0]?.inflicted).toBeGreaterThan(0);
    expect(stats[0]?.suffered).toBeGreaterThan(0);
  });

  it('run draws both charts for a sweep of groups, one mark per group', async () => {
    expect((await cli('run', file, '--out', join(work, 'out'))).code).toBe(0);
    const charts = join(work, 'out', 'equal', 'charts');
    expect(readFileSync(join(charts, 'group-size.svg'), 'utf8').match(/class="group-dot"/g)).toHaveLength(2);
    expect(readFileSync(join(charts, 'points-efficiency.svg'), 'utf8').match(/class="bar"/g)).toHaveLength(4);
  });

  it('names each group as the heatmaps do (`6 Infantry`), never by its label (`6*infantry`)', () => {
    const charts = join(work, 'out', 'equal', 'charts');
    const heatmap = readFileSync(join(charts, 'heatmap-1-engagement.svg'), 'utf8');
    for (const file of ['group-size.svg', 'points-efficiency.svg']) {
      const svg = readFileSync(join(charts, file), 'utf8');
      expect(svg, file).not.toMatch(/>[^<]*\d\*[a-z]/);
      for (const name of ['6 Infantry', '3 Cavalry']) {
        expect(svg, file).toContain(`>${name}</text>`);
        expect(heatmap).toContain(`>${name}</text>`);
      }
    }
  });
});
