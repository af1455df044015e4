import { describe, expect, it } from 'vitest';
import { strikeOf, type StrikeSituation } from '../../../src/rules/chainmail/strike.js';
import { troop } from '../../../src/rules/chainmail/troops.js';

const FRONT: StrikeSituation = { approach: 'front', fatigued: false, enemyFatigued: false, formation: 'open', enemyFormation: 'open', screen: 'holding', impetus: false, standing: false, extraDice: 'per-man', flankTopFoot: 'next-class', dieBonus: 0, magic: false };

describe('what a unit strikes with, from the Combat Tables (003:1045-1107)', () => {
  it('reads the cell: 10 Heavy Horse v Light Foot 40 dice on 5-6; 30 Light Foot v Heavy Horse 7 dice on a 6', () => {
    expect(strikeOf(troop('heavy-horse'), troop('light-foot'), 10, FRONT)).toEqual({ dice: 40, killFaces: 2 });
    expect(strikeOf(troop('light-foot'), troop('heavy-horse'), 30, FRONT)).toEqual({ dice: 7, killFaces: 1 });
  });

  it('a flank moves the attacker a class up (Heavy Foot as Armored Foot); at the top, +1 on each die (003:438; C14)', () => {
    // Heavy Foot v Light Foot: 1 die a man on 5-6; as Armored Foot: 1 die a man on 4-6.
    expect(strikeOf(troop('heavy-foot'), troop('light-foot'), 12, { ...FRONT, approach: 'flank' })).toEqual({ dice: 12, killFaces: 3 });
    // Heavy Horse v Heavy Foot: 3 dice a man on 5-6; from the flank, 4-6.
    expect(strikeOf(troop('heavy-horse'), troop('heavy-foot'), 4, { ...FRONT, approach: 'rear' })).toEqual({ dice: 12, killFaces: 3 });
    // Armored Foot become Light Horse: against Light Foot 2 dice a man on 5-6 (was 1 on 4-6).
    expect(strikeOf(troop('armored-foot'), troop('light-foot'), 6, { ...FRONT, approach: 'flank' })).toEqual({ dice: 12, killFaces: 2 });
  });

  it('fatigue moves the attacker and the defender a class down; Light Foot stay (003:256-257; C15)', () => {
    // Fatigued Heavy Foot attack as Light Foot: 1 die a man on a 6 against Light Foot.
    expect(strikeOf(troop('heavy-foot'), troop('light-foot'), 12, { ...FRONT, fatigued: true })).toEqual({ dice: 12, killFaces: 1 });
    expect(strikeOf(troop('light-foot'), troop('light-foot'), 12, { ...FRONT, fatigued: true })).toEqual({ dice: 12, killFaces: 1 });
    // Heavy Horse against fatigued Heavy Foot (defending as Light Foot): 4 dice a man on 5-6.
    expect(strikeOf(troop('heavy-horse'), troop('heavy-foot'), 5, { ...FRONT, enemyFatigued: true })).toEqual({ dice: 20, killFaces: 2 });
  });

  it('Swiss in close formation attack as Armored Foot with the pike die and mass shock (003:1103, 1107; C4, C5)', () => {
    // 10 Swiss v Heavy Foot: Armored Foot 1 die a man on 5-6 (10), pikes 1 a man (10), mass shock 1 per two (5).
    expect(strikeOf(troop('swiss-pikemen'), troop('heavy-foot'), 10, { ...FRONT, formation: 'attacking' })).toEqual({ dice: 25, killFaces: 2 });
    // Out of formation they fight as Light Foot: 1 die per two men on a 6 against Heavy Foot, no pike die (not an asterisked block).
    expect(strikeOf(troop('swiss-pikemen'), troop('heavy-foot'), 10, FRONT)).toEqual({ dice: 5, killFaces: 1 });
  });

  it('a close-order pole-arm formation met in front takes casualties only from like weapons (003:1105; C6)', () => {
    const swissStanding: StrikeSituation = { ...FRONT, enemyFormation: 'holding' };
    expect(strikeOf(troop('medium-horse'), troop('swiss-pikemen'), 10, swissStanding)).toEqual({ dice: 0, killFaces: 0 });
    expect(strikeOf(troop('landsknechte'), troop('swiss-pikemen'), 10, swissStanding).dice).toBeGreaterThan(0);
    // A lance may attack halberds: the same formation with halberds.
    const halberds = { ...troop('swiss-pikemen'), poleArms: 'halberd' as const };
    // Medium Horse v Heavy Foot (the standing formation's class): 2 dice a man on 5-6.
    expect(strikeOf(troop('medium-horse'), halberds, 10, swissStanding)).toEqual({ dice: 20, killFaces: 2 });
    // From the flank the formation is open to anyone and is struck as its row's Light Foot, by
    // Medium Horse a class up, as Heavy Horse: 4 dice a man on 5-6.
    expect(strikeOf(troop('medium-horse'), troop('swiss-pikemen'), 10, { ...swissStanding, approach: 'flank' })).toEqual({ dice: 40, killFaces: 2 });
  });
});
