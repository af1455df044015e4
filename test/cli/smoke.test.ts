/**
 * End-to-end smoke tests of the compiled bin, as an installed oddsmith runs: the thin entry,
 * exit codes, and the compiled worker path of the Monte Carlo pool (no other test loads it).
 */
import { describe, expect, it } from 'vitest';
import { bin, cli } from './run-cli.js';

describe('the compiled bin', () => {
  it('answers a matchup exactly', () => {
    const r = bin('matchup', 'hott2', 'knights', 'spears', '--format', 'json');
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).totals.defenderWins).toBeCloseTo(21 / 36, 15);
  });

  it('runs Monte Carlo on compiled workers with the same counts as in-process', async () => {
    const args = ['matchup', 'hott2', 'heroes', 'blades', '--method', 'mc', '--trials', '300000', '--seed', '5', '--workers', '2', '--format', 'json'];
    const compiled = bin(...args);
    expect(compiled.code, compiled.stderr).toBe(0);
    const inProcess = await cli(...args);
    expect(JSON.parse(compiled.stdout).joint).toEqual(JSON.parse(inProcess.stdout).joint);
  });

  it('exits 2 with one line for a usage error', () => {
    const r = bin('matchup', 'hott2', 'knigts', 'spears');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^oddsmith: unknown troop 'knigts' in hott2; did you mean knights\?\n$/);
  });
});
