/**
 * `low` through the command line: the troop list and its JSON rows, matchups with groups,
 * options recorded, and bad input refused in one line with exit code 2.
 */
import { describe, expect, it } from 'vitest';
import { cli } from '../../cli/run-cli.js';

describe('troops low', () => {
  it('lists every row with its points, the conditions and the options', async () => {
    const r = await cli('troops', 'low');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^champion\s+Champion\s+foot\s+6\s+2\s+2\s+12"/m);
    expect(r.stdout).toMatch(/^giant-archer-3-4in\s.*\s-\s+4\s+4\s+20"\s+4 \(24"\)/m);
    expect(r.stdout).toMatch(/policy=attacker-best\|cheapest-first\|owner-chooses/);
    expect(r.stdout).toMatch(/cavalry-two-kills .*default off/);
  });

  it('--format json: rows with id, name, category, cost (null where none) and line, plus the LOW fields', async () => {
    const json = JSON.parse((await cli('troops', 'low', '--format', 'json')).stdout);
    expect(json.system).toBe('low');
    expect(json.troops).toHaveLength(89);
    expect(json.troops.find((t: { id: string }) => t.id === 'cavalry')).toMatchObject({ id: 'cavalry', name: 'Cavalry', category: 'mounted', cost: 2, line: 375, meleeDice: 2, killsNeeded: 1 });
    expect(json.troops.find((t: { id: string }) => t.id === 'giant-archer-5-6in').cost).toBeNull();
  });

  it('systems lists low with its combat kinds', async () => {
    expect((await cli('systems')).stdout).toMatch(/^low\s+Little Orc Wars\s+melee/m);
  });
});

describe('matchup low', () => {
  it('a group expression and count= name the same side; options are recorded', async () => {
    const a = JSON.parse((await cli('matchup', 'low', '8*infantry+champion', 'infantry', '--b', 'count=8', '--option', 'policy=cheapest-first', '--format', 'json')).stdout);
    expect(a.attacker.group).toEqual([{ troop: 'infantry', count: 8 }, { troop: 'champion', count: 1 }]);
    expect(a.defender.troop).toBe('8*infantry');
    expect(a.options.policy).toBe('cheapest-first');
    expect(a.method).toBe('exact');
    expect(a.metrics.map((m: { name: string }) => m.name)).toEqual([
      'attacker-figures-lost', 'defender-figures-lost', 'attacker-points-lost', 'defender-points-lost', 'attacker-survivors', 'defender-survivors',
    ]);
    const table = (await cli('matchup', 'low', '8*infantry+champion', '8*infantry')).stdout;
    expect(table).toMatch(/exact over 6\^18 dice outcomes, by dynamic programming over sorted dice/);
    expect(table).toMatch(/attacker: 1 Champion, 2 dice each; 2 kills to fall, 6 points each \[004:516\]/);
    expect(table).toMatch(/method:\n\s+exact: dynamic programming over sorted dice/);
  });

  it('conditions that do nothing in this combat are accepted with a note on stderr', async () => {
    const r = await cli('matchup', 'low', 'archers', 'infantry', '--combat', 'missile', '--a', 'water,cover=woods', '--b', 'wall=2,isolated');
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/note: defender isolated applies to --combat engagement only/);
    expect(r.stderr).toMatch(/note: defender wall has no effect without cover=wooden-fortification or stone-fortification/);
    expect(r.stderr).toMatch(/note: attacker cover has no effect on its own fire/);
    expect((await cli('matchup', 'low', 'infantry', 'infantry', '--b', 'cover=woods')).stderr).toMatch(/cover=woods has no effect in melee/);
  });

  const bad: [string, string[], RegExp][] = [
    ['an unknown id in a group', ['8*infantry+champoin', 'infantry'], /unknown troop 'champoin' in low; did you mean champion\?/],
    ['a zero count', ['0*infantry', 'infantry'], /count of infantry must be a whole number from 1 to 100, got '0'/],
    ['a negative count=', ['infantry', 'infantry', '--b', 'count=-3'], /defender count must be a whole number from 1/],
    ['a zero count=', ['infantry', 'infantry', '--a', 'count=0'], /attacker count must be a whole number from 1/],
    ['more than 100 figures', ['90*infantry+11*cavalry', 'infantry'], /is 101 figures; low takes at most 100 a side/],
    ['a malformed expression', ['8**infantry', 'infantry'], /write a troop id, or a group such as 8\*infantry\+champion/],
    ['an empty part', ['8*infantry+', 'infantry'], /write a troop id, or a group such as/],
    ['an unknown option value', ['infantry', 'infantry', '--option', 'policy=random'], /option policy must be one of attacker-best, cheapest-first, owner-chooses/],
    ['an unknown combat kind', ['infantry', 'infantry', '--combat', 'joust'], /unknown combat kind 'joust'/],
  ];
  it.each(bad)('refuses %s in one line, exit 2', async (_what, args, message) => {
    const r = await cli('matchup', 'low', ...args);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });
});
