/**
 * Issue #33, part 3: what a player asks at the table. `--combat morale` gives the Loss Table
 * checks and post-melee morale of a round whose casualties are known, exactly; `--combat melee`
 * takes `fatigued`. Each figure is worked by hand from 003:410-436, 486-497 and the rulings.
 */
import { describe, expect, it } from 'vitest';
import { cli } from '../../cli/run-cli.js';

interface Json { outcomes: Record<string, Record<string, number>>; totals: Record<string, number>; method: string; metrics: { name: string; mean: number }[]; trials?: number }

async function json(...args: string[]): Promise<Json> {
  const run = await cli('matchup', 'chainmail', ...args, '--format', 'json');
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Json;
}

describe('--combat morale: the end of a round whose casualties are known', () => {
  it('the rule book\'s example: 10 Heavy Horse kill 8 of 20 Heavy Foot and lose 2 (003:436; C7)', async () => {
    const j = await json('10*heavy-horse', '20*heavy-foot', '--combat', 'morale', '--a', 'lost=2', '--b', 'lost=8');
    expect(j.method).toBe('exact');
    // The Foot lost 8 of 20, past a third: they stay on 7+ on 2d6, 21/36. The Horse (2 of 10, 50%) need not check.
    const stays = 21 / 36;
    expect(j.outcomes['defender']?.['removed']).toBeCloseTo(1 - stays, 14);
    // Then Horse 6 x die + 72, Foot 4 + 60: a difference of 6 x die + 8; 20-39 back 1/2 move on 2-5, 44 back 1 move on a 6, 14 on a 1 fights on.
    expect(j.outcomes['defender']?.['back-half']).toBeCloseTo((stays * 4) / 6, 14);
    expect(j.outcomes['defender']?.['back-1']).toBeCloseTo(stays / 6, 14);
    expect(j.totals['continues']).toBeCloseTo(stays / 6, 14);
    expect(j.outcomes['attacker']?.['none']).toBeCloseTo(1 - stays / 6, 14);
  });

  it('the table says which die does what, and the result is the same by Monte Carlo within 4.5 standard errors', async () => {
    const text = await cli('matchup', 'chainmail', '10*heavy-horse', '20*heavy-foot', '--combat', 'morale', '--a', 'lost=2', '--b', 'lost=8');
    expect(text.stdout).toContain('Heavy Horse roll 3: Heavy Horse 90, Heavy Foot 64: Heavy Foot falls back 1/2 move');
    expect(text.stdout).toContain('checks: 7+ on 2d6 to stay, 58.3%');
    const mc = await json('10*heavy-horse', '20*heavy-foot', '--combat', 'morale', '--a', 'lost=2', '--b', 'lost=8', '--method', 'mc', '--trials', '40000', '--seed', '5');
    const p = (21 / 36) * (4 / 6);
    expect(Math.abs((mc.outcomes['defender']?.['back-half'] ?? NaN) - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / 40000));
  });

  it('earlier losses count towards the Loss Table; a unit that passed before is removed by new losses reaching twice its percentage (C11)', async () => {
    // 15 Light Foot (25%) that lost 5 before, 20 at the start: they lose 1 more. 6 of 20 is past 25%: they check, 8+ on 2d6, 15/36.
    const fresh = await json('15*light-foot', '15*light-foot', '--combat', 'morale', '--a', 'lost=1,lost-before=5', '--b', 'lost=1,lost-before=5');
    expect(fresh.outcomes['attacker']?.['removed']).toBeCloseTo(21 / 36, 14);
    // Having passed at 6, 4 more (10 of 20, twice 25%) remove them without a roll; 3 more do not.
    const gone = await json('14*light-foot', '14*light-foot', '--combat', 'morale', '--a', 'lost=4,lost-before=6,passed-check', '--b', 'lost=4,lost-before=6,passed-check');
    expect(gone.outcomes['attacker']?.['removed']).toBe(1);
    const stays = await json('14*light-foot', '14*light-foot', '--combat', 'morale', '--a', 'lost=3,lost-before=6,passed-check', '--b', 'lost=3,lost-before=6,passed-check');
    expect(stays.outcomes['attacker']?.['removed'] ?? 0).toBe(0);
  });

  it('fatigued: -1 on the Morale Rating and on the die (C15): 20 Heavy Foot each, 15 and 18 left', async () => {
    // The side that lost 2 rolls: (5 - 2) x die - 1 + 3 more survivors + 5 x 18 = 3 die + 90; the other 5 x 15 = 75.
    // Fresh: 3 die + 93 - 75 = 3 die + 18: 20+ on 1-6 bar... 21, 24, 27, 30, 33, 36: back 1/2 move on every face.
    const fresh = await json('20*heavy-foot', '20*heavy-foot', '--combat', 'morale', '--a', 'lost=5', '--b', 'lost=2');
    expect(fresh.outcomes['attacker']?.['back-half']).toBeCloseTo(1, 14);
    // The roller fatigued: die - 1 and rating 4: 3 (die - 1) + 3 + 72 = 3 die + 72 against 75: 3 die - 3, never 20.
    const tired = await json('20*heavy-foot', '20*heavy-foot', '--combat', 'morale', '--a', 'lost=5', '--b', 'lost=2,fatigued');
    expect(tired.totals['continues']).toBeCloseTo(1, 14);
  });

  it('refuses in one sentence what cannot have happened', async () => {
    const more = await cli('matchup', 'chainmail', '10*heavy-horse', '20*heavy-foot', '--combat', 'morale', '--a', 'lost=11');
    expect(more.code).toBe(2);
    expect(more.stderr.trim().split('\n')).toHaveLength(1);
    expect(more.stderr).toMatch(/lost=11.*had 10 figures/);
    const early = await cli('matchup', 'chainmail', '10*heavy-horse', '20*heavy-foot', '--combat', 'morale', '--b', 'passed-check,lost-before=2');
    expect(early.code).toBe(2);
    expect(early.stderr).toMatch(/passed-check.*check falls due at 8 lost of 22/);
  });
});

describe('--combat melee takes fatigued (003:256-257; C15)', () => {
  it('20 fatigued Heavy Foot attack as Light Foot and defend as Light Foot against 20 Heavy Foot', async () => {
    const j = await json('20*heavy-foot', '20*heavy-foot', '--a', 'fatigued');
    const mean = (name: string): number => j.metrics.find((m) => m.name === name)?.mean ?? NaN;
    // Light Foot v Heavy Foot: 1 die per two men on a 6, 10 dice. Heavy Foot v Light Foot: 1 die a man on 5-6, 20 dice.
    expect(mean('defender-figures-lost')).toBeCloseTo(10 / 6, 12);
    expect(mean('attacker-figures-lost')).toBeCloseTo(20 / 3, 12);
  });
});
