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

function joint(prepared: ReturnType<typeof hott2.prepare>): number[] {
  return Array.from(prepared.kernel.exact?.().weights ?? []);
}

const single = (troop: string, conditions: Matchup['attacker']['conditions']): Matchup['attacker'] => ({ group: [{ troop, count: 1 }], label: troop, conditions });

function check(combat: string, attackers: readonly string[]): number {
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
          expect(joint(prepared), `${combat} ${a} v ${d}, ${side} ${key}`).toEqual(plainJoint);
        }
      }
    }
  }
  return noted;
}

describe('"no effect" notes are true', () => {
  it('in close combat, for every pair of troop types and every condition', () => {
    expect(check('close', ids)).toBeGreaterThan(1000);
  });

  it('in shooting and bespelling', () => {
    expect(check('shooting', ['shooters', 'artillery'])).toBeGreaterThan(100);
    expect(check('bespell', ['magicians'])).toBeGreaterThan(100);
  });
});
