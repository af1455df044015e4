import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cli, ROOT } from './run-cli.js';

describe('oddsmith matchup --format json (the public contract)', () => {
  it('prints exactly one JSON object with the contract fields, exact by default', async () => {
    const r = await cli('matchup', 'hott2', 'Knights', 'spears', '--a', 'charged', '--b', 'general,support', '--format', 'json');
    expect(r.code).toBe(0);
    const body = JSON.parse(r.stdout);
    expect(Object.keys(body).slice(0, 9)).toEqual(['system', 'method', 'trials', 'seed', 'attacker', 'defender', 'outcomes', 'totals', 'intervals']);
    expect(body).toMatchObject({ system: 'hott2', method: 'exact', trials: null, seed: null, intervals: null });
    expect(body.attacker).toMatchObject({ troop: 'knights', conditions: { charged: true, going: 'good' } });
    expect(body.defender.conditions).toMatchObject({ general: true, support: true });
    expect(body.outcomes.defender.destroyed).toBeCloseTo(3 / 36, 15);
    expect(body.outcomes.attacker.recoil).toBeCloseTo(21 / 36, 15);
    expect(body.totals).toEqual({ attackerWins: 3 / 36, ties: 3 / 36, defenderWins: 30 / 36, attackerDoubles: 0, defenderDoubles: 9 / 36 });
    for (const side of ['attacker', 'defender']) {
      for (const p of Object.values(body.outcomes[side]) as number[]) expect(p >= 0 && p <= 1).toBe(true);
    }
  });

  it('Monte Carlo carries trials, seed and [low, high] intervals mirroring outcomes', async () => {
    const r = await cli('matchup', 'hott2', 'shooters', 'knights', '--combat', 'shooting', '--method', 'mc', '--trials', '200000', '--seed', '7', '--workers', '2', '--format', 'json');
    expect(r.code).toBe(0);
    const body = JSON.parse(r.stdout);
    expect(body).toMatchObject({ method: 'mc', trials: 200000, seed: 7 });
    expect(Object.keys(body.intervals.defender)).toEqual(Object.keys(body.outcomes.defender));
    const [low, high] = body.intervals.defender.recoil;
    expect(low).toBeLessThanOrEqual(body.outcomes.defender.recoil);
    expect(high).toBeGreaterThanOrEqual(body.outcomes.defender.recoil);
  });

  it('reports the trials a --precision run actually took', async () => {
    const r = await cli('matchup', 'hott2', 'heroes', 'heroes', '--method', 'mc', '--precision', '0.005', '--format', 'json');
    const body = JSON.parse(r.stdout);
    // Under a chunk, the trials that reach 0.005 whatever the counts: (1.959964 / 0.01)^2 - 1.959964^2 = 38,410.7.
    expect(body.trials).toBe(38411);
    expect(body.precision).toBeLessThanOrEqual(0.005);
  });
});

describe('oddsmith matchup, readable table', () => {
  it('explains how each total is built and which rule produced each result', async () => {
    const r = await cli('matchup', 'hott2', 'knights', 'spears', '--a', 'charged', '--b', 'general,support');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('exact over 36 dice outcomes');
    expect(r.stdout).toMatch(/Spears\s+\+6\s+combat factor vs mounted\/aerial \+4 \[000:81\], general \+1 \[000:48\]/);
    expect(r.stdout).toMatch(/Spears double Knights\s+25\.0% \(9\/36\)\s+Knights destroyed\s+Knights row, lost, half or less: destroyed \[000:75\]/);
    expect(r.stdout).toMatch(/Knights win 8\.3% \(doubling 0\.0%\) · tie 8\.3% · Spears win 83\.3% \(doubling 25\.0%\)/);
  });

  it('prints tidy CSV rows with the report columns first', async () => {
    const r = await cli('matchup', 'hott2', 'knights', 'spears', '--format', 'csv');
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^system,scenario,condition,attacker,defender,method,trials,seed,side,outcome,probability,ci_low,ci_high,/);
    expect(lines).toHaveLength(1 + 2 * 7);
  });

  it('notes on stderr a condition that has no effect, and still answers', async () => {
    const r = await cli('matchup', 'hott2', 'knights', 'blades', '--a', 'support');
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/note: attacker condition support has no effect on Knights/);
  });
});

describe('output into a closed pipe', () => {
  it('ends quietly when the reader stops early (| head)', async () => {
    const r = spawnSync('sh', ['-c', `"${process.execPath}" bin/oddsmith.js troops hott2 | head -1`], { cwd: ROOT, encoding: 'utf8' });
    expect(r.stdout.split('\n')[0]).toMatch(/^id\s+name/);
    expect(r.stderr).toBe('');
  });
});

describe('catalogue commands', () => {
  it('lists systems and troops', async () => {
    expect((await cli('systems')).stdout).toMatch(/hott2\s+Hordes of the Things, 2nd edition\s+close, shooting, bespell/);
    const troops = (await cli('troops', 'hott2')).stdout;
    expect(troops).toMatch(/aerial-heroes\s+Aerial Heroes\s+aerial\s+6\s+5\s+5/);
    expect(troops.match(/^\S+\s+\S.*\s(aerial|mounted|foot|stronghold)\s/gm)).toHaveLength(22);
  });
});

describe('bad input: one clear line on stderr, exit code 2, no stack trace', () => {
  const cases: [string, string[], RegExp][] = [
    ['unknown system', ['matchup', 'hot2', 'knights', 'spears'], /unknown system 'hot2'; did you mean hott2, hott25\?/],
    ['unknown troop', ['matchup', 'hott2', 'knigts', 'spears'], /unknown troop 'knigts' in hott2; did you mean knights\?/],
    ['unknown condition', ['matchup', 'hott2', 'knights', 'spears', '--b', 'uphil'], /unknown condition 'uphil' for defender; did you mean uphill\?/],
    ['out-of-range condition', ['matchup', 'hott2', 'knights', 'spears', '--a', 'overlaps=3'], /overlaps must be a whole number from 0 to 2, got '3'/],
    ['bad condition value', ['matchup', 'hott2', 'knights', 'spears', '--a', 'going=swamp'], /going must be one of good, bad/],
    ['combat kind the system lacks', ['matchup', 'hott2', 'knights', 'spears', '--combat', 'missile'], /unknown combat kind 'missile'/],
    ['type that cannot shoot', ['matchup', 'hott2', 'knights', 'spears', '--combat', 'shooting'], /Knights cannot shoot in hott2/],
    ['type that cannot bespell', ['matchup', 'hott2', 'heroes', 'spears', '--combat', 'bespell'], /Heroes cannot bespell in hott2/],
    ['non-numeric trials', ['matchup', 'hott2', 'knights', 'spears', '--method', 'mc', '--trials', 'lots'], /--trials must be a whole number/],
    ['zero workers', ['matchup', 'hott2', 'knights', 'spears', '--workers', '0'], /--workers must be a whole number from 1/],
    ['bad precision', ['matchup', 'hott2', 'knights', 'spears', '--precision', '2'], /--precision must be a number/],
    ['trials and precision', ['matchup', 'hott2', 'knights', 'spears', '--trials', '10', '--precision', '0.01'], /give one or the other/],
    ['bad method', ['matchup', 'hott2', 'knights', 'spears', '--method', 'guess'], /--method must be one of exact, mc, auto/],
    ['bad format', ['matchup', 'hott2', 'knights', 'spears', '--format', 'xml'], /--format must be one of table, json, csv/],
    ['unknown option', ['matchup', 'hott2', 'knights', 'spears', '--bogus'], /unknown option '--bogus'/],
    ['missing argument', ['matchup', 'hott2', 'knights'], /missing required argument 'defender'/],
    ['unknown command', ['fight'], /unknown command 'fight'/],
    ['troops of unknown system', ['troops', 'dba'], /unknown system 'dba'/],
  ];

  it.each(cases)('%s', async (_name, args, message) => {
    const r = await cli(...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^oddsmith: /);
    expect(lines[0]).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('oddsmith matchup low --method exact: chains over the budget auto works (issue 46)', () => {
  // 56 v 56 infantry is just over the 3,000,000 that auto works exactly: Monte Carlo by default.
  const engagement = ['matchup', 'low', 'infantry', 'infantry', '--a', 'count=56', '--b', 'count=56', '--combat', 'engagement', '--format', 'json'];

  // 40,000 trials: at 4.5 standard errors the check still tells the chain from a plausible
  // misreading; worked exactly, fixed roles (R25) or the defender's extra 6 (R7) move
  // attackerWins past 4.5 standard errors of 620 and 2,100 trials (by 0.087 and 0.048).
  const TRIALS = 40_000;

  it('works the chain when asked, and it agrees with the Monte Carlo auto runs', async () => {
    const sampled = await cli(...engagement, '--trials', String(TRIALS));
    const exact = await cli(...engagement, '--method', 'exact');
    expect(exact.code, exact.stderr).toBe(0);
    const mc = JSON.parse(sampled.stdout);
    const e = JSON.parse(exact.stdout);
    expect(mc.method).toBe('mc');
    expect(e.method).toBe('exact');
    expect(e.explanation.sections.at(-1).lines[0]).toMatch(/^exact: .*\(over the 3,000,000 that finish fast: only with --method exact/);
    for (const [k, p] of Object.entries(e.totals as Record<string, number>)) {
      const se = Math.sqrt((p * (1 - p)) / TRIALS);
      expect(Math.abs(mc.totals[k] - p), k).toBeLessThanOrEqual(4.5 * se + 1e-12);
    }
  }, 120_000);

  it('refuses a chain that would take minutes in one sentence that says how large it is', async () => {
    const r = await cli('matchup', 'low', 'elemental-air-4in', 'elemental-air-4in', '--a', 'count=100', '--b', 'count=100', '--combat', 'engagement', '--method', 'exact');
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/low engagement cannot be enumerated exactly: exact Markov chain over 20,000 .* would take [\d,]+ states, over the 40,000,000 that --method exact works; use --method mc/);
  });
});
