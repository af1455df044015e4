/**
 * End-to-end smoke tests of the compiled bin, as an installed oddsmith runs: the thin entry,
 * exit codes, and the compiled worker path of the Monte Carlo pool (no other test loads it).
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { bin, cli, ROOT } from './run-cli.js';

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

describe('commands load only what they use (issue #13: fast start)', () => {
  // jsdom is CommonJS, so the require cache shows whether a command loaded it: only the
  // report-writing commands should. One child process runs each command in turn, then
  // imports the report code itself, to show that the check sees jsdom when it is loaded.
  const script = `
    import { createRequire } from 'node:module';
    const { main } = await import('./dist/cli/main.js');
    const quiet = { stdout: { write: () => true }, stderr: { write: () => true } };
    const loaded = () => Object.keys(createRequire(import.meta.url).cache).some((p) => p.includes('/node_modules/jsdom/'));
    const seen = {};
    for (const [name, argv] of [
      ['systems', ['systems']],
      ['matchup', ['matchup', 'hott2', 'knights', 'spears']],
      ['balance', ['balance', 'hott2']],
    ]) {
      const code = await main(argv, quiet);
      seen[name] = code === 0 ? loaded() : 'exit ' + code;
    }
    await import('./dist/report/write-report.js');
    seen['report code'] = loaded();
    console.log(JSON.stringify(seen));
  `;

  it('systems, matchup and balance load no jsdom; the report code does', () => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ systems: false, matchup: false, balance: false, 'report code': true });
  });
});
