/**
 * Issue #12, options: contested readings a user can switch, each default the documented
 * ruling, part of the matchup's identity and recorded with its result.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { hott2 } from '../../src/rules/hott2/index.js';
import { cli } from '../cli/run-cli.js';
import { exact, pairs } from '../rules/hott2/exact-helper.js';
import { tempDir } from '../temp-dir.js';

const ids = hott2.rows.map((r) => r.id);
const work = tempDir('options');

/** Every close combat whose exact joint distribution differs when `option` is switched. */
function changedBy(options: Record<string, unknown>, a: Record<string, unknown> = {}): string[] {
  return ids.flatMap((x) =>
    ids.filter((y) => JSON.stringify(exact(x, y, a).joint) !== JSON.stringify(exact(x, y, a, {}, 'close', options).joint)).map((y) => `${x} v ${y}`),
  );
}

describe('hott2 option aerial-heroes (ruling R7)', () => {
  it('apart: a beaten Dragon flees off instead of being destroyed by Aerial Heroes (000:68)', () => {
    // Aerial Heroes +5 v Dragons +6: Dragons lose on 10 pairs, doubled on none (2 x 6+d > 5+a always).
    expect(pairs(exact('aerial-heroes', 'dragons').outcomes.defender)).toEqual({ none: 26, destroyed: 10 });
    expect(pairs(exact('aerial-heroes', 'dragons', {}, {}, 'close', { 'aerial-heroes': 'apart' }).outcomes.defender)).toEqual({ none: 26, 'flee-off': 10 });
  });

  it('changes exactly the matchups of Aerial Heroes against a row that names a Hero', () => {
    // Dragons, Heroes (and so Aerial Heroes: the odd-totals rule) and Magicians name a Hero. Flyers
    // do too, but are destroyed by "aerials" as well, which Aerial Heroes stay: no change there.
    expect(changedBy({ 'aerial-heroes': 'apart' }).sort()).toEqual(
      ['aerial-heroes v aerial-heroes', 'aerial-heroes v dragons', 'aerial-heroes v heroes', 'aerial-heroes v magicians', 'dragons v aerial-heroes', 'heroes v aerial-heroes', 'magicians v aerial-heroes'].sort(),
    );
  });
});

describe('hott2 option good-going (ruling R3)', () => {
  it('winner: Spears beaten by Knights in bad going recoil instead of being destroyed', () => {
    // Knights +3 - 2 (bad going) = +1 v Spears +4: Spears lose (not doubled) on 3 pairs.
    expect(pairs(exact('knights', 'spears', { going: 'bad' }).outcomes.defender)).toEqual({ none: 33, destroyed: 3 });
    expect(pairs(exact('knights', 'spears', { going: 'bad' }, {}, 'close', { 'good-going': 'winner' }).outcomes.defender)).toEqual({ none: 33, recoil: 3 });
  });

  it('changes exactly the matchups of Knights against Spears, Hordes, Clerics or Warband where the two goings differ', () => {
    // The attacker in bad going, the defender in good: the four rows that say "by Knights if in good going".
    const rows = ['clerics', 'hordes', 'spears', 'warband'];
    expect(changedBy({ 'good-going': 'winner' }, { going: 'bad' }).sort()).toEqual([...rows.map((r) => `${r} v knights`), ...rows.map((r) => `knights v ${r}`)].sort());
    expect(changedBy({ 'good-going': 'winner' })).toEqual([]);
  });
});

describe('--option on matchup and run, recorded', () => {
  it('matchup: in the JSON, in the headline, and refused when unknown', async () => {
    const json = JSON.parse((await cli('matchup', 'hott2', 'aerial-heroes', 'dragons', '--option', 'aerial-heroes=apart', '--format', 'json')).stdout);
    expect(json.options).toEqual({ 'aerial-heroes': 'apart', 'good-going': 'loser' });
    expect(json.outcomes.defender['flee-off']).toBeGreaterThan(0);
    expect((await cli('matchup', 'hott2', 'aerial-heroes', 'dragons', '--option', 'aerial-heroes=apart')).stdout).toMatch(/options aerial-heroes=apart/);
    const bad = await cli('matchup', 'hott2', 'knights', 'spears', '--option', 'heroes=apart');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/unknown option 'heroes'; known: aerial-heroes, good-going/);
    const value = await cli('matchup', 'hott2', 'knights', 'spears', '--option', 'good-going=best');
    expect(value.stderr).toMatch(/option good-going must be one of loser, winner, got 'best'/);
  });

  it('run: scenario options, overridden by --option, in the CSV options column and the manifest', async () => {
    const file = join(work, 'opt.yaml');
    writeFileSync(file, "name: opt\ntitle: Options\nsystem: hott2\nattackers: [knights]\ndefenders: [spears]\nmethod: exact\noptions: { good-going: winner }\nconditions:\n  - name: knights in bad going\n    a: { going: bad }\n");
    expect((await cli('run', file, '--out', join(work, 'a'))).code).toBe(0);
    expect((await cli('run', file, '--out', join(work, 'b'), '--option', 'good-going=loser')).code).toBe(0);
    const row = (dir: string): Record<string, string> => (parse(readFileSync(join(work, dir, 'opt', 'summary.csv'), 'utf8'), { columns: true }) as Record<string, string>[])[0] ?? {};
    expect(row('a')['options']).toBe('good-going=winner');
    expect(row('b')['options']).toBe('');
    expect(Number(row('a')['defender_unfavourable'])).toBeCloseTo(3 / 36, 12); // recoil
    expect(JSON.parse(readFileSync(join(work, 'a', 'opt', 'manifest.json'), 'utf8')).options).toBe('good-going=winner');
  });
});
