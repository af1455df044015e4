import { describe, expect, it } from 'vitest';
import { defaultConditions } from '../../../src/core/conditions.js';
import type { Matchup } from '../../../src/core/system.js';
import { hott25 } from '../../../src/rules/hott25/index.js';

/**
 * The hott2 property for hott25's rows (the notes code is hott2's, reading the rows'
 * new flags): a "no effect" note leaves the exact distribution unchanged. Every matchup
 * that has a row the overlay changed or added, under every condition on either side.
 */
const ids = hott25.rows.map((r) => r.id);
const CHANGED = ['stronghold', 'magicians', 'pikes', 'skirmishers', 'raiders'];
const base = defaultConditions(hott25.conditions);
const settings: [string, string | number | boolean][] = hott25.conditions.map((c) => [c.key, c.kind === 'flag' ? true : c.kind === 'count' ? c.max : 'bad']);
const single = (troop: string, conditions: Matchup['attacker']['conditions']): Matchup['attacker'] => ({ group: [{ troop, count: 1 }], label: troop, conditions });
const weights = (prepared: ReturnType<typeof hott25.prepare>): string => JSON.stringify(Array.from(prepared.kernel.exact?.().weights ?? []));

/** Counts the noted settings; `wrong` names each note whose setting did change the distribution. */
function check(combat: string, attackers: readonly string[]): { noted: number; wrong: string[] } {
  const wrong: string[] = [];
  let noted = 0;
  for (const a of attackers) {
    for (const d of ids) {
      if (!CHANGED.includes(a) && !CHANGED.includes(d)) continue;
      const plain: Matchup = { system: 'hott25', combat, attacker: single(a, base), defender: single(d, base), options: defaultConditions(hott25.options), overlay: null };
      const before = weights(hott25.prepare(plain));
      for (const side of ['attacker', 'defender'] as const) {
        for (const [key, value] of settings) {
          const withIt: Matchup = { ...plain, [side]: { ...plain[side], conditions: { ...base, [key]: value } } };
          const prepared = hott25.prepare(withIt);
          if (!prepared.notes.some((n) => n.startsWith(`${side} condition ${key} has no effect`))) continue;
          noted++;
          if (weights(prepared) !== before) wrong.push(`${combat} ${a} v ${d}, ${side} ${key}`);
        }
      }
    }
  }
  return { noted, wrong };
}

describe('hott25 "no effect" notes are true', () => {
  it('in close combat, shooting and bespelling', () => {
    const close = check('close', ids);
    const shooting = check('shooting', ['shooters', 'artillery']);
    const bespell = check('bespell', ['magicians']);
    expect([...close.wrong, ...shooting.wrong, ...bespell.wrong]).toEqual([]);
    expect(close.noted).toBeGreaterThan(1000);
    expect(shooting.noted).toBeGreaterThan(50);
    expect(bespell.noted).toBeGreaterThan(100);
  });
});
