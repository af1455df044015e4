/**
 * Issue #33: indirect mass missile fire (003:298, 300; C49), worked by hand from the missile
 * table (003:266-281) as C26 groups the firers.
 */
import { describe, expect, it } from 'vitest';
import { indirectTarget } from '../../../src/rules/chainmail/missile.js';
import { cli } from '../../cli/run-cli.js';

/** P(k figures lost) for the defender, k = 0.., from a volley. */
async function lost(...args: string[]): Promise<number[]> {
  const run = await cli('matchup', 'chainmail', ...args, '--combat', 'missile', '--format', 'json');
  expect(run.code, run.stderr).toBe(0);
  return (JSON.parse(run.stdout) as { metrics: { name: string; probabilities: number[] }[] }).metrics.find((m) => m.name === 'defender-figures-lost')?.probabilities ?? [];
}

describe('indirect fire (003:298, 300; C49)', () => {
  it('unarmoured targets count as half armour: 13 archers at Light Foot kill 4 or 5, even odds, not 5 or more', async () => {
    // Half armour, at most 10 a group: 7 and 6. 7-8 kill 2 on 1-3, 3 on 4-6; 5-6 kill 2 (003:272-273): 4 or 5, 1/2 each.
    const p = await lost('13*archers', '20*light-foot', '--a', 'indirect');
    expect([p[4], p[5]]).toEqual([expect.closeTo(1 / 2, 14), expect.closeTo(1 / 2, 14)]);
    // Direct, unarmoured: 7-8 kill 3 on 1-2, 4 on 3-6; 5-6 kill 2 on 1-2, 3 on 3-6 (003:272-273): 5 at least.
    expect((await lost('13*archers', '20*light-foot')).slice(0, 5).every((x) => x === 0)).toBe(true);
  });

  it('half armour counts as fully armoured: 13 longbowmen at Heavy Foot, one group of 13, kill 2 on 1-4 and 3 on 5-6', async () => {
    // Fully armoured, at most 20 a group: 13-16 kill 2 on 1-4, 3 on 5-6 (003:280).
    const p = await lost('13*longbowmen', '20*heavy-foot', '--a', 'indirect');
    expect([p[2], p[3]]).toEqual([expect.closeTo(4 / 6, 14), expect.closeTo(2 / 6, 14)]);
  });

  it('fully armoured targets become arrow proof: nothing', async () => {
    expect((await lost('20*archers', '12*heavy-horse', '--a', 'indirect'))[0]).toBeCloseTo(1, 14);
  });

  it('cover does not count, with a note saying why: soft cover halves direct fire only, arrow-proof cover stops direct fire only', async () => {
    const soft = await cli('matchup', 'chainmail', '13*archers', '20*heavy-foot', '--combat', 'missile', '--a', 'indirect', '--b', 'cover=soft', '--format', 'json');
    expect(soft.stderr).toMatch(/^note: defender condition cover has no effect on Heavy Foot here: cover reduces nothing when indirect fire is possible.*\(003:300; C49\)\n$/);
    const p = (JSON.parse(soft.stdout) as { metrics: { name: string; probabilities: number[] }[] }).metrics.find((m) => m.name === 'defender-figures-lost')?.probabilities ?? [];
    expect([p[2], p[3]]).toEqual([expect.closeTo(4 / 6, 14), expect.closeTo(2 / 6, 14)]);
    const behind = await lost('13*archers', '20*light-foot', '--a', 'indirect', '--b', 'cover=arrow-proof');
    expect([behind[4], behind[5]]).toEqual([expect.closeTo(1 / 2, 14), expect.closeTo(1 / 2, 14)]);
  });

  it('refuses crossbowmen of any type in one line, exit 2; a defender\'s indirect changes nothing and says so', async () => {
    for (const firer of ['10*crossbowmen', '10*heavy-crossbowmen']) {
      const run = await cli('matchup', 'chainmail', firer, '20*light-foot', '--combat', 'missile', '--a', 'indirect');
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^oddsmith: attacker (Heavy )?Crossbowmen cannot fire indirectly: only archers and longbowmen fire over the heads of other troops, not crossbowmen \(003:298; C49\)\n$/);
    }
    const run = await cli('matchup', 'chainmail', '10*archers', '20*light-foot', '--combat', 'missile', '--b', 'indirect');
    expect(run.stderr).toMatch(/defender condition indirect has no effect on Light Foot here: only the side firing fires indirectly/);
    expect((await cli('matchup', 'chainmail', '10*heavy-foot', '10*light-foot', '--combat', 'melee', '--a', 'indirect')).code).toBe(2);
  });

  it('indirectTarget steps each armour class up once', () => {
    expect(['unarmored', 'half-armor-or-shield', 'fully-armored'].map((a) => indirectTarget(a as never))).toEqual([
      { armor: 'half-armor-or-shield', cover: 'none' },
      { armor: 'fully-armored', cover: 'none' },
      { armor: 'fully-armored', cover: 'arrow-proof' },
    ]);
  });
});
