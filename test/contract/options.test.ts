/**
 * Issue #12, options: contested readings a user can switch, each default the documented
 * ruling, part of the matchup's identity and recorded with its result.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { matchupKey, resolveMatchup } from '../../src/core/matchup.js';
import { d3h2 } from '../../src/rules/d3h2/index.js';
import { hott2 } from '../../src/rules/hott2/index.js';
import { hott25 } from '../../src/rules/hott25/index.js';
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

/** A matchup's outcome chances for one side, in whole dice pairs out of 36, through the CLI. */
async function sidePairs(args: string[], side: 'attacker' | 'defender'): Promise<Record<string, number>> {
  const run = await cli('matchup', ...args, '--format', 'json');
  expect(run.code).toBe(0);
  return pairs(JSON.parse(run.stdout).outcomes[side]);
}

describe('d3h2 option sneaker-overlaps (ruling R30)', () => {
  const args = ['d3h2', 'sneakers', 'spears', '--a', 'overlaps=1'];

  it('counted: overlapped Sneakers take -1, so Spears beat them more often and can double them (002:593)', async () => {
    // ignored: Sneakers +5 v Spears +4. Beaten when 4+d > 5+a (d >= a+2): 4+3+2+1 = 10 pairs,
    // "Sneakers Flee" (002:638); doubled would need 4+d >= 10+2a: never.
    expect(await sidePairs(args, 'attacker')).toEqual({ none: 26, flee: 10 });
    // counted: +4 v +4. Beaten when d > a: 15 pairs; doubled when 4+d >= 8+2a: a=1, d=6, one pair
    // (All others: destroyed, 002:653); the other 14 flee.
    expect(await sidePairs([...args, '--option', 'sneaker-overlaps=counted'], 'attacker')).toEqual({ none: 21, flee: 14, destroyed: 1 });
    // Psiloi stay immune to overlaps under either value (002:387 names them too).
    expect(await sidePairs(['d3h2', 'psiloi', 'spears', '--a', 'overlaps=1', '--option', 'sneaker-overlaps=counted'], 'attacker')).toEqual(
      await sidePairs(['d3h2', 'psiloi', 'spears'], 'attacker'),
    );
  });

  it('is part of the matchup key, and shown with the result', async () => {
    const key = (options: Record<string, string>) =>
      matchupKey(d3h2, resolveMatchup(d3h2, { system: 'd3h2', combat: 'close', options, attacker: { troop: 'sneakers', conditions: { overlaps: 1 } }, defender: { troop: 'spears', conditions: {} } }));
    expect(key({})).toBe('d3h2|close|sneakers|overlaps=1|spears|');
    expect(key({ 'sneaker-overlaps': 'counted' })).toBe('d3h2|close|sneakers|overlaps=1|spears||options=sneaker-overlaps=counted');
    const json = JSON.parse((await cli('matchup', ...args, '--option', 'sneaker-overlaps=counted', '--format', 'json')).stdout);
    expect(json.options['sneaker-overlaps']).toBe('counted');
  });
});

describe('hott25 option beasts-bad-going (ruling H7)', () => {
  const args = ['hott25', 'beasts', 'spears', '--b', 'going=bad'];

  it('penalised: Beasts take -2 fighting Spears in bad going, cited to the crib sheet (001:70)', async () => {
    // exempt: Beasts +3 v Spears +4 - 2 = +2. Beasts lose when 2+d > 3+a (d >= a+2): 10 pairs,
    // doubled when 2+d >= 6+2a: a=1, d=6, 1 pair (destroyed, 000:78), else recoil: 9.
    expect(await sidePairs(args, 'attacker')).toEqual({ none: 26, recoil: 9, destroyed: 1 });
    // penalised: Beasts +1 v +2. Beasts lose when d >= a: 21 pairs; doubled when 2+d >= 2+2a
    // (d >= 2a): 5+3+1 = 9 pairs; recoil 12.
    expect(await sidePairs([...args, '--option', 'beasts-bad-going=penalised'], 'attacker')).toEqual({ none: 15, recoil: 12, destroyed: 9 });
    const json = JSON.parse((await cli('matchup', ...args, '--option', 'beasts-bad-going=penalised', '--format', 'json')).stdout);
    const totals = json.explanation.sections.find((s: { kind: string }) => s.kind === 'totals');
    expect(totals.attacker.parts).toContainEqual({ label: 'fighting an enemy in bad going', value: -2, cite: '001:70' });
  });

  it('changes nothing for Knights, who take the -2 already, nor in good going, and is not a hott2 option', async () => {
    const knights = ['hott25', 'knights', 'spears', '--b', 'going=bad'];
    expect(await sidePairs([...knights, '--option', 'beasts-bad-going=penalised'], 'attacker')).toEqual(await sidePairs(knights, 'attacker'));
    expect(await sidePairs(['hott25', 'beasts', 'spears', '--option', 'beasts-bad-going=penalised'], 'attacker')).toEqual(await sidePairs(['hott25', 'beasts', 'spears'], 'attacker'));
    const hott2Run = await cli('matchup', 'hott2', 'beasts', 'spears', '--option', 'beasts-bad-going=penalised');
    expect(hott2Run.code).toBe(2);
    expect(hott2Run.stderr).toMatch(/unknown option 'beasts-bad-going'/);
  });

  it('is part of the matchup key; hott2\'s options still apply under it', async () => {
    const key = matchupKey(hott25, resolveMatchup(hott25, { system: 'hott25', combat: 'close', options: { 'beasts-bad-going': 'penalised' }, attacker: { troop: 'beasts', conditions: {} }, defender: { troop: 'spears', conditions: { going: 'bad' } } }));
    expect(key).toBe('hott25|close|beasts||spears|going=bad|options=beasts-bad-going=penalised');
    // Aerial Heroes apart still turn a Dragon's destruction into flight (as in hott2's test above).
    expect(await sidePairs(['hott25', 'aerial-heroes', 'dragons', '--option', 'aerial-heroes=apart', '--option', 'beasts-bad-going=penalised'], 'defender')).toEqual({ none: 26, 'flee-off': 10 });
  });
});
