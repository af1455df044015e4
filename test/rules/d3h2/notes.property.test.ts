import { describe, expect, it } from 'vitest';
import { d3h2 } from '../../../src/rules/d3h2/index.js';
import { TROOPS } from '../../../src/rules/d3h2/troops.js';
import { checkNoEffectNotes, type Setting } from '../no-effect-notes.js';

/**
 * Property (as for hott2): when a condition draws a "has no effect" note, the matchup's
 * exact distribution is the same with or without it; and a condition that changes the
 * distribution draws no such note.
 */
const ids = TROOPS.map((t) => t.id);
/** One of each category and the types with most special rules, as opponents. */
const SAMPLE = ['gods', 'aerial-heroes', 'knights', 'fast-knights', 'light-horse', 'behemoths', 'pikes', 'psiloi', 'sneakers', 'hordes', 'artillery', 'stronghold', 'camp'];
const settings: Setting[] = d3h2.conditions.flatMap((c): Setting[] => {
  if (c.kind === 'flag') return [[c.key, true]];
  if (c.kind === 'count') return [[c.key, c.max]];
  return c.key === 'going' ? [['going', 'rough'], ['going', 'bad']] : [[c.key, 'blades']];
});

/** Refused settings (e.g. in-camp on an Aerial) draw no note to check. */
const check = (combat: string, attackers: readonly string[], defenders: readonly string[]) => checkNoEffectNotes(d3h2, { combat, attackers, defenders, settings, skipRefused: true });

describe('d3h2 "no effect" notes are true', () => {
  it('in close combat, every base type against a sample of opponents and every condition', () => {
    const { noted, effective, wrong } = check('close', ids.filter((id) => !/^(fast|double)-/.test(id)), SAMPLE);
    expect(wrong).toEqual([]);
    expect(noted).toBeGreaterThan(3000);
    expect(effective).toBeGreaterThan(2000);
  });

  it('in shooting and bespelling', () => {
    const shooting = check('shooting', ['bows', 'artillery'], ids);
    const bespell = check('bespell', ['mages'], ids);
    expect([...shooting.wrong, ...bespell.wrong]).toEqual([]);
    expect(shooting.noted).toBeGreaterThan(1000);
    expect(bespell.noted).toBeGreaterThan(500);
  });
});
