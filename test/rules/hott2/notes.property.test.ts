import { describe, expect, it } from 'vitest';
import { hott2 } from '../../../src/rules/hott2/index.js';
import { TROOPS } from '../../../src/rules/hott2/troops.js';
import { checkNoEffectNotes, type Setting } from '../no-effect-notes.js';

/**
 * Property: when a condition draws a "has no effect" note, the matchup's exact
 * distribution is the same with or without it (no-effect-notes.ts). This keeps the note
 * table (notes.ts) from drifting away from the factor and outcome rules it describes.
 */
const ids = TROOPS.map((t) => t.id);
const settings: Setting[] = hott2.conditions.map((c) => [c.key, c.kind === 'flag' ? true : c.kind === 'count' ? c.max : 'bad']);

describe('"no effect" notes are true', () => {
  it('in close combat, for every pair of troop types and every condition', () => {
    const { noted, wrong } = checkNoEffectNotes(hott2, { combat: 'close', attackers: ids, defenders: ids, settings });
    expect(wrong).toEqual([]);
    expect(noted).toBeGreaterThan(1000);
  });

  it('in shooting and bespelling', () => {
    const shooting = checkNoEffectNotes(hott2, { combat: 'shooting', attackers: ['shooters', 'artillery'], defenders: ids, settings });
    const bespell = checkNoEffectNotes(hott2, { combat: 'bespell', attackers: ['magicians'], defenders: ids, settings });
    expect([...shooting.wrong, ...bespell.wrong]).toEqual([]);
    expect(shooting.noted).toBeGreaterThan(100);
    expect(bespell.noted).toBeGreaterThan(100);
  });
});
