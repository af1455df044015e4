/**
 * The shipped low scenarios (#15, point 6): each loads and expands with nothing skipped, and
 * every group in one costs the same points, so a sweep compares equal points.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGroup } from '../../../src/core/group.js';
import { loadScenario } from '../../../src/scenario/load.js';
import { planRun } from '../../../src/app/run-plan.js';
import { ROOT } from '../../cli/run-cli.js';

const files = readdirSync(join(ROOT, 'scenarios')).filter((f) => /^low-.*\.yaml$/.test(f));

/** Points of a group from the rows' cost fields. */
function points(label: string, system: Awaited<ReturnType<typeof loadScenario>>['system']): number {
  return parseGroup(system, label, undefined, 'side').reduce((s, e) => s + e.count * (system.rows.find((r) => r.id === e.troop)?.cost ?? NaN), 0);
}

describe('shipped low scenarios', () => {
  it('there are scenarios at 12, 24 and 48 points and one of missile fire', () => {
    expect(files.sort()).toEqual(['low-12-points.yaml', 'low-24-points.yaml', 'low-48-points.yaml', 'low-missile.yaml']);
  });

  it.each(files)('%s: every group costs the same, every matchup is playable', async (file) => {
    const s = await loadScenario(join(ROOT, 'scenarios', file));
    const budget = Number(/low-(\d+)-points/.exec(file)?.[1] ?? 12);
    for (const side of [...s.attackers, ...s.defenders]) expect(points(side, s.system), side).toBe(budget);
    const [sweep] = (await planRun({ files: [join(ROOT, 'scenarios', file)], overrides: {}, workers: 0, poolWhenNeeded: false })).scenarios;
    if (!sweep) throw new Error('no plan');
    expect(sweep.skipped).toEqual([]);
    expect(sweep.playable.length).toBe(s.attackers.length * s.defenders.length * s.conditions.length);
  });
});
