import { copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analysePlan, planBalance } from '../../src/app/balance.js';
import { explorerPage } from '../../src/app/explorer-page.js';
import { planJoust, solveJoustPlan } from '../../src/app/joust-strategy.js';
import { answerMatchup, planMatchup } from '../../src/app/matchup.js';
import { planRun, runPlan, type RunHooks } from '../../src/app/run-plan.js';
import { reportModel } from '../../src/report/model.js';
import { reportFiles } from '../../src/report/write-report.js';
import { tempDir } from '../temp-dir.js';

/**
 * DESIGN.md, "a run plan": every command resolves everything once into a plan, and the engine
 * and the writers receive the plan and nothing else. Each test builds a command's plan, then
 * takes away every file it was read from: running it (and writing its report) must still work,
 * so nothing downstream reads a file again; and what the plan resolved is shared, not redone.
 */
const dir = tempDir('plans');
const quiet = { update: () => {}, finish: () => {} };
const silent: RunHooks = { progress: () => quiet, onShortfall: () => {} };
const settings = { method: 'auto', target: { trials: 2_000 }, seed: 3, workers: 0, poolWhenNeeded: false, notes: [] } as const;

describe('each command runs from a plan built once', () => {
  it('run: the scenario and overlay files are read once; each condition set and the options are resolved once for all its matchups', async () => {
    const overlay = join(dir, 'knights.yaml');
    copyFileSync(new URL('../../scenarios/overlays/d3h2-knights-4-2.5ap.yaml', import.meta.url), overlay);
    const file = join(dir, 'run.yaml');
    writeFileSync(
      file,
      'name: plan-run\ntitle: t\nsystem: d3h2\nattackers: [knights, blades, bows]\ndefenders: [spears, knights]\nfocus: [[knights, spears]]\nconditions:\n  - name: open\n  - name: uphill\n    b: { uphill: true }\n  - name: shooting\n    combat: shooting\n',
    );
    const plan = await planRun({ files: [file], overlay, overrides: { options: {} }, workers: 0, poolWhenNeeded: false });
    rmSync(file);
    rmSync(overlay);
    const [scenario] = plan.scenarios;
    if (!scenario) throw new Error('no scenario planned');
    // 3 x 2 x 3 matchups: only Bows shoot, so 4 of the shooting set's 6 are skipped with a reason.
    expect([scenario.playable.length, scenario.skipped.length]).toEqual([14, 4]);
    expect(scenario.skipped.every((s) => s.condition === 'shooting' && s.reason.length > 0)).toBe(true);
    const uphill = scenario.playable.filter((p) => p.condition === 'uphill');
    expect(new Set(uphill.map((p) => p.matchup.defender.conditions)).size).toBe(1);
    expect(new Set(scenario.playable.map((p) => p.matchup.options)).size).toBe(2); // one per combat kind
    expect(scenario.conditions.map((c) => c.defender)).toEqual(['', 'uphill', '']);
    expect(scenario.facts.focus).toEqual([{ attacker: 'knights', defender: 'spears' }]);
    expect(scenario.facts.overlay?.name).toBe('d3h2-knights-4-2.5ap');

    const done = [];
    for await (const d of runPlan(plan, silent).scenarios) done.push(d);
    expect(done.map((d) => d.report.cells.length)).toEqual([14]);
    const files = [...reportFiles(reportModel(done[0]!.report))].map(([name]) => name);
    expect(files).toContain('index.html');
  });

  it('matchup: resolved and prepared once; the overlay file is not read again', async () => {
    const overlay = join(dir, 'knights-matchup.yaml');
    copyFileSync(new URL('../../scenarios/overlays/d3h2-knights-4-2.5ap.yaml', import.meta.url), overlay);
    const plan = await planMatchup({ system: 'd3h2', overlayFile: overlay, attacker: { troop: 'knights', conditions: {} }, defender: { troop: 'blades', conditions: {} } });
    rmSync(overlay);
    const { result, levers } = await answerMatchup(plan, settings, true);
    // Knights +4 (overlay) against Blades +5: the net totals of 36 dice pairs, enumerated.
    expect([result.method, result.overlay?.name, plan.exact]).toEqual(['exact', 'd3h2-knights-4-2.5ap', true]);
    expect(levers?.length).toBeGreaterThan(0);
  });

  it('balance: the condition-set and field files are read once, before any computing', async () => {
    const sets = join(dir, 'sets.yaml');
    writeFileSync(sets, '- name: open\n');
    const plan = await planBalance({ system: 'hott2', options: {}, conditionsFile: sets, matrixRun: settings, solveRun: settings });
    rmSync(sets);
    const notes: string[] = [];
    const { analysis, cells } = await analysePlan(plan, { note: (m) => notes.push(m), progress: () => quiet });
    expect(plan.sets).toEqual([{ name: 'open' }]);
    expect(cells).toBeGreaterThan(100);
    expect(analysis.rows.length).toBe(plan.whatIf.system.rows.filter((r) => r.cost !== null || plan.points === null).length);
  });

  it('joust-strategy: the options validated once; the game solved from the plan alone', () => {
    const plan = planJoust({ 'joust-rides': 1 });
    expect(plan).toEqual({ rides: 1, readings: { cells: 'all', lanceScore: -1 } });
    const data = solveJoustPlan(plan);
    expect([data.rides, data.stages.every((s) => s.ride === 1)]).toEqual([1, true]);
  });

  it('explore: the page is built whole, its script inlined under the hash its policy names', async () => {
    const page = await explorerPage();
    expect(page.scriptBytes).toBeGreaterThan(100_000);
    expect(page.html).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
  });
});
