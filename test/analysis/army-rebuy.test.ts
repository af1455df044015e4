/**
 * Armies bought again at a price list (src/rules/common/battle/RULINGS.md B18), worked by hand
 * on the shipped Knights of the Realm: Hordes 1, Psiloi 1, Bows 1.5, Knights 2, the general's
 * Paladins 4, Cavalry 2 AP (002:68-78): 1 Hordes, 2 Psiloi, 2 Bows, 5 Knights, 1 Paladins and 2
 * Cavalry, 24 of 24 AP, 4 of them on elements of 4 AP or more (at most half, 002:79).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rebuyArmy } from '../../src/analysis/army-rebuy.js';
import { loadArmy } from '../../src/scenario/army-file.js';
import { ROOT } from '../cli/run-cli.js';

const PRINTED: Record<string, number> = { hordes: 1, psiloi: 1, bows: 1.5, knights: 2, paladins: 4, cavalry: 2 };
const RULES = { spend: 24, budget: 24, dear: { atLeast: 4, share: 0.5 } };
const knightsAt = (knights: number) => (troop: string): number => (troop === 'knights' ? knights : (PRINTED[troop] as number));
const army = async () => (await loadArmy(join(ROOT, 'armies', 'd3h2-knights-of-the-realm.yaml'))).army;
const counts = (r: ReturnType<typeof rebuyArmy>): Record<string, number> => Object.fromEntries(r.counts.map((c) => [c.troop, c.to]));

describe('an army bought again at a price list (B18)', () => {
  it('at the printed prices is the army as listed, the same object', async () => {
    const listed = await army();
    expect(rebuyArmy(listed, knightsAt(2), RULES).army).toBe(listed);
  });

  it('Knights at 3 AP: 29 AP listed, scaled by 24/29; rounded down 1 Psiloi, 1 Bows, 4 Knights, the Paladins, 1 Cavalry (20.5 AP); the 3.5 left to Hordes (remainder 0.83), Psiloi and Bows (0.66 each, Psiloi listed first): the last Knights and Cavalry listed go', async () => {
    const listed = await army();
    const r = rebuyArmy(listed, knightsAt(3), RULES);
    expect(counts(r)).toEqual({ hordes: 1, psiloi: 2, bows: 2, knights: 4, paladins: 1, cavalry: 1 });
    expect(r.cost).toBe(24);
    expect(r.army.elements.map((e) => (e.general ? `general:${e.troop}` : e.troop))).toEqual(['hordes', 'psiloi', 'bows', 'knights', 'knights', 'general:paladins', 'knights', 'knights', 'cavalry', 'bows', 'psiloi']);
  });

  it('Knights at 4 AP, dear elements: scaled by 24/34, rounded down 3 Knights, but Knights and Paladins then spend 16 of the 12 AP allowed: one Knights less; the 7.5 AP left go to Hordes, Psiloi, Bows, Cavalry, Hordes, Psiloi by remainder', async () => {
    const r = rebuyArmy(await army(), knightsAt(4), RULES);
    expect(counts(r)).toEqual({ hordes: 2, psiloi: 3, bows: 2, knights: 2, paladins: 1, cavalry: 2 });
    expect(r.cost).toBe(24);
  });

  it('Knights at 1.5 AP: scaled by 24/21.5, rounded down the list itself (21.5 AP); the 2.5 left to a sixth Knights (remainder 0.58), then a third Psiloi, each after the last of its type in the front line', async () => {
    const r = rebuyArmy(await army(), knightsAt(1.5), RULES);
    expect(counts(r)).toEqual({ hordes: 1, psiloi: 3, bows: 2, knights: 6, paladins: 1, cavalry: 2 });
    expect(r.army.elements.map((e) => e.troop)).toEqual(['hordes', 'psiloi', 'bows', 'knights', 'knights', 'paladins', 'knights', 'knights', 'knights', 'knights', 'cavalry', 'cavalry', 'bows', 'psiloi', 'psiloi']);
  });

  it('keeps an element behind with its front element, renumbered, and never takes the general', () => {
    // General's Knights, Blades, Blades with a Bows behind the second Blades: Blades at 4 AP with 8 AP to spend: 10 listed.
    const listed = { name: 'Test', home: null, elements: [{ troop: 'knights', general: true, behind: null }, { troop: 'blades', general: false, behind: null }, { troop: 'blades', general: false, behind: null }, { troop: 'bows', general: false, behind: 2 }] };
    const cost = (t: string): number => ({ knights: 2, blades: 4, bows: 2 })[t] as number;
    // Scaled by 8/12: Knights 0.67 (1, the general), Blades 1.33 (1), Bows 0.67 (0): 6 AP; the 2 left to the Bows (remainder 0.67).
    const r = rebuyArmy(listed, cost, { spend: 8, budget: 24, dear: null });
    expect(r.army.elements).toEqual([
      { troop: 'knights', general: true, behind: null },
      { troop: 'blades', general: false, behind: null },
      { troop: 'bows', general: false, behind: null },
    ]);
  });
});
