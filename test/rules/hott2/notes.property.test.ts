import { describe, expect, it } from 'vitest';
import { defaultConditions } from '../../../src/core/conditions.js';
import type { Matchup } from '../../../src/core/system.js';
import { hott2 } from '../../../src/rules/hott2/index.js';
import { TROOPS } from '../../../src/rules/hott2/troops.js';

/**
 * Property: when a condition draws a "has no effect" note, the matchup's exact
 * distribution is the same with or without it. This keeps the note table (notes.ts) from
 * drifting away from the factor and outcome rules it describes.
 */
const ids = TROOPS.map((t) => t.id);
const base = defaultConditions(hott2.conditions);
const settings: [string, string | number | boolean][] = hott2.conditions.map((c) => [c.key, c.kind === 'flag' ? true : c.kind === 'count' ? c.max : 'bad']);

function joint(prepared: ReturnType<typeof hott2.prepare>): string {
  return JSON.stringify(Array.from(prepared.kernel.exact?.().weights ?? []));
}

const single = (troop: string, conditions: Matchup['attacker']['conditions']): Matchup['attacker'] => ({ group: [{ troop, count: 1 }], label: troop, conditions });

/** Counts the noted settings; `wrong` names each note whose setting did change the distribution. */
function check(combat: string, attackers: readonly string[]): { noted: number; wrong: string[] } {
  const wrong: string[] = [];
  let noted = 0;
  for (const a of attackers) {
    for (const d of ids) {
      const plain: Matchup = { system: 'hott2', combat, attacker: single(a, base), defender: single(d, base), options: defaultConditions(hott2.options), overlay: null };
      const plainJoint = joint(hott2.prepare(plain));
      for (const side of ['attacker', 'defender'] as const) {
        for (const [key, value] of settings) {
          const withIt: Matchup = { ...plain, [side]: { ...plain[side], conditions: { ...base, [key]: value } } };
          const prepared = hott2.prepare(withIt);
          const notes = prepared.notes.filter((n) => n.startsWith(`${side} condition ${key} has no effect`));
          if (notes.length === 0) continue;
          noted++;
          if (joint(prepared) !== plainJoint) wrong.push(`${combat} ${a} v ${d}, ${side} ${key}`);
        }
      }
    }
  }
  return { noted, wrong };
}

describe('"no effect" notes are true', () => {
  it('in close combat, for every pair of troop types and every condition', () => {
    const { noted, wrong } = check('close', ids);
    expect(wrong).toEqual([]);
    expect(noted).toBeGreaterThan(1000);
  });

  it('in shooting and bespelling', () => {
    const shooting = check('shooting', ['shooters', 'artillery']);
    const bespell = check('bespell', ['magicians']);
    expect([...shooting.wrong, ...bespell.wrong]).toEqual([]);
    expect(shooting.noted).toBeGreaterThan(100);
    expect(bespell.noted).toBeGreaterThan(100);
  });
});
