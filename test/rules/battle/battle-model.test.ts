import { describe, expect, it } from 'vitest';
import { resolveConditions } from '../../../src/core/conditions.js';
import { BAND } from '../../../src/rules/common/bands.js';
import type { RuleSystem } from '../../../src/core/system.js';
import { decode } from '../../../src/core/outcome-code.js';
import type { BattleKernel } from '../../../src/rules/common/battle/kernel.js';
import { EFFECT, packed } from '../../../src/rules/common/battle/effects.js';
import { prepareBattle } from '../../../src/rules/common/battle/prepare.js';
import { applyOverlay } from '../../../src/core/overlay.js';
import { checkedOverlaySpecOf, overlayFileSchema } from '../../../src/core/overlay-file-schema.js';
import { d3h2 } from '../../../src/rules/d3h2/index.js';
import { hott2 } from '../../../src/rules/hott2/index.js';
import { hott25 } from '../../../src/rules/hott25/index.js';
import { fixtureRules } from './fixture-rules.js';
import { battle as anyBattle, expectWithin4SE, results, sampled } from './battle-results.js';

/** A battle on the line, the model this file checks (the board's own checks are in board-battle.test.ts). */
const battle = (system: RuleSystem, a: string, b: string, options: Record<string, unknown> = {}): ReturnType<typeof anyBattle> => anyBattle(system, a, b, { field: 'line', ...options });

describe('the line battle model', () => {
  it('one element a side equals the chain worked by hand from the single combat', () => {
    // Fixture field: lines 4 apart, every move 4, recoils 1, no pursuit, a rear edge never
    // reached: the defender closes in its first bound and every later bound has one fight
    // (a recoiler's side moves back in, or the winner's does), so the battle ends at the first
    // doubling: P(A wins) = sum over k <= 30 of (1 - a - b)^(k-1) a, a and b each side's doubling.
    const system = { ...hott2, battle: fixtureRules(hott2, {}, { field: { unit: 'u', gap: 4, rear: 1000, blockedRecoil: 'stops', baseWidth: 2, flankCounts: 'any', threatZone: null, shotBlocked: null, river: null, cite: 'test' } }) };
    const m = battle(hott2, 'knights', 'blades');
    const kernel = prepareBattle(system, m).kernel as BattleKernel;
    const single = hott2.prepare({ ...m, combat: 'close', attacker: { ...m.attacker, conditions: resolveConditions(hott2.conditions, { general: true }, 'a') }, defender: { ...m.defender, conditions: resolveConditions(hott2.conditions, { general: true }, 'd') } });
    const grid = single.kernel.diceGrid?.() ?? new Int32Array(36);
    let a = 0;
    let b = 0;
    for (const code of grid) {
      const [band] = decode(single.kernel.axes, code);
      if (band === BAND.attackerDoubles) a += 1 / 36;
      if (band === BAND.defenderDoubles) b += 1 / 36;
    }
    expect(a).toBeCloseTo(1 / 36, 12); // Knights +3 and Blades +3 against each other, both generals (+1): 4 + 6 v 4 + 1 only
    let pa = 0;
    let pb = 0;
    for (let k = 1; k <= 30; k++) {
      const go = (1 - a - b) ** (k - 1);
      pa += go * a;
      pb += go * b;
    }
    const exact = results((kernel.exact as () => { weights: Float64Array })().weights);
    expect(exact[0]).toBeCloseTo(pa, 12);
    expect(exact[2]).toBeCloseTo(pb, 12);
    expect(exact[1]).toBeCloseTo(1 - pa - pb, 12);
  });

  it('exact and Monte Carlo agree within a few standard errors on small armies', () => {
    for (const [a, b] of [['knights', 'spears+behind:spears'], ['general:blades+shooters', 'warband+behind:warband']] as const) {
      const kernel = prepareBattle(hott2, battle(hott2, a, b)).kernel as BattleKernel;
      const exact = results((kernel.exact as () => { weights: Float64Array })().weights);
      // 10,000 battles: the sampler against the chain, each result within 4 SE (about 2 points at a half).
      const n = 10_000;
      const mc = sampled(kernel, n);
      expectWithin4SE(mc, exact, n, `${a} v ${b}, `);
    }
  });

  it('mirror armies have equal chances when the first bound is drawn at random', () => {
    const one = prepareBattle(d3h2, battle(d3h2, 'knights', 'knights', { first: 'random' })).kernel as BattleKernel;
    const exact = results((one.exact as () => { weights: Float64Array })().weights);
    expect(exact[0]).toBeCloseTo(exact[2], 12);
    const army = 'general:blades+2*blades+2*spears+knights';
    const kernel = prepareBattle(d3h2, battle(d3h2, army, army, { first: 'random' })).kernel as BattleKernel;
    const n = 20_000;
    const [pa, , pb] = sampled(kernel, n, 3);
    expect(Math.abs(pa - pb)).toBeLessThanOrEqual(4 * Math.sqrt((pa + pb) / n));
  });

  it('a Magician bespells with the PIPs left after moving (000:23 "using any remaining PIP"; RULINGS B13)', () => {
    // hott2, lines 1200p apart. Bound 1, the Knights (defender): any PIP moves them their 300p
    // (000:75), 900p from the Magician. Bound 2: the Magician moves 300p into its 600p range
    // for 2 PIPs (000:28-30, 88) and bespells for 2 more (000:32) on a PIP of 4-6, 1/2. Its +4
    // against the Knights' +3 and +1 as a general (000:48): a double, Knights destroyed, only
    // on 6 v 1, 1/36. So after two bounds the Magician has won 1/72.
    const kernel = prepareBattle(hott2, battle(hott2, 'magicians', 'knights', { bounds: 2 })).kernel as BattleKernel;
    const [a, draw, b] = results((kernel.exact as () => { weights: Float64Array })().weights);
    expect(a).toBeCloseTo(1 / 72, 12);
    expect(b).toBe(0);
    expect(draw).toBeCloseTo(71 / 72, 12);
    // The whole battle: an independent oracle written from the texts gives the Knights 4.20%.
    const whole = prepareBattle(hott2, battle(hott2, 'magicians', 'knights')).kernel as BattleKernel;
    const knights = results((whole.exact as () => { weights: Float64Array })().weights)[2];
    expect(knights).toBeGreaterThanOrEqual(0.04195);
    expect(knights).toBeLessThan(0.04205);
  });

  it('HOTT 2.5: a Magician that has moved casts no spell (001:40-41)', () => {
    // The same two bounds in hott25: bound 2's move brings the Magician into range, but having
    // moved it may not cast, so nothing is decided in the first two bounds.
    const kernel = prepareBattle(hott25, battle(hott25, 'magicians', 'knights', { bounds: 2 })).kernel as BattleKernel;
    expect(results((kernel.exact as () => { weights: Float64Array })().weights)[1]).toBeCloseTo(1, 12);
  });

  it('D3H2 pushes a friend against the base edge part of the way; HOTT destroys the recoiler (002:674, 000:55; RULINGS B9)', () => {
    // D3H2's Blades, generals both (+5 +1 each, 002:428, 591), on a fixture field: lines 4 apart,
    // every move 4, Army A's front Blades 2 deep with Blades 1 deep behind, the base edge 4
    // behind its line, one bound. Army B closes and fights; Army A's front loses on a lower die,
    // 15/36, and recoils (no double: 7-12 never doubles 7). D3H2 pushes the rear Blades 1 to
    // the edge and the recoil ends on them: nobody is lost, a draw. HOTT's rule destroys the
    // recoiler, and Army A, 1 of 2 lost, is defeated (a third and more than the enemy).
    const field = (blockedRecoil: 'destroyed' | 'stops') => ({ field: { unit: 'u', gap: 4, rear: 4, blockedRecoil, baseWidth: 2, flankCounts: 'any' as const, threatZone: null, shotBlocked: null, river: null, cite: 'test' } });
    const chances = (blockedRecoil: 'destroyed' | 'stops') => {
      const system = { ...d3h2, battle: fixtureRules(d3h2, { blades: { recoil: 2 }, spears: { recoil: 1 } }, field(blockedRecoil)) };
      const kernel = prepareBattle(system, battle(d3h2, 'blades+behind1:spears', 'blades', { bounds: 1 })).kernel as BattleKernel;
      return results((kernel.exact as () => { weights: Float64Array })().weights);
    };
    const text = chances('stops');
    expect(text[1]).toBeCloseTo(1, 12);
    const hott = chances('destroyed');
    expect(hott[2]).toBeCloseTo(15 / 36, 12);
    expect(hott[1]).toBeCloseTo(21 / 36, 12);
  });

  it('a destroyed element takes the element giving it rear support with it (000:55)', () => {
    const kernel = prepareBattle(hott2, battle(hott2, 'general:spears+behind:spears', 'knights')).kernel as BattleKernel;
    // Every PIP a 6; every fight the first result that destroys Army A's element.
    const dice = { d6: () => 6, pick: (t: Int32Array) => t.find((p) => packed.first(p) === EFFECT.destroyed) ?? (t[0] as number) };
    kernel.fight(dice);
    const line = (kernel as unknown as { setup: { line: { lost: Int32Array; lostBy: readonly Int32Array[] } } }).setup.line;
    expect(line.lost[0]).toBe(2);
    expect([...(line.lostBy[0] as Int32Array)]).toEqual([...(line.lostBy[0] as Int32Array)].map(() => line.lostBy[0]?.[0]));
  });

  it('an overlay that weakens a type lowers its army\'s chance', async () => {
    const file = overlayFileSchema.parse({ base: 'hott2', name: 'weak-knights', troops: { knights: { vsFoot: 1, vsMounted: 2 } } });
    const weak = applyOverlay(hott2, checkedOverlaySpecOf(hott2, file, 'test'), await hott2.schemas()).system;
    const chance = (system: RuleSystem): number => {
      const k = system.prepare(battle(system, 'knights', 'blades')).kernel as BattleKernel;
      return results((k.exact as () => { weights: Float64Array })().weights)[0];
    };
    expect(chance(weak)).toBeLessThan(chance(hott2) - 0.05);
  });
});
