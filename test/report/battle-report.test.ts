/**
 * Issue #35 item 5: a battle sweep's report, through the one report model: win chances with
 * intervals, the decision curve, losses by type, what destroyed what, and in the method what
 * the battle model leaves out; army names (a hostile one among them) escaped everywhere.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportModel, type ReportModel } from '../../src/report/model.js';
import { reportFiles } from '../../src/report/write-report.js';
import { LEFT_OUT_OF_TERRAIN, LEFT_OUT_ON_BOARD } from '../../src/rules/common/battle/explain.js';
import { ROOT } from '../cli/run-cli.js';
import { scenarioReport } from '../scenario-report.js';
import { tempDir } from '../temp-dir.js';

const work = tempDir('battle-report');
const EVIL = '<script>alert(1)</script> & "Co"';
const evilArmy = join(work, 'evil.yaml');
writeFileSync(
  evilArmy,
  `system: d3h2\nname: ${JSON.stringify(EVIL)}\nsource: a hostile test army\nelements:\n  - { troop: blades, count: 4 }\n  - { troop: knights, general: true }\n  - { troop: spears, count: 4 }\n`,
);
// What the report draws from the battles, not their figures: 100 battles each, 8 a pair of plans.
const scenario = join(work, 'battles.yaml');
writeFileSync(
  scenario,
  `name: battles\ntitle: Battles\nsystem: d3h2\nattackers: [evil.yaml, ${join(ROOT, 'armies', 'd3h2-pike-phalanx.yaml')}]\ndefenders: [${join(ROOT, 'armies', 'd3h2-warband.yaml')}]\nconditions:\n  - name: open battle\n    combat: battle\noptions: { bounds: 20 }\ntrials: 100\nplan-trials: 8\nseed: 7\n`,
);

let model: ReportModel;
let files: Map<string, string>;
beforeAll(async () => {
  model = reportModel(await scenarioReport(scenario));
  files = new Map([...reportFiles(model)].map(([name, content]) => [name, String(content)]));
}, 120_000);

const charts = (prefix: string): string[] => [...files.keys()].filter((f) => f.startsWith(`charts/${prefix}`));

describe('a battle sweep report', () => {
  it('names each army by its file', () => {
    expect(model.cells.map((c) => c.attackerName)).toEqual([EVIL, 'Pike Phalanx']);
    expect(model.cells.map((c) => c.defenderName)).toEqual(['Barbarian Warband', 'Barbarian Warband']);
  });

  it('draws win chances with their intervals, a row per result of each battle', () => {
    const [file] = charts('wins-');
    expect(file).toBeDefined();
    const svg = new JSDOM(files.get(file ?? '') ?? '', { contentType: 'image/svg+xml' }).window.document;
    const rows = [...svg.querySelectorAll('g.metric-row')];
    expect(rows).toHaveLength(6);
    const cell = model.cells[1];
    const wins = cell?.result.totals['attackerWins'] ?? NaN;
    const [low, high] = cell?.result.totalsIntervals?.['attackerWins'] ?? [NaN, NaN];
    expect(rows[3]?.querySelector('title')?.textContent).toBe(`Pike Phalanx v Barbarian Warband: Pike Phalanx wins: ${(100 * wins).toFixed(1)}% (95% interval ${(100 * low).toFixed(1)}% to ${(100 * high).toFixed(1)}%)`);
  });

  it("reads each battle's edge as win - loss and what each army lost, not whose general fell (issue #47)", () => {
    const page = new JSDOM(files.get('index.html') ?? '').window.document;
    const headings = [...page.querySelectorAll('#summary-table thead th, table thead th')].map((th) => th.textContent?.trim() ?? '');
    expect(headings).not.toContain('net edge');
    expect(headings).not.toContain('attacker suffers');
    expect(headings).toEqual(expect.arrayContaining(['edge (win − loss)', 'attacker elements lost', 'defender elements lost', 'attacker general lost', 'defender general lost']));
    const rows = parse(files.get('summary.csv') ?? '', { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).not.toContain('attacker_unfavourable');
    model.cells.forEach((cell, i) => {
      const { totals, outcomes, metrics } = cell.result;
      const row = rows[i] ?? {};
      // The edge is the chance of a win minus the chance of a loss, whoever's general fell.
      expect(Number(row['net_edge'])).toBeCloseTo((totals['attackerWins'] ?? NaN) - (totals['defenderWins'] ?? NaN), 12);
      expect(Number(row['attacker_general_lost'])).toBeCloseTo(outcomes.attacker['general-lost'] ?? NaN, 12);
      expect(Number(row['defender_elements_lost'])).toBeCloseTo(metrics.find((m) => m.name === 'defender-lost')?.mean ?? NaN, 12);
    });
  });

  it('draws the decision curve: the chance each battle is decided by each bound, draws never', () => {
    const [file] = charts('decided-');
    const svg = new JSDOM(files.get(file ?? '') ?? '', { contentType: 'image/svg+xml' }).window.document;
    const cells = [...svg.querySelectorAll('g.cells rect')];
    const columns = [5, 10, 15, 20];
    expect(cells).toHaveLength(2 * columns.length);
    const bounds = model.cells[1]?.result.metrics.find((m) => m.name === 'bounds');
    const byTwenty = (bounds?.probabilities ?? []).reduce((sum, p) => sum + p, 0);
    expect(byTwenty).toBeCloseTo(1 - (model.cells[1]?.result.totals['draws'] ?? 0), 9);
    expect(cells[7]?.querySelector('title')?.textContent).toBe(`Pike Phalanx v Barbarian Warband: decided by bound 20: ${(100 * byTwenty).toFixed(1)}%`);
  });

  it('draws losses by type and what destroyed what for each battle', () => {
    expect(charts('losses-')).toHaveLength(2);
    expect(charts('kills-')).toHaveLength(2);
    const kills = files.get(charts('kills-')[1] ?? '') ?? '';
    const mean = model.cells[1]?.result.metrics.find((m) => m.name === 'defender-warband-by-pikes')?.mean ?? NaN;
    expect(kills).toContain(`Pike Phalanx Pikes destroyed Barbarian Warband Warband: ${mean.toFixed(2)} a battle`);
  });

  it('draws where on the board each army lost its elements, for each battle (issue 48)', () => {
    expect(charts('where-')).toHaveLength(2);
    const where = files.get(charts('where-')[1] ?? '') ?? '';
    const centre = model.cells[1]?.result.metrics.find((m) => m.name === 'defender-lost-in-zone-4')?.mean ?? NaN;
    expect(where).toContain(`Barbarian Warband lost ${centre.toFixed(2)} elements a battle in middle, centre`);
  });

  it('lists what the battle model leaves out in the method section', () => {
    const page = files.get('index.html') ?? '';
    const method = new JSDOM(page).window.document.querySelector('#method')?.textContent ?? '';
    // The defenders' army files name home terrains (F30): the terrain's own list stands first.
    for (const item of [LEFT_OUT_OF_TERRAIN, ...LEFT_OUT_ON_BOARD.slice(1)]) expect(method).toContain(item);
  });

  it('escapes a hostile army name in every chart, the page and the CSV', () => {
    for (const [name, content] of files) if (!name.endsWith('.csv')) expect(content, name).not.toContain('<script>alert');
    for (const prefix of ['wins-', 'decided-', 'losses-', 'kills-']) expect(files.get(charts(prefix)[0] ?? '')).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp;');
    expect(files.get('index.html')).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp;');
    // The CSV holds the name as a quoted value, read back whole.
    const rows = parse(files.get('summary.csv') ?? '', { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r['attacker_name'])).toEqual([EVIL, 'Pike Phalanx']);
  });
});
