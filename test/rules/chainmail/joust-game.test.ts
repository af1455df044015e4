/**
 * Issue #25: the joust as a zero-sum game on the score difference (joust-game.ts), every stage
 * checked against every pure reply by a payoff matrix built here, apart from the solver.
 */
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../../src/core/fraction.js';
import { exploitability, solveMatrixGame } from '../../../src/core/matrix-game.js';
import { choicesFor, joustState, solveJoust, stageMatrix, type JoustSolution, type JoustStageSolution } from '../../../src/rules/chainmail/joust-game.js';
import { JOUST_READINGS, fixedJoust, ride, rideDifferenceMatrix, rideOutcomes, type JoustChoice, type JoustReadings, type Ride } from '../../../src/rules/chainmail/joust.js';

const ONE_OF: JoustReadings = { cells: 'one-of', lanceScore: -1 };
const LANCE_PLUS: JoustReadings = { cells: 'all', lanceScore: 1 };
const same = (x: JoustChoice, y: JoustChoice): boolean => x.aim === y.aim && x.position === y.position;
const sum = (fs: readonly Fraction[]): Fraction => fs.reduce((x, y) => x.add(y), Fraction.ZERO);

/** A stage's payoff for one pair of choices, built here: the rides this pair can give, each scored, plus the solved next state's value when the joust goes on. */
function payoff(game: JoustSolution, s: JoustStageSolution, a: JoustChoice, b: JoustChoice): Fraction {
  const rides: Ride[] = game.readings.cells === 'all' ? [ride(a, b, game.readings)] : rideOutcomes(a, b, game.readings);
  const going = (r: Ride): boolean => !r.unhorsedA && !r.unhorsedB && s.ride < game.rides;
  return sum(rides.map((r) => Fraction.of(r.scoreA - r.scoreB).add(going(r) ? joustState(game, s.ride + 1, r.forcedA, r.forcedB).value : Fraction.ZERO))).div(Fraction.of(rides.length));
}

/** Exactly: A's strategy earns at least the value against every pure choice of B, B's concedes at most it to every pure choice of A. */
function expectStageOptimal(game: JoustSolution, s: JoustStageSolution): void {
  const rowsA = choicesFor(s.forcedA);
  const columnsB = choicesFor(s.forcedB);
  expect(sum(s.strategyA.map((c) => c.probability)).equals(Fraction.ONE)).toBe(true);
  expect(sum(s.strategyB.map((c) => c.probability)).equals(Fraction.ONE)).toBe(true);
  for (const b of columnsB) expect(sum(s.strategyA.map((c) => c.probability.mul(payoff(game, s, c.choice, b)))).compare(s.value), `A's guarantee v ${b.aim}/${b.position}`).toBeGreaterThanOrEqual(0);
  for (const a of rowsA) expect(sum(s.strategyB.map((c) => c.probability.mul(payoff(game, s, a, c.choice)))).compare(s.value), `B's concession to ${a.aim}/${a.position}`).toBeLessThanOrEqual(0);
  // The same in floating point, by brute-force best reply over the full strategy vectors.
  const matrix = rowsA.map((a) => columnsB.map((b) => payoff(game, s, a, b)));
  const full = (support: JoustStageSolution['strategyA'], choices: readonly JoustChoice[]): number[] => choices.map((c) => support.find((x) => same(x.choice, c))?.p ?? 0);
  expect(exploitability(matrix, full(s.strategyA, rowsA), full(s.strategyB, columnsB), s.valueNumber).total).toBeLessThan(1e-9);
  expect(s.exploitability.total).toBeLessThan(1e-9);
  // At an equilibrium the expected difference is the value.
  expect(s.expectedA.sub(s.expectedB).equals(s.value)).toBe(true);
}

describe('one ride as a game', () => {
  it('is worth exactly 0 (symmetric), and the solved pair is unexploitable', () => {
    const direct = solveMatrixGame(rideDifferenceMatrix());
    expect(direct.value.toString()).toBe('0');
    const game = solveJoust(1);
    expect(game.value.toString()).toBe('0');
    expect(game.states).toHaveLength(4);
    for (const s of game.states) expectStageOptimal(game, s);
  });

  it('a forced rider against a free one is worth -14839/1161 (about -12.78) to the forced rider', () => {
    const game = solveJoust(1);
    expect(game.forcedVersusFree.map((f) => f.value.toString())).toEqual(['-14839/1161']);
    expect(joustState(game, 1, true, true).value.toString()).toBe('0');
  });
});

describe('three rides by backward induction', () => {
  const game = solveJoust(3);

  it('is worth exactly 0 at the start, free against free', () => {
    expect(game.value.toString()).toBe('0');
    expect(joustState(game, 1, false, false).value.isZero()).toBe(true);
    expect(game.expectedScores.own.equals(game.expectedScores.opponent)).toBe(true);
  });

  it('every stage game (12 states) is solved exactly: no pure reply does better, in fractions and by brute force', () => {
    expect(game.states).toHaveLength(12);
    for (const s of game.states) expectStageOptimal(game, s);
  });

  it('"I must sit position 4, my opponent is free" is worth -14839/1161 before each of the three rides; the states mirror', () => {
    expect(game.forcedVersusFree.map((f) => [f.ride, f.value.toString()])).toEqual([[1, '-14839/1161'], [2, '-14839/1161'], [3, '-14839/1161']]);
    expect(game.forcedVersusFree[0]?.valueNumber).toBeCloseTo(-12.7812, 4);
    for (let r = 1; r <= 3; r++) {
      expect(joustState(game, r, false, true).value.equals(joustState(game, r, true, false).value.neg())).toBe(true);
      expect(joustState(game, r, true, true).value.isZero()).toBe(true);
      expect(joustState(game, r, false, false).value.isZero()).toBe(true);
    }
  });

  it('a forced rider plays only aims at position 4; strategies are labelled and sum to 1', () => {
    const s = joustState(game, 2, true, false);
    expect(s.strategyA.every((c) => c.choice.position === 'steady-seat')).toBe(true);
    expect(s.strategyA.length).toBeLessThanOrEqual(8);
    expect(s.strategyB.reduce((t, c) => t + c.p, 0)).toBeCloseTo(1, 12);
    expect(() => joustState(game, 4, false, false)).toThrow(/no ride 4/);
  });
});

describe('the readings', () => {
  // A sits steady seat aiming at chief pale, B lower helm aiming at base: A's strike meets
  // B/U/I, B's meets B.
  const a: JoustChoice = { aim: 'chief-pale', position: 'steady-seat' };
  const b: JoustChoice = { aim: 'base', position: 'lower-helm' };

  it("'one-of': a B/U/I cell is three rides, one letter each, a third apiece", () => {
    const rides = rideOutcomes(a, b, ONE_OF);
    expect(rides.map((r) => r.struckByA.join())).toEqual(['B', 'U', 'I']);
    expect(rides.map((r) => [r.scoreA, r.scoreB])).toEqual([[-1, -1], [20, -1], [0, -11]]);
    expect(rides.map((r) => [r.unhorsedB, r.forcedA, r.forcedB])).toEqual([[false, true, true], [true, false, true], [false, false, true]]);
    // Under 'all' the one ride does all three: 19 to -11.
    expect(rideOutcomes(a, b)).toHaveLength(1);
    expect([ride(a, b).scoreA, ride(a, b).scoreB]).toEqual([19, -11]);
    expect(() => ride(a, b, ONE_OF)).toThrow(/rideOutcomes/);
  });

  it("'one-of': a stage payoff is the mean over the letters, the continuation only where the joust goes on", () => {
    const game = solveJoust(2, ONE_OF);
    const s = joustState(game, 1, false, false);
    const choices = choicesFor(false);
    const i = choices.findIndex((c) => same(c, a));
    const j = choices.findIndex((c) => same(c, b));
    const m = stageMatrix(s, (r) => (r.unhorsedA || r.unhorsedB ? Fraction.ZERO : joustState(game, 2, r.forcedA, r.forcedB).value), ONE_OF);
    // B: 0 and both forced (worth 0); U: 21, over; I: 11 and only B forced.
    const expected = Fraction.of(0 + 21 + 11).add(joustState(game, 2, false, true).value).div(Fraction.of(3));
    expect(m[i]?.[j]?.equals(expected)).toBe(true);
    // One ride: the mean difference, (0 + 21 + 11) / 3.
    expect(rideDifferenceMatrix(choices, ONE_OF)[i]?.[j]).toBeCloseTo(32 / 3, 12);
    for (const st of game.states) expectStageOptimal(game, st);
    expect(game.value.isZero()).toBe(true);
  });

  it("lance +1: a lone broken lance scores +1, and the three-ride fixed joust -3 v -2 becomes 3 v 2", () => {
    const lean: JoustChoice = { aim: 'chief-pale', position: 'lean-left' };
    const dexter: JoustChoice = { aim: 'dexter-chief', position: 'steady-seat' };
    expect(ride(lean, dexter).scoreA).toBe(-1);
    expect(ride(lean, dexter, LANCE_PLUS).scoreA).toBe(1);
    const j = fixedJoust(lean, dexter, 3, LANCE_PLUS);
    expect([j.scoreA, j.scoreB]).toEqual([3, 2]);
    // Nothing else moves: the helm and the unhorsing score as before.
    const helm = ride({ aim: 'helm', position: 'steady-seat' }, { aim: 'helm', position: 'shield-high' }, LANCE_PLUS);
    expect([helm.scoreA, helm.scoreB]).toEqual([20, 3]);
  });

  it('every reading gives a symmetric game worth 0 at the start, each stage exactly optimal', () => {
    for (const readings of [LANCE_PLUS, { cells: 'one-of', lanceScore: 1 } as const]) {
      const game = solveJoust(3, readings);
      expect(game.value.isZero()).toBe(true);
      for (const s of game.states) expect(s.exploitability.total).toBeLessThan(1e-9);
      expectStageOptimal(game, joustState(game, 1, true, false));
    }
    expect(solveJoust(3).readings).toBe(JOUST_READINGS);
  });
});
