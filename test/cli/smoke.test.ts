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
    // 140,000 trials: three chunks, so both workers count some.
    const args = ['matchup', 'hott2', 'heroes', 'blades', '--method', 'mc', '--trials', '140000', '--seed', '5', '--workers', '2', '--format', 'json'];
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
  // A module hook reports every module the process loads (module.register; its messages drained
  // at once with receiveMessageOnPort): only the report-writing commands should load d3-selection,
  // with which charts are drawn. One child process runs each command in turn, then imports the
  // report code itself, to show that the check sees d3-selection when it is loaded.
  const hook = "let port; export function initialize(data) { port = data.port; } export async function load(url, context, next) { port.postMessage(url); return next(url, context); }";
  const script = `
    import { register } from 'node:module';
    import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
    const { port1, port2 } = new MessageChannel();
    port1.unref();
    register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hook)}), import.meta.url, { data: { port: port2 }, transferList: [port2] });
    const { main } = await import('./dist/cli/main.js');
    const quiet = { stdout: { write: () => true }, stderr: { write: () => true } };
    const urls = [];
    const loaded = () => {
      for (let m = receiveMessageOnPort(port1); m; m = receiveMessageOnPort(port1)) urls.push(m.message);
      return urls.some((url) => url.includes('/node_modules/d3-selection/'));
    };
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

  it('systems, matchup and balance load no chart code; the report code does', () => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ systems: false, matchup: false, balance: false, 'report code': true });
  });
});
