/**
 * Issue #46: a pike block stands in close order unless its side says otherwise, and every
 * command takes that from one place, the row's `defaultOrder` (RULINGS.md C45). `matchup`
 * fielded Swiss in open order unless told `close-order` while `balance` fielded them closed.
 * Strikes are worked by hand from the Combat Tables (003:1045-1107) and 003:1103-1105.
 */
import { describe, expect, it } from 'vitest';
import { balanceMatrix } from '../../../src/analysis/balance-matrix.js';
import type { Matchup } from '../../../src/core/system.js';
import { ENGAGEMENT_RESULTS } from '../../../src/rules/chainmail/engagement.js';
import { chainmail } from '../../../src/rules/chainmail/index.js';
import { TROOPS, type Troop } from '../../../src/rules/chainmail/troops.js';
import { cli } from '../../cli/run-cli.js';

interface Json { metrics: { name: string; mean: number }[]; joint: { attacker: string; defender: string; p: number }[] }

async function matchup(...args: string[]): Promise<Json> {
  const run = await cli('matchup', 'chainmail', ...args, '--format', 'json');
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Json;
}
const mean = (j: Json, name: string): number => j.metrics.find((m) => m.name === name)?.mean ?? NaN;

describe('a pike block stands in close order unless told open-order (C45)', () => {
  it('matchup: 20 Heavy Foot attacking 20 Swiss, nothing said, meet their pikes in close order: no casualties, 40 dice on a 6 back', async () => {
    const j = await matchup('20*heavy-foot', '20*swiss-pikemen');
    expect(mean(j, 'defender-figures-lost')).toBe(0);
    // Heavy Foot v Heavy Foot 1 die a man on a 6 (20) and the pike die (20), capped at 20 figures.
    expect(mean(j, 'attacker-figures-lost')).toBeCloseTo(40 / 6, 6);
  });

  it('open-order: the same Swiss are Light Foot both ways: 20 dice on 5-6 (20/3 lost), 10 dice on a 6 back', async () => {
    const j = await matchup('20*heavy-foot', '20*swiss-pikemen', '--b', 'open-order');
    expect(mean(j, 'defender-figures-lost')).toBeCloseTo(20 / 3, 9);
    expect(mean(j, 'attacker-figures-lost')).toBeCloseTo(10 / 6, 12);
  });

  it('close-order and open-order together are refused in one sentence, exit 2', async () => {
    const run = await cli('matchup', 'chainmail', '20*heavy-foot', '20*swiss-pikemen', '--b', 'close-order,open-order');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^oddsmith: defender conditions close-order and open-order: [^\n]+\n$/);
  });

  it('the row decides, not the id: Swiss whose row says open stand in open order', () => {
    const open = chainmail.withRows?.(TROOPS.map((r): Troop => (r.id === 'swiss-pikemen' ? { ...r, defaultOrder: 'open' } : r)));
    if (!open) throw new Error('chainmail takes patched rows');
    const m: Matchup = { ...balanceMatchup('heavy-foot', 'swiss-pikemen'), combat: 'melee' };
    const line = (system: typeof chainmail): string => JSON.stringify(system.prepare(m).explanation);
    expect(line(chainmail)).toContain('Swiss Pikemen (fight as heavy-foot against heavy-foot)');
    expect(line(open)).toContain('Swiss Pikemen (fight as light-foot against heavy-foot)');
  });
});

/** The matchup `balance chainmail` fields for a pair at its 60 points, under its own condition set. */
function balanceMatchup(attacker: string, defender: string): Matchup {
  const sets = (chainmail.balanceConditions ?? []).map((s) => ({ ...s, combat: 'engagement' }));
  const { playable } = balanceMatrix({ system: chainmail, overlay: null, options: {}, sets, budget: 60 }, () => ({ playable: true, notes: [] }));
  const found = playable.find((p) => p.attacker === attacker && p.defender === defender);
  if (!found) throw new Error(`no balance matchup ${attacker} v ${defender}`);
  return found.matchup;
}

describe('matchup and balance field a pike block alike', () => {
  it.each([
    ['swiss-pikemen', 'heavy-foot', '20*swiss-pikemen', '30*heavy-foot'],
    ['heavy-horse', 'landsknechte', '12*heavy-horse', '20*landsknechte'],
  ])('%s v %s: the engagement balance runs is the one matchup gives with nothing said', async (a, d, ta, td) => {
    const kernel = chainmail.prepare(balanceMatchup(a, d)).kernel;
    const law = kernel.exact?.();
    if (!law) throw new Error('exact engagement expected');
    const j = await matchup(ta, td, '--combat', 'engagement');
    const results: readonly string[] = ENGAGEMENT_RESULTS;
    for (const cell of j.joint) {
      expect(law.weights[results.indexOf(cell.attacker) * results.length + results.indexOf(cell.defender)], `${cell.attacker}/${cell.defender}`).toBeCloseTo(cell.p, 14);
    }
    expect(j.joint.reduce((s, c) => s + c.p, 0)).toBeCloseTo(1, 12);
  });
});
