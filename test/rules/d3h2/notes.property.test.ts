import { describe, expect, it } from 'vitest';
import { defaultConditions } from '../../../src/core/conditions.js';
import type { Matchup } from '../../../src/core/system.js';
import { d3h2 } from '../../../src/rules/d3h2/index.js';
import { TROOPS } from '../../../src/rules/d3h2/troops.js';

/**
 * Property (as for hott2): when a condition draws a "has no effect" note, the matchup's
 * exact distribution is the same with or without it; and a condition that changes the
 * distribution draws no such note.
 */
const ids = TROOPS.map((t) => t.id);
/** One of each category and the types with most special rules, as opponents. */
const SAMPLE = ['gods', 'aerial-heroes', 'knights', 'fast-knights', 'light-horse', 'behemoths', 'pikes', 'psiloi', 'sneakers', 'hordes', 'artillery', 'stronghold', 'camp'];
const base = defaultConditions(d3h2.conditions);
const settings: [string, string | number | boolean][] = d3h2.conditions.flatMap((c): [string, string | number | boolean][] => {
  if (c.kind === 'flag') return [[c.key, true]];
  if (c.kind === 'count') return [[c.key, c.max]];
  return c.key === 'going' ? [['going', 'rough'], ['going', 'bad']] : [[c.key, 'blades']];
});

const weights = (prepared: ReturnType<typeof d3h2.prepare>): string => JSON.stringify(Array.from(prepared.kernel.exact?.().weights ?? []));

const single = (troop: string, conditions: Matchup['attacker']['conditions']): Matchup['attacker'] => ({ group: [{ troop, count: 1 }], label: troop, conditions });

/** Counts the noted and the effective settings; `wrong` names each note whose setting did change the distribution. */
function check(combat: string, attackers: readonly string[], defenders: readonly string[]): { noted: number; effective: number; wrong: string[] } {
  const wrong: string[] = [];
  let noted = 0;
  let effective = 0;
  for (const a of attackers) {
    for (const d of defenders) {
      const plain: Matchup = { system: 'd3h2', combat, attacker: single(a, base), defender: single(d, base), options: {}, overlay: null };
      const before = weights(d3h2.prepare(plain));
      for (const side of ['attacker', 'defender'] as const) {
        for (const [key, value] of settings) {
          const withIt: Matchup = { ...plain, [side]: { ...plain[side], conditions: { ...base, [key]: value } } };
          let prepared: ReturnType<typeof d3h2.prepare>;
          try {
            prepared = d3h2.prepare(withIt);
          } catch {
            continue; // refused (e.g. in-camp on an Aerial): no note to check
          }
          const notes = prepared.notes.filter((n) => n.startsWith(`${side} condition ${key} has no effect`));
          const same = weights(prepared) === before;
          if (notes.length > 0) {
            noted++;
            if (!same) wrong.push(`${combat} ${a} v ${d}, ${side} ${key}=${String(value)}`);
          } else if (!same) effective++;
        }
      }
    }
  }
  return { noted, effective, wrong };
}

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
