/**
 * Man-to-man melee (003:650-690) worked by hand: blow order, blows by class difference,
 * horse, rear, magic armour, parry (C38-C41), and the whole fight against a seeded Monte Carlo.
 */
import { describe, expect, it } from 'vitest';
import { twoDiceAtLeast } from '../../../src/rules/chainmail/checks.js';
import { duel, type DuelLaw } from '../../../src/rules/chainmail/duel.js';

/** P(2d6 >= n) by hand: 7+ is 21/36, and so on. */
const AT_LEAST: Record<number, number> = { 5: 30 / 36, 6: 26 / 36, 7: 21 / 36, 8: 15 / 36, 9: 10 / 36, 10: 6 / 36, 11: 3 / 36, 12: 1 / 36 };
const p = (n: number): number => AT_LEAST[n] ?? (n <= 2 ? 1 : 0);
const round = (law: DuelLaw, i: number) => {
  const r = law.rounds[i];
  if (!r) throw new Error(`no round ${i + 1}`);
  return r;
};
const total = (law: DuelLaw): number => law.attackerKills + law.defenderKills + law.attackerDisarmed + law.defenderDisarmed + law.unresolved;
const order = (law: DuelLaw, i: number): string => round(law, i).blows.map((b) => `${b.striker[0]}${b.horse ? 'h' : ''}`).join(' ');

describe('one round', () => {
  it('sword v sword, no armour: the attacker strikes first on 7+, the defender returns a blow only if he fails', () => {
    const law = duel({ weapon: 'sword', armor: 'none' }, { weapon: 'sword', armor: 'none' });
    expect(round(law, 0).attackerKills).toBeCloseTo(21 / 36, 15);
    expect(round(law, 0).defenderKills).toBeCloseTo((15 / 36) * (21 / 36), 15);
    expect(round(law, 0).neither).toBeCloseTo((15 / 36) ** 2, 15);
    // The rounds repeat, so the attacker wins 21/36 / (1 - (15/36)^2) = 12/17 of the whole fight.
    expect(law.attackerKills).toBeCloseTo(12 / 17, 12);
    expect(law.defenderKills).toBeCloseTo(5 / 17, 12);
  });

  it('dagger v battle axe ("1 vs. 5"): the dagger strikes twice, and first (003:687, 690)', () => {
    // Round 1: four classes lower, the defender's dagger takes the first blow (C38); 6 v no armour, twice; the axe returns 8.
    const law = duel({ weapon: 'battle-axe', armor: 'none' }, { weapon: 'dagger', armor: 'none' });
    expect(order(law, 0)).toBe('d d a');
    const miss = 10 / 36;
    expect(round(law, 0).defenderKills).toBeCloseTo(1 - miss ** 2, 15);
    expect(round(law, 0).attackerKills).toBeCloseTo(miss ** 2 * (15 / 36), 15);
    expect(order(law, 1)).toBe('d d a');
  });

  it('dagger v pole arms: eight classes lower, three blows; the pole arm first in round 1, the dagger after', () => {
    const law = duel({ weapon: 'dagger', armor: 'none' }, { weapon: 'pole-arm', armor: 'none' });
    const miss = 10 / 36; // both need 6
    expect(order(law, 0)).toBe('d a a a');
    expect(round(law, 0).defenderKills).toBeCloseTo(26 / 36, 15);
    expect(round(law, 0).attackerKills).toBeCloseTo(miss * (1 - miss ** 3), 15);
    // Round 2: the dagger is two classes lower and takes the first blow (003:669).
    expect(order(law, 1)).toBe('a a a d');
    expect(round(law, 1).attackerKills).toBeCloseTo(1 - miss ** 3, 15);
    expect(round(law, 1).defenderKills).toBeCloseTo(miss ** 3 * (26 / 36), 15);
  });

  it('a medium horseman v a footman: +2 and -1 in round 1, +1 and the horse\'s two maces after (003:674-678)', () => {
    const law = duel({ weapon: 'sword', armor: 'none', mount: 'medium' }, { weapon: 'sword', armor: 'none' });
    expect(round(law, 0).attackerKills).toBeCloseTo(p(5), 15);
    expect(round(law, 0).defenderKills).toBeCloseTo((1 - p(5)) * p(8), 15);
    expect(order(law, 1)).toBe('a ah ah d');
    const rider = p(6);
    const horse = p(8); // a mace against no armour
    expect(round(law, 1).attackerKills).toBeCloseTo(rider + (1 - rider) * horse + (1 - rider) * (1 - horse) * horse, 15);
    expect(round(law, 1).defenderKills).toBeCloseTo((1 - rider) * (1 - horse) ** 2 * p(8), 15);
    // Without the horse (C40 option) round 2 is the rider alone at +1.
    const noHorse = duel({ weapon: 'sword', armor: 'none', mount: 'medium' }, { weapon: 'sword', armor: 'none' }, { horse: 'off' });
    expect(round(noHorse, 1).attackerKills).toBeCloseTo(p(6), 15);
    // Horse against horse: no horse blows (footmen only).
    expect(order(duel({ weapon: 'sword', armor: 'none', mount: 'heavy' }, { weapon: 'sword', armor: 'none', mount: 'light' }), 1)).toBe('a d');
  });

  it('from the rear: +1 and no return blow in round 1, the attacker first in round 2 (003:672, 681)', () => {
    const law = duel({ weapon: 'sword', armor: 'none' }, { weapon: 'pole-arm', armor: 'none' }, { approach: 'rear' });
    // The sword, five classes lower, strikes twice, each at 7 - 1.
    expect(order(law, 0)).toBe('a a');
    expect(round(law, 0).attackerKills).toBeCloseTo(1 - (1 - p(6)) ** 2, 15);
    expect(round(law, 0).defenderKills).toBe(0);
    // Round 2: the defender takes second position though his weapon is five classes higher; sword twice, no +1.
    expect(order(law, 1)).toBe('a a d');
    expect(round(law, 1).attackerKills).toBeCloseTo(1 - (1 - p(7)) ** 2, 15);
    // Round 3: the sword is two classes lower and keeps the first blow.
    expect(order(law, 2)).toBe('a a d');
  });

  it('magic armour takes three from every attack on its wearer, the horse\'s too (003:959)', () => {
    const law = duel({ weapon: 'sword', armor: 'none' }, { weapon: 'sword', armor: 'none', magicArmor: true });
    expect(round(law, 0).attackerKills).toBeCloseTo(p(10), 15);
    expect(round(law, 0).defenderKills).toBeCloseTo((1 - p(10)) * p(7), 15);
    const riding = duel({ weapon: 'sword', armor: 'none', mount: 'heavy' }, { weapon: 'sword', armor: 'none', magicArmor: true });
    expect(round(riding, 1).blows.map((b) => [b.value, b.modifier])).toEqual([[7, -2], [7, -3], [7, -3], [7, -1]]);
  });

  it('a prone man in plate dies on 7 to a sword, a starred cell (003:1131)', () => {
    const law = duel({ weapon: 'sword', armor: 'none' }, { weapon: 'mace', armor: 'plate', prone: true });
    expect(round(law, 0).blows[0]?.value).toBe(7);
    expect(round(law, 0).attackerKills).toBeCloseTo(p(7), 15);
  });

  it('the left flank gives the defender second blow even with a longer weapon; height gives the first', () => {
    expect(order(duel({ weapon: 'sword', armor: 'none' }, { weapon: 'pike', armor: 'none' }), 0)).toBe('d a a a');
    expect(order(duel({ weapon: 'sword', armor: 'none' }, { weapon: 'pike', armor: 'none' }, { approach: 'left-flank' }), 0)).toBe('a a a d');
    expect(order(duel({ weapon: 'sword', armor: 'none' }, { weapon: 'sword', armor: 'none', fromAbove: true }), 0)).toBe('d a');
    expect(order(duel({ weapon: 'sword', armor: 'none' }, { weapon: 'sword', armor: 'none', fromAbove: true }), 3)).toBe('d a');
  });

  it('a charging pike strikes before a dagger that would otherwise take the first blow (003:688)', () => {
    expect(order(duel({ weapon: 'pike', armor: 'none' }, { weapon: 'dagger', armor: 'none' }), 0)).toBe('d d d a');
    expect(order(duel({ weapon: 'pike', armor: 'none' }, { weapon: 'dagger', armor: 'none' }, { charge: true }), 0)).toBe('a d d d');
    expect(order(duel({ weapon: 'pike', armor: 'none' }, { weapon: 'dagger', armor: 'none' }, { charge: true }), 1)).toBe('d d d a');
  });

  it('the printed numbering (C35 option) changes the blows of mace v two-handed sword', () => {
    expect(order(duel({ weapon: 'mace', armor: 'none' }, { weapon: 'two-handed-sword', armor: 'none' }), 1)).toBe('a a a d');
    expect(order(duel({ weapon: 'mace', armor: 'none' }, { weapon: 'two-handed-sword', armor: 'none' }, { classes: 'printed' }), 1)).toBe('a a d');
  });

  it('refuses a mounted lance on foot', () => {
    expect(() => duel({ weapon: 'mounted-lance', armor: 'none' }, { weapon: 'sword', armor: 'none' })).toThrow(/mounted weapon/);
  });
});

describe('parry (C41)', () => {
  it('is off by default; a dagger v a sword parries the sword\'s first blow at -2 when allowed, then closes in', () => {
    const plain = duel({ weapon: 'dagger', armor: 'none' }, { weapon: 'sword', armor: 'none' });
    expect(plain.rounds.every((r) => r.parrier === null)).toBe(true);
    const law = duel({ weapon: 'dagger', armor: 'none' }, { weapon: 'sword', armor: 'none' }, { parry: 'when-allowed' });
    // Round 1: the sword is three classes higher and strikes first; the dagger parries (needs 9) and gives up his blow.
    expect(round(law, 0).parrier).toBe('attacker');
    expect(order(law, 0)).toBe('d');
    expect(round(law, 0).defenderKills).toBeCloseTo(p(9), 15);
    // Round 2 on: the dagger three classes lower strikes first on 6, the sword returns on 7; no parry (it would cost the only blow).
    expect(round(law, 1).parrier).toBeNull();
    const a = p(6);
    const d = (1 - a) * p(7);
    const q = (1 - a) * (1 - p(7));
    expect(law.attackerKills).toBeCloseTo((1 - p(9)) * a / (1 - q), 12);
    expect(law.defenderKills).toBeCloseTo(p(9) + (1 - p(9)) * d / (1 - q), 12);
    // And it is better for the dagger than not parrying.
    expect(law.defenderKills).toBeLessThan(plain.defenderKills);
  });

  it('four to seven classes lower: parry at -2, a roll of exactly the value breaks the weapon, then one counter blow', () => {
    const law = duel({ weapon: 'dagger', armor: 'none' }, { weapon: 'battle-axe', armor: 'none' }, { parry: 'when-allowed' });
    expect(order(law, 0)).toBe('d a');
    const r = round(law, 0);
    expect(r.parrier).toBe('attacker');
    expect(r.defenderKills).toBeCloseTo(p(10), 15);
    expect(r.attackerDisarmed).toBeCloseTo(5 / 36, 15); // 2d6 = 8 exactly
    expect(r.attackerKills).toBeCloseTo((1 - p(10) - 5 / 36) * p(6), 15);
    expect(total(law)).toBeCloseTo(1, 12);
  });

  it('eight or more classes lower: strike, parry at -1 instead of the second blow, strike again', () => {
    const law = duel({ weapon: 'dagger', armor: 'none' }, { weapon: 'pole-arm', armor: 'plate-shield' }, { parry: 'when-allowed' });
    expect(round(law, 1).parrier).toBe('attacker');
    expect(round(law, 1).blows.map((b) => [b.striker, b.parry])).toEqual([['attacker', 0], ['defender', 1], ['attacker', 0]]);
    expect(round(law, 1).attackerDisarmed).toBeCloseTo((1 - p(12)) * (5 / 36), 15); // after a missed dagger blow, 2d6 = 6 exactly
  });

  it('a man who cannot be hurt parried parries for ever: the fight stays unresolved', () => {
    const law = duel({ weapon: 'dagger', armor: 'none' }, { weapon: 'dagger', armor: 'plate-shield' }, { parry: 'when-allowed', maxRounds: 10 });
    expect(law.defenderKills).toBe(0);
    expect(law.attackerKills).toBe(0);
    expect(law.unresolved).toBe(1);
  });
});

describe('the whole fight', () => {
  it('sums to one across many settings', () => {
    const settings: Parameters<typeof duel>[] = [
      [{ weapon: 'sword', armor: 'chain' }, { weapon: 'halberd', armor: 'leather-shield' }, {}],
      [{ weapon: 'flail', armor: 'plate', mount: 'heavy' }, { weapon: 'pike', armor: 'none' }, { charge: true }],
      [{ weapon: 'dagger', armor: 'shield' }, { weapon: 'two-handed-sword', armor: 'plate-shield', magicArmor: true }, { parry: 'when-allowed' }],
      [{ weapon: 'mace', armor: 'chain-shield', fromAbove: true }, { weapon: 'spear', armor: 'leather' }, { approach: 'rear', parry: 'when-allowed' }],
      [{ weapon: 'mounted-lance', armor: 'plate-shield', mount: 'light' }, { weapon: 'hand-axe', armor: 'chain', prone: true }, { horse: 'round-2-only' }],
    ];
    for (const [a, d, o] of settings) {
      const law = duel(a, d, o);
      expect(total(law), JSON.stringify([a, d, o])).toBeCloseTo(1, 12);
      // The rounds' ends add up to the totals.
      const ends = law.rounds.reduce((t, r) => t + r.reached * (1 - r.neither), 0);
      expect(ends + law.unresolved).toBeCloseTo(1, 12);
    }
  });

  it('a short cap leaves the rest unresolved', () => {
    const law = duel({ weapon: 'sword', armor: 'none' }, { weapon: 'sword', armor: 'none' }, { maxRounds: 2 });
    expect(law.rounds).toHaveLength(2);
    expect(law.unresolved).toBeCloseTo((15 / 36) ** 4, 15);
  });

  it('matches 200,000 seeded fights of a mounted sword v a pole arm, simulated blow by blow', () => {
    // Attacker: sword (4), chain, medium horse. Defender: pole arms (9), leather, on foot. Worked from the rules by hand:
    // round 1 the pole arm (five higher) first at 7 - 1 = needs 8; the sword twice (five lower) at 8 - 2 = needs 6.
    // Later rounds the sword (two lower) first, twice at 8 - 1 = 7, the horse's two maces at 8, then the pole arm at 8.
    let x = 0x2545f491;
    const die = (): number => {
      x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
      return (x % 6) + 1;
    };
    const hits = (need: number): boolean => die() + die() >= need;
    const trials = 200_000;
    let attackerWins = 0;
    for (let t = 0; t < trials; t++) {
      let winner: 'a' | 'd' | null = null;
      for (let r = 1; winner === null && r <= 50; r++) {
        const blows: ['a' | 'd', number][] = r === 1 ? [['d', 8], ['a', 6], ['a', 6]] : [['a', 7], ['a', 7], ['a', 8], ['a', 8], ['d', 8]];
        for (const [who, need] of blows) if (hits(need)) { winner = who; break; }
      }
      if (winner === 'a') attackerWins++;
    }
    const exact = duel({ weapon: 'sword', armor: 'chain', mount: 'medium' }, { weapon: 'pole-arm', armor: 'leather' }).attackerKills;
    const se = Math.sqrt((exact * (1 - exact)) / trials);
    expect(Math.abs(attackerWins / trials - exact)).toBeLessThan(4 * se);
  });

  it('twoDiceAtLeast is the 2d6 tail', () => {
    expect([2, 5, 7, 12, 13].map((n) => twoDiceAtLeast(n))).toEqual([1, 30 / 36, 21 / 36, 1 / 36, 0]);
  });
});
