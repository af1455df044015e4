import { describe, expect, it } from 'vitest';
import type { Army } from '../../src/core/army.js';
import { checkArmy } from '../../src/core/army-check.js';
import { parseArmy } from '../../src/core/army-text.js';
import { UsageError } from '../../src/core/errors.js';
import type { RuleSystem } from '../../src/core/system.js';
import { d3h2 as d3h2Base } from '../../src/rules/d3h2/index.js';
import { hott2 as hott2Base } from '../../src/rules/hott2/index.js';
import { withBattle } from './army-fixture.js';

const d3h2 = withBattle(d3h2Base);
const hott2 = withBattle(hott2Base);

/** The rule's line and words as every army refusal of the system quotes them. */
function quoted(system: RuleSystem): string {
  const rules = system.battle?.army;
  if (!rules) throw new Error('no army rules');
  return `(${rules.cite}: "${rules.words}"${rules.ruling ? `; ${rules.ruling}` : ''})`;
}

function refusal(system: RuleSystem, army: Army | string, budget = 24): string {
  try {
    checkArmy(system, typeof army === 'string' ? parseArmy(system, army, 'army A') : army, budget);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('expected the army to be refused');
}

const hand = (...elements: [troop: string, general: boolean, behind: number | null][]): Army => ({
  name: 'Hand',
  home: null,
  elements: elements.map(([troop, general, behind]) => ({ troop, general, behind })),
});

describe('checkArmy', () => {
  it('accepts a full 24 AP army with no notes', () => {
    expect(checkArmy(d3h2, parseArmy(d3h2, 'general:Pl+5*Kn+2*Cv+2*Bw+2*Ps+Hd', 'army A'), 24)).toEqual({ notes: [] });
  });

  it('accepts a smaller army with a note of what it spends, the general paid for like any element', () => {
    expect(checkArmy(hott2, parseArmy(hott2, 'general:knights+2*knights+4*blades+2*shooters', 'army A'), 24).notes).toEqual([
      "army 'general:knights+2*knights+4*blades+2*shooters' uses 18 of 24 AP",
    ]);
  });

  it('fights one to three elements with a note that they study a pairing', () => {
    expect(checkArmy(hott2, parseArmy(hott2, 'general:knights', 'army A'), 2).notes).toEqual([
      "army 'general:knights' has 1 element: it studies a pairing, not a battle",
    ]);
    expect(checkArmy(hott2, parseArmy(hott2, 'general:knights+2*blades', 'army A'), 24).notes).toEqual([
      "army 'general:knights+2*blades' uses 6 of 24 AP",
      "army 'general:knights+2*blades' has 3 elements: it studies a pairing, not a battle",
    ]);
    expect(checkArmy(hott2, parseArmy(hott2, 'general:knights+3*blades', 'army A'), 8).notes).toEqual([]);
  });

  it('refuses an army over its budget, quoting the rule', () => {
    expect(refusal(hott2, 'general:paladins+11*knights')).toBe(`army 'general:paladins+11*knights' costs 26 AP, over its budget of 24 AP ${quoted(hott2)}`);
    expect(refusal(d3h2, 'general:Kn+5*Kn', 10)).toBe(`army 'general:knights+5*knights' costs 12 AP, over its budget of 10 AP ${quoted(d3h2)}`);
  });

  it('refuses more than half the budget on 4- and 6-point elements, quoting 002:79', () => {
    expect(refusal(d3h2, 'general:Hr+Pl+Mg+Bh+2*Kn')).toBe(`army 'general:heroes+paladins+mages+behemoths+2*knights' spends 16 AP on elements of 4 AP or more; at most 12 (half of its 24 AP) may go on them ${quoted(d3h2)}`);
  });

  it('refuses the dear share by what the budget allows, not what the army spends', () => {
    // 14 AP of dear elements (an Aerial Hero is 6) in a 24 AP budget: over half of 24
    expect(refusal(d3h2, 'general:aerial-heroes+Hr+Mg+Ps')).toMatch(/spends 14 AP on elements of 4 AP or more; at most 12 \(half of its 24 AP\) may go on them \(002:79: "/);
    // 12 AP of dear elements in a 24 AP budget, though the army spends only 14
    expect(checkArmy(d3h2, parseArmy(d3h2, 'general:Hr+Pl+Mg+Kn', 'army A'), 24).notes).toEqual(["army 'general:heroes+paladins+mages+knights' uses 14 of 24 AP"]);
    expect(refusal(d3h2, 'general:Hr+Kn', 6)).toMatch(/spends 4 AP on elements of 4 AP or more; at most 3 \(half of its 6 AP\)/);
  });

  it('refuses an army with no elements, or more than 48, saying the 48 is a sanity limit', () => {
    expect(refusal(hott2, { name: 'Empty', elements: [], home: null })).toBe("army 'Empty' has no elements: an army needs at least one");
    const horde = hand(['hordes', true, null], ...Array.from({ length: 48 }, (): [string, boolean, null] => ['hordes', false, null]));
    expect(refusal(hott2, horde, 49)).toBe("army 'Hand' has 49 elements, but an army may have at most 48 (a sanity limit of oddsmith's, not a rule: 24 AP buys at most 24 elements)");
  });

  it('refuses no general, or more than one, quoting the rule', () => {
    expect(refusal(hott2, 'general:knights+general:knights')).toBe(`army 'general:knights+general:knights' has 2 generals' elements (elements 1 and 2), but an army has one general ${quoted(hott2)}`);
    expect(refusal(hott2, hand(['knights', false, null]))).toBe(`army 'Hand' has no general's element, but an army has one general ${quoted(hott2)}`);
  });

  it('buys every type not deployed that the board summons (Lurkers, Gods, Dragons: F29, F31); the battle on the line refuses them', () => {
    for (const system of [hott2, d3h2]) {
      const off = [...(system.battle?.profiles.values() ?? [])].filter((p) => p.notDeployed !== null && p.cost > 0);
      // Besides these, only the Stronghold and the Camp (no cost to buy, what they count lost) are not deployed.
      expect(off.filter((p) => p.summon === null).every((p) => ['stronghold', 'camp'].includes(p.troop))).toBe(true);
      const summoned = off.filter((p) => p.summon !== null);
      expect(summoned.map((p) => p.troop).sort()).toEqual(['dragons', 'gods', 'lurkers']);
      for (const p of summoned) {
        expect(() => checkArmy(system, hand(['knights', true, null], [p.troop, false, null]), 24)).not.toThrow();
      }
    }
  });

  it('refuses a type without a cost, or one the system does not know', () => {
    expect(refusal(hott2, hand(['knights', true, null], ['stronghold', false, null]))).toBe("army 'Hand' cannot field Stronghold: it has no cost in hott2, so it is not bought for an army");
    expect(refusal(hott2, hand(['knights', true, null], ['knigts', false, null]))).toBe("unknown troop 'knigts' in army 'Hand'; did you mean knights?");
  });

  it('refuses behind that points at itself, out of the army, at an element that is behind, or twice at one', () => {
    expect(refusal(hott2, hand(['spears', true, null], ['spears', false, 1]))).toBe("army 'Hand': element 2 (Spears) stands behind itself");
    expect(refusal(hott2, hand(['spears', true, null], ['spears', false, 2]))).toBe("army 'Hand': element 2 (Spears) stands behind element 3, but the army has 2 elements");
    expect(refusal(hott2, hand(['spears', true, null], ['spears', false, -1]))).toBe("army 'Hand': element 2 (Spears) stands behind element 0, but the army has 2 elements");
    expect(refusal(hott2, hand(['spears', true, null], ['spears', false, 0.5]))).toMatch(/element 2 \(Spears\) stands behind element 1.5, but the army has 2 elements/);
    expect(refusal(hott2, hand(['spears', true, null], ['spears', false, 0], ['spears', false, 1]))).toBe(
      "army 'Hand': element 3 (Spears) stands behind element 2, which stands behind another: elements stand behind the front line only (no chains or cycles)",
    );
    expect(refusal(hott2, hand(['spears', true, 1], ['spears', false, 0]))).toMatch(/element 1 \(Spears\) stands behind element 2, which stands behind another/);
    expect(refusal(hott2, hand(['spears', true, null], ['spears', false, 0], ['spears', false, 0]))).toBe("army 'Hand': elements 2 and 3 both stand behind element 1; one element stands behind another");
  });

  it('refuses a system without battle rules, and a budget that is no number of AP', () => {
    const { battle: _battle, ...bare } = hott2;
    expect(() => checkArmy(bare, parseArmy(hott2, 'knights', 'army A'), 24)).toThrow('hott2 cannot field an army: it declares no battle rules');
    expect(refusal(hott2, 'knights', 0)).toBe("the army budget (--points) must be a positive number of AP, got '0'");
  });
});
