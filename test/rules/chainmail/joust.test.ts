/** Issue #25 groundwork: rides and a fixed-choice joust of up to three rides, worked by hand from the matrix (C28). */
import { describe, expect, it } from 'vitest';
import { fixedJoust, ride } from '../../../src/rules/chainmail/joust.js';

describe('a joust with fixed choices', () => {
  it('helm against shield high unhorses (+20) while the other knocks the helm off (+3): one ride', () => {
    const j = fixedJoust({ aim: 'helm', position: 'steady-seat' }, { aim: 'helm', position: 'shield-high' });
    expect(j.rides).toHaveLength(1);
    expect(j.rides[0]).toMatchObject({ struckByA: ['U'], struckByB: ['H'], unhorsedB: true, unhorsedA: false, forcedA: true });
    expect([j.scoreA, j.scoreB]).toEqual([20, 3]);
  });

  it('a broken lance sends its rider to position 4: chief pale meets steady seat three times, -1 each', () => {
    // Ride 1: A (chief pale, lean left) breaks his lance on B's steady seat; B (dexter chief) misses lean left.
    // Rides 2-3: A is forced to steady seat, where B's dexter chief breaks B's lance too; A's breaks again.
    const j = fixedJoust({ aim: 'chief-pale', position: 'lean-left' }, { aim: 'dexter-chief', position: 'steady-seat' });
    expect(j.rides.map((r) => [r.struckByA.join('/'), r.struckByB.join('/')])).toEqual([['B', 'M'], ['B', 'B'], ['B', 'B']]);
    expect([j.scoreA, j.scoreB]).toEqual([-3, -2]);
  });

  it('a cell of three letters does all three: B/U/I breaks the lance (-1), unhorses (+20) and injures (-10)', () => {
    const r = ride({ aim: 'chief-pale', position: 'lower-helm' }, { aim: 'base', position: 'lower-helm' });
    expect(r.struckByA).toEqual(['B', 'U', 'I']);
    expect(r.struckByB).toEqual(['B']);
    expect([r.scoreA, r.scoreB]).toEqual([-1 + 20, -10 - 1]);
    expect(fixedJoust({ aim: 'chief-pale', position: 'lower-helm' }, { aim: 'base', position: 'lower-helm' }).rides).toHaveLength(1);
  });

  it('refuses a position the aiming point does not allow (helm allows 4-6 only)', () => {
    expect(() => ride({ aim: 'helm', position: 'lower-helm' }, { aim: 'base', position: 'steady-seat' })).toThrow(/may not sit/);
  });
});

describe('one ride as a zero-sum game', () => {
  it('has 33 legal choices a rider (3+4+6+4+3+6+3+4) and an antisymmetric difference matrix', async () => {
    const { joustChoices, rideDifferenceMatrix } = await import('../../../src/rules/chainmail/joust.js');
    expect(joustChoices()).toHaveLength(33);
    const m = rideDifferenceMatrix();
    for (let i = 0; i < 33; i++) for (let j = 0; j < 33; j++) expect((m[i]?.[j] ?? NaN) + (m[j]?.[i] ?? NaN), `${i},${j}`).toBe(0);
    // Helm at steady seat against helm at shield high: +20 - 3, worked above.
    const choices = joustChoices();
    const at = (aim: string, position: string): number => choices.findIndex((c) => c.aim === aim && c.position === position);
    expect(m[at('helm', 'steady-seat')]?.[at('helm', 'shield-high')]).toBe(17);
  });
});
