/** Issue #26, item 7: what a player types, accepted; what he mistypes, answered in one useful line. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../temp-dir.js';
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

const ARMIES = tempDir('friction-army');

describe('a count as written', () => {
  it.each([
    [['matchup', 'low', '99999999999999999999*infantry', 'infantry'], "oddsmith: attacker count of infantry must be a whole number from 1 to 100, got '99999999999999999999'"],
    [['matchup', 'low', 'infantry', 'infantry', '--b', 'count=1e308'], "oddsmith: defender count must be a whole number from 1 to 100, got '1e308'"],
    [['matchup', 'chainmail', '0*hero', 'dragon'], "oddsmith: attacker count of hero must be a whole number from 1 to 100, got '0'"],
    [['battle', 'hott2', 'general:knights+1e308*spears', 'knights'], "oddsmith: attacker 'general:knights+1e308*spears': '1e308*spears': the count '1e308' is not a whole number from 1 to 48, the most elements an army may hold (a sanity limit of oddsmith's, not a rule: 24 AP buys at most 24 elements)"],
    [['battle', 'hott2', 'general:knights+2.5x spears', 'knights'], /'2\.5x spears': the count '2\.5' is not a whole number from 1 to 48,/],
    [['battle', 'hott2', 'general:knights+99*spears', 'knights'], "oddsmith: attacker 'general:knights+99*spears': '99*spears': the count '99' is not a whole number from 1 to 48, the most elements an army may hold (a sanity limit of oddsmith's, not a rule: 24 AP buys at most 24 elements)"],
  ])('%j is refused quoting what was written and the real limit, exit 2', async (args, expected) => {
    const run = await cli(...args);
    expect(run.code).toBe(2);
    if (typeof expected === 'string') expect(run.stderr.trimEnd()).toBe(expected);
    else expect(run.stderr).toMatch(expected);
  });

  it('an army file\'s count of 1e308 is answered with 48, not 2^53, and an unknown YAML tag is refused, exit 2', async () => {
    let n = 0;
    const army = (line: string): string => {
      const path = join(ARMIES, `army-${n++}.yaml`);
      writeFileSync(path, `system: hott2\nname: Host\nsource: a test\nelements:\n  - { troop: knights, general: true }\n${line}\n`);
      return path;
    };
    const huge = await cli('battle', 'hott2', army('  - { troop: spears, count: 1e308 }'), 'knights');
    expect(huge.code).toBe(2);
    expect(huge.stderr).toMatch(/^oddsmith: .*: elements\[1\]\.count \(line 6\): the count '1e308' is not a whole number from 1 to 48, the most elements an army may hold \(a sanity limit of oddsmith's, not a rule: 24 AP buys at most 24 elements\)\n$/);
    const tagged = await cli('battle', 'hott2', army('  - { troop: !!js/function spears }'), 'knights');
    expect(tagged.code).toBe(2);
    expect(tagged.stderr).toMatch(/^oddsmith: .*army-\d+\.yaml: line 6: the YAML tag '!!js\/function' is not one oddsmith reads \(it reads plain text, numbers, true\/false, lists and maps\); write the value without it\n$/);
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
