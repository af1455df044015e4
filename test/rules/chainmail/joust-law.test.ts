/** Issue #25: the exact law of a joust with fixed or uniformly mixed riders (joust-law.ts), worked by hand. */
import { describe, expect, it } from 'vitest';
import { JOUST_ENDINGS, jointEndings, joustLaw, scoreLaw, type JoustLaw, type JoustOutcome } from '../../../src/rules/chainmail/joust-law.js';
import { fixedJoust, joustChoices, type JoustReadings } from '../../../src/rules/chainmail/joust.js';

const ONE_OF: JoustReadings = { cells: 'one-of', lanceScore: -1 };
const total = (law: JoustLaw, where: (o: JoustOutcome) => boolean = () => true): number => law.outcomes.filter(where).reduce((s, o) => s + o.probability, 0);

/** The matrix as printed (003:1157-1164): six cells, then the positions the aim allows. */
const PRINTED: readonly (readonly [string[], number[]])[] = [
  [['M', 'M', 'M', 'H', 'U', 'M'], [4, 5, 6]],
  [['U', 'B', 'M', 'B', 'B', 'M'], [3, 4, 5, 6]],
  [['B/U/I', 'U', 'G', 'B', 'B/U', 'U/I'], [1, 2, 3, 4, 5, 6]],
  [['G', 'M', 'B', 'G', 'G', 'U'], [2, 4, 5, 6]],
  [['B', 'B/U', 'M', 'B', 'M', 'B'], [4, 5, 6]],
  [['B/U', 'G', 'B', 'B/U', 'B/U/I', 'B'], [1, 2, 3, 4, 5, 6]],
  [['G', 'M', 'B/U', 'G', 'G', 'G'], [4, 5, 6]],
  [['B', 'G', 'U', 'B', 'B/U/I', 'B'], [1, 4, 5, 6]],
];

describe('a joust with fixed choices', () => {
  it('chief pale/lean left v dexter chief/steady seat: -3 v -2 with probability 1, three rides, lances 3 and 2', () => {
    const law = joustLaw({ aim: 'chief-pale', position: 'lean-left' }, { aim: 'dexter-chief', position: 'steady-seat' });
    expect(law.outcomes).toEqual([{
      probability: 1, scoreA: -3, scoreB: -2, rides: 3,
      a: { unhorsed: false, injured: false, lostHelm: false, lancesBroken: 3 },
      b: { unhorsed: false, injured: false, lostHelm: false, lancesBroken: 2 },
    }]);
    expect([law.minScore, law.maxScore]).toEqual([-3, -2]);
    // Lance +1: 3 v 2.
    const plus = joustLaw({ aim: 'chief-pale', position: 'lean-left' }, { aim: 'dexter-chief', position: 'steady-seat' }, 3, { cells: 'all', lanceScore: 1 });
    expect(plus.outcomes.map((o) => [o.scoreA, o.scoreB])).toEqual([[3, 2]]);
  });

  it('helm/steady seat v helm/shield high: B unhorsed, A loses his helm, 20 v 3, one ride', () => {
    const law = joustLaw({ aim: 'helm', position: 'steady-seat' }, { aim: 'helm', position: 'shield-high' });
    expect(law.outcomes.map((o) => [o.probability, o.scoreA, o.scoreB, o.rides, o.a.lostHelm, o.b.unhorsed])).toEqual([[1, 20, 3, 1, true, true]]);
    // A ended neither unhorsed nor injured (row 3), B unhorsed (column 1).
    expect(jointEndings(law)).toEqual([[0, 0, 0], [0, 0, 0], [1, 0, 0]]);
  });

  it('agrees with fixedJoust on all 33 x 33 pairs: one outcome, its scores and rides', () => {
    for (const a of joustChoices()) {
      for (const b of joustChoices()) {
        const j = fixedJoust(a, b);
        const law = joustLaw(a, b);
        expect(law.outcomes.map((o) => [o.probability, o.scoreA, o.scoreB, o.rides])).toEqual([[1, j.scoreA, j.scoreB, j.rides.length]]);
      }
    }
  });

  it("'one-of', one ride: B/U/I against B gives three outcomes, a third each", () => {
    const law = joustLaw({ aim: 'chief-pale', position: 'steady-seat' }, { aim: 'base', position: 'lower-helm' }, 1, ONE_OF);
    const seen = law.outcomes.map((o) => [o.scoreA, o.scoreB, o.b.unhorsed, o.b.injured]).sort((x, y) => Number(x[0]) - Number(y[0]));
    expect(seen).toEqual([[-1, -1, false, false], [0, -11, false, true], [20, -1, true, false]]);
    for (const o of law.outcomes) expect(o.probability).toBeCloseTo(1 / 3, 15);
    // Only under 'one-of' can a rider end injured and still mounted.
    expect(jointEndings(law)[2]?.[1]).toBeCloseTo(1 / 3, 15);
  });
});

describe('mixed riders (uniform over the legal choices)', () => {
  it('the law sums to 1 under every reading; under every letter at once nobody ends injured yet mounted', () => {
    for (const readings of [undefined, ONE_OF, { cells: 'all', lanceScore: 1 } as const, { cells: 'one-of', lanceScore: 1 } as const]) {
      const law = joustLaw('mixed', 'mixed', 3, readings);
      expect(total(law)).toBeCloseTo(1, 12);
      expect(jointEndings(law).flat().reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
      for (const rider of ['A', 'B'] as const) expect(scoreLaw(law, rider).probabilities.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    }
    const all = joustLaw('mixed', 'mixed');
    expect(jointEndings(all).flatMap((row, i) => row.filter((_, j) => i === 1 || j === 1)).every((p) => p === 0)).toBe(true);
    expect([all.minScore, all.maxScore]).toEqual([-12, 25]);
    expect(JOUST_ENDINGS).toEqual(['unhorsed', 'injured', 'neither']);
  });

  it('is symmetric: A and B have the same score law and the joint endings table is symmetric', () => {
    const law = joustLaw('mixed', 'mixed', 3, ONE_OF);
    const a = scoreLaw(law, 'A').probabilities;
    const b = scoreLaw(law, 'B').probabilities;
    a.forEach((p, k) => expect(p).toBeCloseTo(b[k] ?? NaN, 14));
    const t = jointEndings(law);
    for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) expect(t[i]?.[j]).toBeCloseTo(t[j]?.[i] ?? NaN, 14);
  });

  it('P(B unhorsed in ride 1) = pairs whose cell holds U / 33^2, counted from the printed matrix', () => {
    // A's aim meets B's position: each (aim, B's position) cell with U counts once for each
    // position A's aim allows him, times each aim that allows B that position.
    const aimsAllowing = (position: number): number => PRINTED.filter(([, allowed]) => allowed.includes(position)).length;
    let pairs = 0;
    PRINTED.forEach(([cells, allowed]) => cells.forEach((cell, k) => {
      if (cell.includes('U')) pairs += allowed.length * aimsAllowing(k + 1);
    }));
    expect(pairs).toBe(376);
    const law = joustLaw('mixed', 'mixed', 1);
    expect(total(law, (o) => o.b.unhorsed)).toBeCloseTo(pairs / 33 ** 2, 14);
    expect(total(law, (o) => o.a.unhorsed)).toBeCloseTo(pairs / 33 ** 2, 14);
    // Over three rides the first ride's unhorsings are among those ended in ride 1.
    expect(total(joustLaw('mixed', 'mixed'), (o) => o.rides === 1 && o.b.unhorsed)).toBeCloseTo(pairs / 33 ** 2, 14);
  });

  it('against a fixed helm/steady seat, a mixed rider is unhorsed 8/33 of the time in ride 1 (every aim allows shield high)', () => {
    const law = joustLaw('mixed', { aim: 'helm', position: 'steady-seat' }, 1);
    expect(total(law, (o) => o.a.unhorsed)).toBeCloseTo(8 / 33, 15);
  });

  it('a forced mixed rider picks among the 8 aims at position 4: P(B unhorsed in ride 2) = 90/1089 against helm/steady seat', () => {
    // Ride 1: of A's 33 choices, 13 end the joust (8 at shield high, where the helm unhorses
    // him; 6 at fess point, whose B/U unhorses B; one is both). Of the 20 left, 16 force A to
    // position 4 (a lance broken on the steady seat: dexter chief 3, chief pale 5, dexter fess 2,
    // base 3; or his own helm off, sitting steady seat: helm, sinister chief, sinister fess 1
    // each). Ride 2: forced, A unhorses B only aiming at fess point, 1 in 8; free, 6 in 33.
    const law = joustLaw('mixed', { aim: 'helm', position: 'steady-seat' }, 2);
    expect(total(law, (o) => o.rides === 2 && o.b.unhorsed)).toBeCloseTo((16 / 8 + 4 * (6 / 33)) / 33, 15);
    expect((16 / 8 + 4 * (6 / 33)) / 33).toBeCloseTo(90 / 1089, 15);
  });
});
