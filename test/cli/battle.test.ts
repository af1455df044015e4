import { describe, expect, it } from 'vitest';
import { cli, cliOnce } from './run-cli.js';

const A = 'general:knights+2*knights+2*blades+bows';
const B = 'general:blades+3*blades+2*spears';
/** Two elements a side, a small battle and a small plan game: for what a count on workers, or the game's shape, is tested on. */
const small = ['battle', 'd3h2', 'general:knights+blades', 'general:warband+warband', '--trials', '250', '--seed', '2', '--format', 'json'];
/** `small` with a plan game of 40 battles a pair on `workers` workers: asked once for both tests that compare worker counts (a pool each above 1). */
const onWorkers = (workers: string) => cliOnce(...small, '--plan-trials', '40', '--workers', workers);

describe('oddsmith battle', () => {
  it('answers win, draw and loss with intervals, losses by type and the rules it assumed', async () => {
    // What the answer says, not its figures, is under test: a thousand battles, and a few a pair
    // of plans (the default, at least 100 a pair, is checked with the plan game below).
    const r = await cli('battle', 'd3h2', A, B, '--trials', '1000', '--plan-trials', '10');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^DBA 3\.0 \+ Hordes of the Things 2\.1 \(D3H2\) · battle · Monte Carlo, 1,000 battles, seed 1/);
    expect(r.stdout).toMatch(/Army A win +\d+\.\d% \[\d+\.\d%, \d+\.\d%\]/);
    expect(r.stdout).toContain('Victory: The first side which has lost at the end of a bound 12 Army Points');
    expect(r.stdout).toContain('(002:689-695)');
    expect(r.stdout).toMatch(/Policy: widest-first/);
    expect(r.stdout).toMatch(/what destroyed what/);
    expect(r.stdout).toMatch(/left out: terrain pieces/);
    expect(r.stdout).toContain('10 battles a pair (--plan-trials)');
  });

  it('gives the same counts on 1, 2 and 4 workers, and the same plan game', async () => {
    // The answer's battles, one chunk wherever it runs, and the plan game's 25 pairs, shared out
    // among the workers: small armies show it (the plan game's test reads the same runs on 1 and 2).
    const runs = await Promise.all(['1', '2', '4'].map(onWorkers));
    for (const r of runs) expect(r.code, r.stderr).toBe(0);
    const joint = runs.map((r) => JSON.stringify(JSON.parse(r.stdout).joint));
    expect(joint[1]).toBe(joint[0]);
    expect(joint[2]).toBe(joint[0]);
    // Not a degenerate answer: more than one result came of the battles.
    expect(JSON.parse(joint[0] ?? '[]').length).toBeGreaterThan(1);
    const plans = runs.map((r) => JSON.stringify(JSON.parse(r.stdout).plans));
    expect(JSON.parse(plans[0] ?? 'null').cells).toHaveLength(25);
    expect(plans[1]).toBe(plans[0]);
    expect(plans[2]).toBe(plans[0]);
  });

  it('is exact for one element a side, and with --method exact for small armies', async () => {
    // The answer's method (its plan game would be 25 more exact battles: left out here).
    const one = await cli('battle', 'hott2', 'knights', 'blades', '--format', 'json', '--plan-trials', '0');
    expect(JSON.parse(one.stdout).method).toBe('exact');
    // Which method, not its answer, is under test: a few battles show it, and a short chain (8 bounds, not 30).
    const two = await cli('battle', 'hott2', 'knights+blades', 'blades+blades', '--trials', '200', '--format', 'json', '--plan-trials', '0');
    expect(JSON.parse(two.stdout).method).toBe('mc');
    const asked = await cli('battle', 'hott2', 'knights', 'blades+spears', '--method', 'exact', '--option', 'bounds=8', '--format', 'json', '--plan-trials', '0');
    expect(asked.code, asked.stderr).toBe(0);
    expect(JSON.parse(asked.stdout).exactSpace).toMatch(/ states over at most/);
  });

  it('records the policy and who moves first with the result; who moves first changes an exact answer', async () => {
    const base = JSON.parse((await cli('battle', 'd3h2', A, B, '--trials', '200', '--format', 'json', '--policy', 'left-first', '--plan-trials', '0')).stdout);
    expect(base.options).toMatchObject({ policy: 'left-first', first: 'defender', bounds: 30, points: 24 });
    // One element a side is exact, so the difference is the rules', not the streams'.
    const exact = async (...extra: string[]) => JSON.parse((await cli('battle', 'hott2', 'knights', 'blades', '--format', 'json', '--plan-trials', '0', ...extra)).stdout).totals.attackerWins as number;
    expect(Math.abs((await exact('--first', 'attacker')) - (await exact())) > 1e-6).toBe(true);
  });

  it('refuses an army that breaks the text\'s army rules, quoting the line', async () => {
    const r = await cli('battle', 'd3h2', 'general:heroes+3*heroes', B);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/002:79/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('reads army files and names the armies by their names', async () => {
    // The answer's names and edge, not its figures (100 battles of twelve elements a side) nor the plan game's (left out: 2,500 more).
    const r = await cli('battle', 'd3h2', 'armies/d3h2-knights-of-the-realm.yaml', 'armies/d3h2-warband.yaml', '--trials', '100', '--plan-trials', '0');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(/Army A win/);
    // Issue #47: the edge is the win minus the loss (the printed chances, to their rounding), not whose general fell.
    const chance = (who: string): number => Number(new RegExp(`^  ${who} win +(\\d+\\.\\d)%`, 'm').exec(r.stdout)?.[1]) / 100;
    const edge = Number(/^  edge of Knights of the Realm: ([+-]?\d\.\d{3}) \(its win minus its loss/m.exec(r.stdout)?.[1]);
    expect(Math.abs(edge - (chance('Knights of the Realm') - chance('Barbarian Warband')))).toBeLessThanOrEqual(0.0011);
  });

  it('refuses a close-combat condition on a battle side and an unknown policy, in one line each', async () => {
    for (const args of [['--a', 'overlaps=1'], ['--policy', 'random-walk']]) {
      const r = await cli('battle', 'hott2', A, B, ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
  });
});

describe('oddsmith battle on a system without battles', () => {
  it('says which systems fight battles, in one line', async () => {
    const r = await cli('battle', 'low', 'infantry', 'infantry');
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe("oddsmith: low cannot fight battles: the line battle is the DBA family's: hott2, hott25, d3h2");
  });
});

describe('oddsmith matchup --combat battle', () => {
  it('points to the battle command (one path for one job)', async () => {
    const r = await cli('matchup', 'd3h2', 'knights', 'blades', '--combat', 'battle');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('oddsmith battle d3h2');
  });
});

describe('oddsmith battle: the plan game (issue #49; src/battle/RULINGS.md P1-P5)', () => {
  it('fights every plan against every plan (--plan-trials a pair), solves it, and gives the same game on 1 and 2 workers', async () => {
    const runs = await Promise.all(['1', '2'].map(onWorkers));
    for (const r of runs) expect(r.code, r.stderr).toBe(0);
    const [one, two] = runs.map((r) => JSON.parse(r.stdout).plans);
    expect(JSON.stringify(two)).toBe(JSON.stringify(one));
    expect(one.cells).toHaveLength(25);
    expect(one.trials).toBe(40);
    // The mixtures are probabilities, and the value lies within its range.
    for (const mix of [one.a, one.b]) expect(mix.reduce((s: number, m: { p: number }) => s + m.p, 0)).toBeCloseTo(1, 9);
    expect(one.valueRange[0]).toBeLessThanOrEqual(one.value);
    expect(one.value).toBeLessThanOrEqual(one.valueRange[1]);
    // By default a 25th of --trials a pair, at least 100 (battles of 4 bounds: only the count is read).
    expect(JSON.parse((await cli(...small, '--option', 'bounds=4')).stdout).plans.trials).toBe(100);
  });

  it('leaves the game out with --plan-trials 0 and on the line, which plays one plan', async () => {
    for (const extra of [['--plan-trials', '0'], ['--field', 'line']]) {
      const r = await cli(...small, ...extra);
      expect(r.code, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout).plans).toBeNull();
    }
    // A bad count is refused in one sentence before anything is read or said.
    const bad = await cli('battle', 'd3h2', 'general:knights+blades', 'general:warband', '--plan-trials', '-5');
    expect([bad.code, bad.stderr]).toEqual([2, "oddsmith: --plan-trials must be a whole number from 0 to 10,000,000, got '-5'\n"]);
  });
});
