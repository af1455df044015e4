/** Issue #26, item 7: what a player types, accepted; what he mistypes, answered in one useful line. */
import { describe, expect, it } from 'vitest';
import { cli } from './run-cli.js';

describe('a player\'s input', () => {
  it.each([
    ['4Sp', 'spears'], ['Bd', 'blades'], ['Ax', 'auxilia'], ['2LH', 'light-horse'], ['4Bw', 'bows'], ['8Bw', 'double-bows'],
    ['3Kn', 'fast-knights'], ['Kn', 'knights'], ['LH', 'light-horse'], ['3Bd', 'fast-blades'], ['3Ax', 'fast-auxilia'], ['6Bd', 'double-blades'],
  ])('d3h2 takes the list code %s as %s (R43)', async (code, id) => {
    const run = await cli('matchup', 'd3h2', code, 'spears', '--format', 'json');
    expect(run.code, run.stderr).toBe(0);
    expect((JSON.parse(run.stdout) as { attacker: { group: { troop: string }[] } }).attacker.group[0]?.troop).toBe(id);
  });

  it('an unknown troop names the closest ids, never all 56', async () => {
    const near = await cli('matchup', 'd3h2', 'knigts', 'spears');
    expect(near.code).toBe(2);
    expect(near.stderr.trim()).toBe("oddsmith: unknown troop 'knigts' in d3h2; did you mean knights?");
    const far = await cli('matchup', 'd3h2', 'zzz', 'spears');
    expect(far.code).toBe(2);
    expect(far.stderr).toMatch(/none is close; the nearest of the 56 are ([a-z-]+, ){4}[a-z-]+$/m);
    expect(far.stderr.length).toBeLessThan(160);
  });

  it('--at-least K shows the metric tail at K, the same figure the JSON gives', async () => {
    const args = ['chainmail', '10*heavy-horse', '30*light-foot'];
    const json = JSON.parse((await cli('matchup', ...args, '--format', 'json')).stdout) as { metrics: { name: string; atLeast: number[] }[] };
    const tail = json.metrics.find((m) => m.name === 'defender-figures-lost')?.atLeast[20] ?? NaN;
    const table = await cli('matchup', ...args, '--at-least', '20');
    expect(table.stdout).toMatch(new RegExp(`defender figures lost .*>=20 ${(tail * 100).toFixed(1)}%`));
    expect((await cli('matchup', ...args, '--at-least', 'x')).code).toBe(2);
  });
});

describe('troops on a terminal', () => {
  it.each(['low', 'chainmail', 'd3h2', 'hott2'])('troops %s fits an 80-column terminal, every line, and a pipe still gets the whole table', async (system) => {
    const { main } = await import('../../src/cli/main.js');
    let text = '';
    const io = { stdout: { write: (s: string) => (text += s), isTTY: true, columns: 80 }, stderr: { write: () => true } };
    expect(await main(['troops', system], io)).toBe(0);
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThanOrEqual(80);
    const piped = await cli('troops', system);
    expect(piped.stdout.split('\n')[0]).toMatch(/^id\s+name\s+category\s+cost/);
  });
});

describe('a value an overlay patched', () => {
  it('is cited to the overlay, not to the rulebook line that says otherwise; an unpatched value keeps its line', async () => {
    const { writeFile, mkdtemp } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = await mkdtemp(join(tmpdir(), 'oddsmith-cite-'));
    const knights = join(dir, 'knights.yaml');
    const general = join(dir, 'general.yaml');
    const dba = join(dir, 'dba.yaml');
    await writeFile(knights, 'base: hott2\nname: knights-4\ntroops:\n  knights: { vsFoot: 4 }\n');
    await writeFile(general, 'base: hott2\nname: general-plus-two\nfactors:\n  general: { value: 2 }\n');
    await writeFile(dba, 'base: d3h2\nname: kn4\ntroops:\n  knights: { vsFoot: 4 }\n');
    const k = await cli('matchup', 'hott2', 'knights', 'spears', '--overlay', knights);
    expect(k.stdout).toMatch(/combat factor vs foot \+4 \[overlay knights-4\]/);
    expect(k.stdout).toMatch(/combat factor vs mounted\/aerial \+4 \[000:81\]/);
    expect((await cli('matchup', 'hott2', 'knights', 'spears', '--b', 'general', '--overlay', general)).stdout).toMatch(/general \+2 \[overlay general-plus-two\]/);
    expect((await cli('matchup', 'd3h2', 'knights', 'spears', '--overlay', dba)).stdout).toMatch(/combat factor vs foot\/stronghold \+4 \[overlay kn4\]/);
    // Without the overlay, the rulebook's own lines.
    expect((await cli('matchup', 'hott2', 'knights', 'spears')).stdout).toMatch(/combat factor vs foot \+3 \[000:75\]/);
  });
});
