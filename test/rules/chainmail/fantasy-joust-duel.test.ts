/**
 * Issue #25 through the command line: `--combat fantasy | joust | duel | shot` and
 * `joust-strategy`, with numbers worked by hand from the seed's tables (003).
 */
import { describe, expect, it } from 'vitest';
import { FANTASY_TABLE, FANTASY_TYPES } from '../../../src/rules/chainmail/fantasy-table.js';
import { chainmail } from '../../../src/rules/chainmail/index.js';
import { troop } from '../../../src/rules/chainmail/troops.js';
import { resolveMatchup } from '../../../src/core/matchup.js';
import { cli } from '../../cli/run-cli.js';

type Json = { outcomes: Record<string, Record<string, number>>; totals: Record<string, number>; metrics: { name: string; probabilities: number[] }[]; method: string };
async function json(...args: string[]): Promise<Json> {
  const run = await cli('matchup', 'chainmail', ...args, '--format', 'json');
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Json;
}
/** P(two dice + m > v), P(= v), by counting the 36 outcomes here. */
function overEqual(v: number, m = 0): [number, number] {
  let over = 0;
  let equal = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) {
    if (a + b + m > v) over++;
    else if (a + b + m === v) equal++;
  }
  return [over / 36, equal / 36];
}
/** The one row of each Fantasy Combat Table type (the elementals share one). */
const ROW_OF: Record<string, string> = {
  balrog: 'balrog', dragon: 'dragon', elemental: 'earth-elemental', ent: 'ent', giant: 'giant', hero: 'hero', lycanthrope: 'lycanthrope',
  roc: 'roc', 'super-hero': 'super-hero', 'troll-ogre': 'ogres', wight: 'wights', wizard: 'wizard', wraith: 'wraith',
};

describe('--combat fantasy (003:1233-1261; C27, C31)', () => {
  it('every one of the 169 cells: the attacker kills over the value and drives back on it, exactly', () => {
    for (const row of FANTASY_TABLE) {
      FANTASY_TYPES.forEach((defender, j) => {
        const m = resolveMatchup(chainmail, { system: 'chainmail', attacker: { troop: ROW_OF[row.attacker] ?? '', conditions: {} }, defender: { troop: ROW_OF[defender] ?? '', conditions: {} }, combat: 'fantasy' });
        const exact = chainmail.prepare(m).kernel.exact?.();
        const [killed, back] = overEqual(row.values[j] as number);
        // Defender killed: codes (attacker *, defender killed); falls back likewise.
        const sum = (defenderAt: number): number => [0, 1, 2].reduce((s, i) => s + (exact?.weights[i * 3 + defenderAt] ?? 0), 0);
        expect(sum(2), `${row.attacker} v ${defender} killed`).toBeCloseTo(killed, 12);
        expect(sum(1), `${row.attacker} v ${defender} falls back`).toBeCloseTo(back, 12);
      });
    }
  });

  it('a hero against a hero with each modifier: a magical sword +1, magic armour -1, a Super Sword +3', async () => {
    // HERO v HERO is 7 (003:1254).
    const plain = await json('hero', 'hero', '--combat', 'fantasy');
    expect(plain.totals['defenderKilled']).toBeCloseTo(overEqual(7)[0], 12);
    expect((await json('hero', 'hero', '--combat', 'fantasy', '--a', 'magic-sword=1')).totals['defenderKilled']).toBeCloseTo(overEqual(7, 1)[0], 12);
    expect((await json('hero', 'hero', '--combat', 'fantasy', '--b', 'magic-armor')).totals['defenderKilled']).toBeCloseTo(overEqual(7, -1)[0], 12);
    const both = await json('hero', 'hero', '--combat', 'fantasy', '--a', 'magic-sword=3', '--b', 'magic-armor');
    expect(both.totals['defenderKilled']).toBeCloseTo(overEqual(7, 2)[0], 12);
    // The defender's attack is unchanged by the attacker's sword.
    expect(both.totals['attackerKilled']).toBeCloseTo(overEqual(7)[0], 12);
  });

  it('a warlock attacks at -2 (003:806): WIZARD v DRAGON is 9', async () => {
    const j = await json('warlock', 'dragon', '--combat', 'fantasy');
    expect(j.totals['defenderKilled']).toBeCloseTo(overEqual(9, -2)[0], 12);
    expect(j.totals['defenderFallsBack']).toBeCloseTo(overEqual(9, -2)[1], 12);
  });

  it('elves with magical swords fight by their own scores (003:776-784); without them, not at all', async () => {
    const j = await json('elves', 'balrog', '--combat', 'fantasy', '--a', 'magic-sword=1');
    expect(j.totals['defenderKilled']).toBe(0); // 12: never over
    expect(j.totals['defenderFallsBack']).toBeCloseTo(1 / 36, 12);
    const refused = await cli('matchup', 'chainmail', 'elves', 'balrog', '--combat', 'fantasy');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/only with magical swords/);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('a True Troll dies only on its table: a hero kills on 10+, a dragon not at all, a magical sword lets anyone kill on 8+ (003:869-881)', async () => {
    expect((await json('hero', 'true-trolls', '--combat', 'fantasy')).totals['defenderKilled']).toBeCloseTo(6 / 36, 12);
    expect((await cli('matchup', 'chainmail', 'dragon', 'true-trolls', '--combat', 'fantasy')).code).toBe(2);
    expect((await json('dragon', 'true-trolls', '--combat', 'fantasy', '--a', 'magic-sword=1')).totals['defenderKilled']).toBeCloseTo(15 / 36, 12);
    // A hero with a magical sword adds two to his 10 or better (003:879-881).
    expect((await json('hero', 'true-trolls', '--combat', 'fantasy', '--a', 'magic-sword=1')).totals['defenderKilled']).toBeCloseTo(15 / 36, 12);
    // Attacking, a True Troll fights as a giant (003:883): GIANT v HERO is 6.
    expect((await json('true-trolls', 'hero', '--combat', 'fantasy')).totals['defenderKilled']).toBeCloseTo(overEqual(6)[0], 12);
  });

  it('refuses a creature count other than one and a type not on the table, in one line', async () => {
    for (const args of [['2*hero', 'dragon'], ['heavy-foot', 'dragon'], ['hero', 'orcs']]) {
      const run = await cli('matchup', 'chainmail', ...args, '--combat', 'fantasy');
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('the whole table is exact in well under 50 ms (timed in npm run bench, not here): it is 169 small enumerations', () => {
    expect(troop('hero').fantasy).toBe('hero');
  });
});

describe('--combat joust (003:694-710, 1151-1186; C28, C33)', () => {
  it('fixed choices worked by hand: chief pale / lean left against dexter chief / steady seat, three rides, -3 against -2', async () => {
    const j = await json('heavy-horse', 'medium-horse', '--combat', 'joust', '--a', 'aim=chief-pale,position=lean-left', '--b', 'aim=dexter-chief,position=steady-seat');
    expect(j.outcomes['attacker']?.['neither']).toBe(1);
    expect(j.totals['defenderAhead']).toBe(1);
    const rides = j.metrics.find((m) => m.name === 'rides')?.probabilities ?? [];
    expect(rides[3]).toBe(1);
    expect(j.metrics.find((m) => m.name === 'attacker-lances-broken')?.probabilities[3]).toBe(1);
  });

  it('two mixed riders: P(the defender is unhorsed in the first ride) is 376/1089, counted from the matrix', async () => {
    // Count the pairs (A's choice, B's choice) whose cell for A's aim against B's position holds a U.
    const { joustChoices } = await import('../../../src/rules/chainmail/joust.js');
    const { joustCell } = await import('../../../src/rules/chainmail/joust-table.js');
    const choices = joustChoices();
    let pairs = 0;
    for (const a of choices) for (const b of choices) if (joustCell(a.aim, b.position).includes('U')) pairs++;
    expect(pairs).toBe(376);
    const j = await json('hero', 'heavy-horse', '--combat', 'joust', '--option', 'joust-rides=1');
    expect(j.outcomes['defender']?.['unhorsed']).toBeCloseTo(376 / 1089, 12);
  });

  it('one-of and lance +1 change the scores as ruled: a lone B scores +1', async () => {
    // Dexter chief against steady seat is a B (003:1158), and the helm against steady seat an H (003:1157): each ride the
    // attacker breaks his lance and loses his helm, both forcing the steady seat he keeps; three rides of -1, or +1, each.
    const args = ['heavy-horse', 'heavy-horse', '--combat', 'joust', '--a', 'aim=dexter-chief,position=steady-seat', '--b', 'aim=helm,position=steady-seat'];
    const printed = await cli('matchup', 'chainmail', ...args);
    expect(printed.stdout).toMatch(/attacker Heavy Horse: expected -3\.00/);
    const plus = await cli('matchup', 'chainmail', ...args, '--option', 'lance-score=plus-one');
    expect(plus.stdout).toMatch(/attacker Heavy Horse: expected 3\.00/);
    expect(plus.stdout).toMatch(/defender Heavy Horse: expected 9\.00/);
  });

  it('refuses a position the aim precludes, a rider without a lance and two knights a side, in one line each', async () => {
    for (const args of [['heavy-horse', 'heavy-horse', '--a', 'aim=helm,position=lower-helm'], ['light-foot', 'heavy-horse'], ['2*heavy-horse', 'heavy-horse']]) {
      const run = await cli('matchup', 'chainmail', ...args, '--combat', 'joust');
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});

describe('joust-strategy (C33)', () => {
  it('prints the value 0, the forced state\'s -14839/1161, and strategies no pure reply exploits', async () => {
    const run = await cli('joust-strategy', '--format', 'json');
    expect(run.code, run.stderr).toBe(0);
    const s = JSON.parse(run.stdout) as { value: number; forcedVersusFree: { valueExactly: string }[]; states: { exploitability: number; strategyA: { probability: number }[] }[] };
    expect(s.value).toBe(0);
    expect(s.forcedVersusFree.map((f) => f.valueExactly)).toEqual(['-14839/1161', '-14839/1161', '-14839/1161']);
    expect(s.states).toHaveLength(12);
    for (const state of s.states) {
      expect(state.exploitability).toBeLessThan(1e-9);
      expect(state.strategyA.reduce((t, c) => t + c.probability, 0)).toBeCloseTo(1, 12);
    }
    const table = await cli('joust-strategy', '--option', 'joust-rides=1');
    expect(table.stdout).toMatch(/1 ride;/);
    expect((await cli('joust-strategy', '--option', 'joust-rides=0')).code).toBe(2);
  });
});

describe('--combat duel and --combat shot (Appendix B, 003:650-690, 1109-1145; C34-C44)', () => {
  it('sword against sword, no armour: the attacker strikes first each round and kills on 7+, so wins 12/17 of fights', async () => {
    const j = await json('light-foot', 'light-foot', '--combat', 'duel', '--a', 'weapon=sword,armor=none', '--b', 'weapon=sword,armor=none');
    expect(j.totals['defenderKilled']).toBeCloseTo(12 / 17, 9);
    expect(j.totals['attackerKilled']).toBeCloseTo(5 / 17, 9);
  });

  it('options: duel-rounds=1 stops after the first round (21/36 and 15/36 x 21/36); horse-blows, weapon-classes and parry switch what C40, C35 and C41 say', async () => {
    const swords = ['light-foot', 'light-foot', '--combat', 'duel', '--a', 'weapon=sword,armor=none', '--b', 'weapon=sword,armor=none'];
    const one = await json(...swords, '--option', 'duel-rounds=1');
    expect(one.totals['defenderKilled']).toBeCloseTo(21 / 36, 12);
    expect(one.totals['attackerKilled']).toBeCloseTo((15 / 36) * (21 / 36), 12);
    // A light horse strikes footmen from the second round with a mace (003:677): without it the horseman kills less.
    const mounted = ['light-horse', 'light-foot', '--combat', 'duel', '--b', 'weapon=halberd'];
    expect((await json(...mounted, '--option', 'horse-blows=off')).totals['defenderKilled']).toBeLessThan((await json(...mounted)).totals['defenderKilled'] ?? 0);
    // A hand axe against a halberd: 2 against 10, eight classes lower, three blows (C35); printed 2 against 9, two blows.
    const axe = ['light-foot', 'light-foot', '--combat', 'duel', '--a', 'weapon=hand-axe', '--b', 'weapon=halberd'];
    expect((await json(...axe, '--option', 'weapon-classes=printed')).totals['defenderKilled']).toBeLessThan((await json(...axe)).totals['defenderKilled'] ?? 0);
    // A dagger against a battle axe: the battle axe may parry (003:687); doing so, it can break the dagger and dies less.
    const parry = ['light-foot', 'light-foot', '--combat', 'duel', '--a', 'weapon=dagger', '--b', 'weapon=battle-axe'];
    const never = await json(...parry);
    const allowed = await json(...parry, '--option', 'parry=when-allowed');
    expect(never.totals['attackerDisarmed']).toBe(0);
    expect(allowed.totals['attackerDisarmed']).toBeGreaterThan(0);
    expect(allowed.totals['attackerKilled'] ?? 1).toBeLessThan(never.totals['attackerKilled'] ?? 0);
  });

  it('as-troop: a Heavy Horse knight is a lancer in plate and shield on a heavy horse (C44)', async () => {
    const run = await cli('matchup', 'chainmail', 'heavy-horse', 'heavy-foot', '--combat', 'duel');
    expect(run.stdout).toMatch(/attacker Heavy Horse: mounted-lance, plate-shield, on a heavy horse/);
    expect(run.stdout).toMatch(/defender Heavy Foot: sword, leather-shield/);
  });

  it('a shot: a short bow at close range against leather and shield kills on 7+; soft cover makes it 8+', async () => {
    expect((await json('archers', 'heavy-foot', '--combat', 'shot')).totals['defenderLosses']).toBeCloseTo(21 / 36, 12);
    expect((await json('archers', 'heavy-foot', '--combat', 'shot', '--b', 'cover=soft')).totals['defenderLosses']).toBeCloseTo(15 / 36, 12);
  });

  it('refuses creatures man to man, and a shot without a bow, in one line', async () => {
    for (const args of [['dragon', 'heavy-foot', '--combat', 'duel'], ['heavy-foot', 'light-foot', '--combat', 'shot']]) {
      const run = await cli('matchup', 'chainmail', ...args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
