/**
 * Issue #26, item 4: what changes the odds most ("levers"), as a section of `matchup`, table
 * and JSON, each worked exactly and checked here by hand.
 */
import { describe, expect, it } from 'vitest';
import { cli } from './run-cli.js';

type Lever = { side: string; key: string; from: unknown; to: unknown; favourable: number; change: number; words: string };

async function levers(...args: string[]): Promise<Lever[] | null> {
  const run = await cli('matchup', ...args, '--format', 'json');
  expect(run.code, run.stderr).toBe(0);
  return (JSON.parse(run.stdout) as { levers: Lever[] | null }).levers;
}

describe('matchup levers', () => {
  it('hott2 Knights (+3) v Spears with general and support (+6): dropping support makes it +5, so the Knights win on a difference of 3 or more (6/36, from 3/36)', async () => {
    const all = await levers('hott2', 'knights', 'spears', '--a', 'charged', '--b', 'general,support');
    const drop = all?.find((l) => l.side === 'defender' && l.key === 'support');
    expect(drop).toMatchObject({ from: true, to: false, words: 'defender drops support' });
    expect(drop?.favourable).toBeCloseTo(6 / 36, 12);
    expect(drop?.change).toBeCloseTo(3 / 36, 12);
    // Largest change first; a change that changes nothing is not a lever.
    const sizes = (all ?? []).map((l) => Math.abs(l.change));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(sizes.every((s) => s > 1e-9)).toBe(true);
    // The attacker's `charged` changes nothing against Spears here, so it is no lever.
    expect(all?.some((l) => l.key === 'charged')).toBe(false);
  });

  it('the table shows them under the odds; --no-levers and a Monte Carlo answer have none', async () => {
    const table = await cli('matchup', 'hott2', 'knights', 'spears', '--b', 'general,support');
    expect(table.stdout).toMatch(/what changes the odds most for Knights/);
    expect(table.stdout).toMatch(/Spears drops support\s+\+8\.3 pts\s+16\.7%/);
    expect(await levers('hott2', 'knights', 'spears', '--no-levers')).toBeNull();
    expect(await levers('hott2', 'knights', 'spears', '--method', 'mc', '--trials', '10000')).toBeNull();
  });

  it('a combat of rounds (a joust) has levers when asked with --levers, since each costs a run: the riders\' aim and position', async () => {
    const args = ['chainmail', 'heavy-horse', 'heavy-horse', '--combat', 'joust', '--a', 'aim=helm,position=steady-seat'];
    expect(await levers(...args)).toBeNull();
    const all = await levers(...args, '--levers');
    expect(all?.some((l) => l.side === 'attacker' && l.key === 'aim')).toBe(true);
    expect(all?.every((l) => ['attacker', 'defender', 'option'].includes(l.side))).toBe(true);
  });
});
