/**
 * Issue #25: the Fantasy Supplement's types on the mass Combat Tables (003:756-941; C29-C32).
 * Expected values are typed here from the seed with their lines, not read back from the rows;
 * probabilities are worked by hand and held against Monte Carlo through the CLI.
 */
import { describe, expect, it } from 'vitest';
import { FANTASY_TROOPS } from '../../../src/rules/chainmail/fantasy-troops.js';
import { troop } from '../../../src/rules/chainmail/troops.js';
import { cli } from '../../cli/run-cli.js';

type Json = { outcomes: Record<string, Record<string, number>>; metrics: { name: string; probabilities: number[] }[]; method: string };
async function json(...args: string[]): Promise<Json> {
  const run = await cli('matchup', 'chainmail', ...args, '--format', 'json');
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Json;
}
const lost = (j: Json, side: 'attacker' | 'defender'): number[] => j.metrics.find((m) => m.name === `${side}-figures-lost`)?.probabilities ?? [];

/** P(at least k successes in n trials at p), term by term. */
function atLeast(n: number, p: number, k: number): number {
  let sum = 0;
  for (let i = k; i <= n; i++) {
    let c = 1;
    for (let j = 1; j <= i; j++) c = (c * (n - i + j)) / j;
    sum += c * p ** i * (1 - p) ** (n - i);
  }
  return sum;
}

// [cost, morale, checks morale, fightsAs, defendsAs, weight, hits, mode] from the prose, line by line.
const ROWS: Record<string, readonly [number | null, number | null, boolean, string, string | null, number, number, string]> = {
  hobbits: [null, 5, true, 'light-foot', null, 1, 1, 'cumulative'], // 758 "Point Value -- (-)"; 1191 Lt. Ft.
  sprites: [4, 3, true, 'light-foot', null, 1, 1, 'cumulative'], // 762; 1192
  dwarves: [2, 5, true, 'heavy-foot', 'light-foot', 1, 1, 'cumulative'], // 766; 1193 Hv. Ft. / Lt. Ft.
  goblins: [1.5, 5, true, 'heavy-foot', 'light-foot', 1, 1, 'cumulative'], // 770 "1 1/2"; 1194
  elves: [4, 6, true, 'heavy-foot', null, 1, 1, 'cumulative'], // 788; 1195
  orcs: [2, 5, true, 'heavy-foot', null, 1, 1, 'cumulative'], // 792; 1196
  hero: [20, 20, false, 'heavy-horse', null, 4, 4, 'simultaneous'], // 794 four figures, four simultaneous kills; 798
  'super-hero': [50, 40, false, 'heavy-horse', null, 8, 8, 'simultaneous'], // 800 twice as powerful; 804
  wizard: [100, 50, true, 'armored-foot', null, 2, 2, 'cumulative'], // 806 two Armored Foot; 854
  sorcerer: [90, 40, true, 'armored-foot', null, 2, 2, 'cumulative'], // 855
  warlock: [80, 30, true, 'armored-foot', null, 2, 2, 'cumulative'], // 856
  magician: [70, 25, true, 'armored-foot', null, 2, 2, 'cumulative'], // 857
  wraith: [10, 10, true, 'armored-foot', null, 2, 1, 'impervious'], // 859 two Armored Foot, impervious save magic; 861
  lycanthrope: [20, 20, true, 'armored-foot', 'heavy-foot', 4, 4, 'simultaneous'], // 863; 865
  ogres: [15, 8, true, 'heavy-foot', null, 6, 6, 'cumulative'], // 867 six Heavy Foot, six hits; 885
  'true-trolls': [75, null, false, 'armored-foot', null, 3, 1, 'impervious'], // 883 three Armored Foot; 869; 887
  balrog: [75, 50, true, 'heavy-horse', null, 2, 1, 'impervious'], // 889 two Heavy Horse; 891
  giant: [50, null, false, 'heavy-foot', 'armored-foot', 12, 12, 'cumulative'], // 893; 895
  ent: [15, 20, true, 'armored-foot', null, 6, 1, 'impervious'], // 897 six Armored Foot; 899
  dragon: [100, null, false, 'heavy-horse', null, 4, 1, 'impervious'], // 901 four Heavy Horse; 903; 905
  roc: [20, null, false, 'light-horse', 'heavy-horse', 4, 4, 'cumulative'], // 909; 911
  'air-elemental': [null, null, false, 'light-horse', null, 4, 1, 'impervious'], // 915; 925
  'earth-elemental': [null, null, false, 'heavy-horse', null, 4, 1, 'impervious'], // 917
  'fire-elemental': [null, null, false, 'medium-horse', null, 4, 1, 'impervious'], // 919
  'water-elemental': [null, null, false, 'light-horse', null, 4, 1, 'impervious'], // 921 on land
  wights: [10, 10, true, 'light-horse', 'heavy-horse', 1, 1, 'cumulative'], // 939; 941
};

describe('the fantastic types as rows (003:756-941)', () => {
  it('lists every type of the prose, in its order', () => {
    expect(FANTASY_TROOPS.map((t) => t.id)).toEqual(Object.keys(ROWS));
  });

  it.each(Object.entries(ROWS))('%s: points, Morale Rating, class, weight and hits', (id, [cost, morale, checksMorale, fightsAs, defendsAs, weight, hits, mode]) => {
    expect(troop(id)).toMatchObject({ cost, morale, checksMorale, fightsAs, defendsAs, weight, toughness: { hits, mode } });
  });

  it('maps each to its Fantasy Combat Table row, the lesser magic users at -1 to -3 (003:806)', () => {
    expect(['wizard', 'sorcerer', 'warlock', 'magician'].map((id) => [troop(id).fantasy, troop(id).magicLevel])).toEqual([['wizard', 0], ['wizard', 1], ['wizard', 2], ['wizard', 3]]);
    expect(troop('true-trolls')).toMatchObject({ fantasy: 'giant', fantasyDefence: 'true-troll-table' }); // 883, 869
    expect(FANTASY_TROOPS.filter((t) => t.fantasy === null).map((t) => t.id)).toEqual(['hobbits', 'sprites', 'dwarves', 'goblins', 'elves', 'orcs']);
  });
});

describe('creatures on the mass tables (C29)', () => {
  it('a hero dies only to four hits in one round: 20 Heavy Horse roll 20 dice on a 6, P(4 or more sixes), exact and by Monte Carlo', async () => {
    const p = atLeast(20, 1 / 6, 4);
    const exact = await json('20*heavy-horse', 'hero');
    expect(exact.method).toBe('exact');
    expect(exact.outcomes['defender']?.['eliminated']).toBeCloseTo(p, 12);
    const mc = await json('20*heavy-horse', 'hero', '--method', 'mc', '--trials', '200000', '--seed', '25');
    const se = Math.sqrt((p * (1 - p)) / 200_000);
    expect(Math.abs((mc.outcomes['defender']?.['eliminated'] ?? 0) - p)).toBeLessThan(4.5 * se);
    // Fewer than four hits do nothing (003:794): the hero loses no part of itself.
    expect(lost(exact, 'defender')).toHaveLength(2);
    expect(lost(exact, 'defender')[1]).toBeCloseTo(p, 12);
  });

  it('a hero strikes as four Heavy Horse: against Heavy Foot 3 dice a man on 5-6, 12 dice (003:1085-1092)', async () => {
    const j = await json('hero', '30*heavy-foot');
    const onFoot = lost(j, 'defender');
    expect(onFoot[0]).toBeCloseTo((2 / 3) ** 12, 12);
    expect(onFoot[12]).toBeCloseTo((1 / 3) ** 12, 12);
  });

  it('an ogre takes six hits adding up over rounds: the engagement, exact, agrees with Monte Carlo', async () => {
    const args = ['3*ogres', '20*heavy-foot', '--combat', 'engagement'];
    const exact = await json(...args);
    expect(exact.method).toBe('exact');
    const mc = await json(...args, '--method', 'mc', '--trials', '200000', '--seed', '7');
    for (const side of ['attacker', 'defender'] as const) {
      for (const [result, p] of Object.entries(exact.outcomes[side] ?? {})) {
        const se = Math.sqrt(Math.max(p * (1 - p), 1e-6) / 200_000);
        expect(Math.abs((mc.outcomes[side]?.[result] ?? 0) - p), `${side} ${result}`).toBeLessThan(4.5 * se);
      }
    }
    // Three ogres lose whole ogres only: figures lost run 0..3.
    expect(lost(exact, 'attacker')).toHaveLength(4);
  });

  it('a dragon is impervious in normal combat; a wraith too, until magical swords meet it (003:859, 901; C32)', async () => {
    expect((await json('20*heavy-horse', 'dragon')).outcomes['defender']?.['none']).toBe(1);
    expect((await json('20*heavy-horse', 'wraith')).outcomes['defender']?.['none']).toBe(1);
    // The wraith defends as Armored Foot: Heavy Horse roll 2 dice a man on 5-6 (003:1085-1092); magical swords add a die
    // a man, and one hit kills it: 60 dice on 5-6.
    const magic = await json('20*heavy-horse', 'wraith', '--a', 'magic-sword=1');
    expect(magic.outcomes['defender']?.['eliminated']).toBeCloseTo(1 - (2 / 3) ** 60, 12);
  });

  it('dwarves halve the kills both ways against a giant (003:764): the giant\'s 13 dice on 5-6 kill half their hits, rounded down', async () => {
    // A giant attacks as 12 Heavy Foot with an extra die (003:893); dwarves defend as Light Foot (003:1193): 1 die a man on
    // 5-6 (003:1067-1074), so 13 dice at 1/3; halved, k dwarves fall to 2k or 2k + 1 hits.
    const bin = (k: number): number => atLeast(13, 1 / 3, k) - atLeast(13, 1 / 3, k + 1);
    const onDwarves = lost(await json('giant', '20*dwarves'), 'defender');
    for (let k = 0; k <= 6; k++) expect(onDwarves[k], `${k} dwarves`).toBeCloseTo(bin(2 * k) + bin(2 * k + 1), 12);
    // Against goblins, who defend the same, every hit kills.
    expect(lost(await json('giant', '20*goblins'), 'defender')[1]).toBeCloseTo(bin(1), 12);
  });

  it('a hero with a unit adds 1 to each die: 10 Heavy Foot against 10 Light Foot kill on 4-6, not 5-6 (003:794; C32)', async () => {
    const plain = lost(await json('10*heavy-foot', '10*light-foot'), 'defender');
    const led = lost(await json('10*heavy-foot', '10*light-foot', '--a', 'with-hero'), 'defender');
    expect(plain[0]).toBeCloseTo((2 / 3) ** 10, 12);
    expect(led[0]).toBeCloseTo((1 / 2) ** 10, 12);
  });

  it('goblins in full daylight lose 1 on each die: 10 against Light Foot kill on a 6, not 5-6 (003:768)', async () => {
    const dark = lost(await json('10*goblins', '10*light-foot'), 'defender');
    const day = lost(await json('10*goblins', '10*light-foot', '--a', 'full-light'), 'defender');
    expect(dark[0]).toBeCloseTo((2 / 3) ** 10, 12);
    expect(day[0]).toBeCloseTo((5 / 6) ** 10, 12);
  });

  it('attacking sprites take no casualties in the first round (003:760)', async () => {
    const j = await json('10*sprites', '10*heavy-foot');
    expect(lost(j, 'attacker')[0]).toBe(1);
  });
});
