import { describe, expect, it } from 'vitest';
import { hott25 } from '../../../src/rules/hott25/index.js';
import { checkNoEffectNotes, type Setting } from '../no-effect-notes.js';

/**
 * The hott2 property for hott25's rows (the notes code is hott2's, reading the rows'
 * new flags): a "no effect" note leaves the exact distribution unchanged. Every matchup
 * that has a row the overlay changed or added, under every condition on either side.
 */
const ids = hott25.rows.map((r) => r.id);
const CHANGED = ['stronghold', 'magicians', 'pikes', 'skirmishers', 'raiders'];
const settings: Setting[] = hott25.conditions.map((c) => [c.key, c.kind === 'flag' ? true : c.kind === 'count' ? c.max : 'bad']);
const changedPairs = (a: string, d: string): boolean => CHANGED.includes(a) || CHANGED.includes(d);

describe('hott25 "no effect" notes are true', () => {
  it('in close combat, shooting and bespelling', () => {
    const check = (combat: string, attackers: readonly string[]) => checkNoEffectNotes(hott25, { combat, attackers, defenders: ids, settings, pairs: changedPairs });
    const close = check('close', ids);
    const shooting = check('shooting', ['shooters', 'artillery']);
    const bespell = check('bespell', ['magicians']);
    expect([...close.wrong, ...shooting.wrong, ...bespell.wrong]).toEqual([]);
    expect(close.noted).toBeGreaterThan(1000);
    expect(shooting.noted).toBeGreaterThan(50);
    expect(bespell.noted).toBeGreaterThan(100);
  });
});
