/**
 * The man-to-man melee table (003:1109-1131): every one of its 130 cells pinned after rulings
 * C34-C37, the weapon classes of C35, and the rows against the seed where it is present.
 */
import { describe, expect, it } from 'vitest';
import {
  ARMOR_CLASSES, ARMOR_IDS, DUEL_RULES, HORSE_WEAPONS, MELEE_RULE, MELEE_TABLE, PRONE_KILL, WEAPONS, WEAPON_IDS, blowsPerRound, meleeValue,
} from '../../../src/rules/chainmail/duel-table.js';
import { NEEDS_SEEDS, seedText } from '../../seed-text.js';

/** Each row as printed (003:1115-1127): the name, then the eleven cells, "12*" and "99" kept. */
const PRINTED: readonly string[] = [
  '1. Dagger|6 7 8 8 9 9 10 12* 12* 8 10',
  '1. Hand Axe|7 7 8 9 10 10 10 11 12 9 11',
  '3. Mace|8 8 8 9 8 8 8 7 8 10 12',
  '4. Sword|7 8 8 9 8 8 9 10* 11* 8 10',
  '5. Battle Axe|8 8 8 8 7 7 7 9 10 7 9',
  '6. Morn. Star|6 6 7 7 6 6 7 8 8 8 8',
  '7. Flail|7 7 7 7 6 6 7 6 7 6 8',
  '8. Spear|8 8 9 9 10 10 10 11* 12* 7 9',
  '9. Pole arms|6 6 6 7 7 7 8 99 10 6 8',
  '9. Halbard|8 8 7 7 6 6 6 7 8 7 9',
  '10. 2 Hnd. Swd.|6 6 6 6 5 5 5 6 7 6 8',
  '11. Mid. Lance|5 5 5 5 5 5 7 8 9 5 7',
  '12. Pike|8 8 8 8 8 8 8 9 10 5 7',
];

/**
 * The values after the rulings, columns none, leather, shield, leather+shield, chain,
 * chain+shield, plate, plate+shield, horse, barded horse: the sixth printed value dropped
 * (C34), the pole arms' "99" read 9 (C36), the stars dropped (C37).
 */
const EXPECTED: Record<string, string> = {
  dagger: '6 7 8 8 9 10 12 12 8 10',
  'hand-axe': '7 7 8 9 10 10 11 12 9 11',
  mace: '8 8 8 9 8 8 7 8 10 12',
  sword: '7 8 8 9 8 9 10 11 8 10',
  'battle-axe': '8 8 8 8 7 7 9 10 7 9',
  'morning-star': '6 6 7 7 6 7 8 8 8 8',
  flail: '7 7 7 7 6 7 6 7 6 8',
  spear: '8 8 9 9 10 10 11 12 7 9',
  'pole-arm': '6 6 6 7 7 8 9 10 6 8',
  halberd: '8 8 7 7 6 6 7 8 7 9',
  'two-handed-sword': '6 6 6 6 5 5 6 7 6 8',
  'mounted-lance': '5 5 5 5 5 7 8 9 5 7',
  pike: '8 8 8 8 8 8 9 10 5 7',
};

describe('the man-to-man melee table', () => {
  it('pins all 130 cells, weapon against armour class, after C34-C37', () => {
    let cells = 0;
    for (const weapon of WEAPON_IDS) {
      const values = (EXPECTED[weapon] ?? '').split(' ').map(Number);
      expect(values).toHaveLength(10);
      ARMOR_IDS.forEach((armor, i) => {
        expect(meleeValue(weapon, armor), `${weapon} v ${armor}`).toBe(values[i]);
        cells++;
      });
    }
    expect(cells).toBe(130);
  });

  it('keeps each row as printed, and the sixth printed value repeats the fifth in every row (C34)', () => {
    MELEE_TABLE.forEach((row, i) => {
      const [name, cells] = (PRINTED[i] ?? '').split('|');
      expect(WEAPONS[i]?.name).toBe(name);
      expect(row.printed.join(' ')).toBe(cells);
      expect(row.printed[5]).toBe(row.printed[4]);
    });
    expect(ARMOR_CLASSES.map((a) => a.column)).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10, 11]);
  });

  it('reads the "99" as 9 (C36) and records it on the cell', () => {
    const poleArms = MELEE_TABLE.find((r) => r.weapon === 'pole-arm');
    expect(poleArms?.fixes).toEqual([{ armor: 'plate', printed: '99', reads: 9, ruling: 'C36' }]);
    expect(MELEE_TABLE.filter((r) => r.fixes.length > 0)).toHaveLength(1);
  });

  it('stars the plate cells of dagger, sword and spear; a prone man there dies on 7 (C37)', () => {
    expect(MELEE_TABLE.filter((r) => r.starred.length > 0).map((r) => [r.weapon, r.starred])).toEqual([
      ['dagger', ['plate', 'plate-shield']], ['sword', ['plate', 'plate-shield']], ['spear', ['plate', 'plate-shield']],
    ]);
    expect(meleeValue('sword', 'plate-shield', { prone: true })).toBe(7);
    expect(meleeValue('dagger', 'plate', { prone: true })).toBe(7);
    // Unstarred cells do not change, even lower ones.
    expect(meleeValue('mace', 'plate', { prone: true })).toBe(7);
    expect(meleeValue('pike', 'plate-shield', { prone: true })).toBe(10);
    expect(meleeValue('sword', 'none', { prone: true })).toBe(7);
  });

  it('numbers the weapons 1-13 in row order (C35), keeping the printed numbers beside', () => {
    expect(WEAPONS.map((w) => w.class)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(WEAPONS.map((w) => w.printedNumber)).toEqual([1, 1, 3, 4, 5, 6, 7, 8, 9, 9, 10, 11, 12]);
    expect(WEAPONS.map((w) => w.printedClass)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 10, 11, 12]);
    expect(WEAPONS.filter((w) => w.charges).map((w) => w.id)).toEqual(['spear', 'mounted-lance', 'pike']);
    expect(WEAPONS.filter((w) => w.mountedOnly).map((w) => w.id)).toEqual(['mounted-lance']);
  });

  it('gives two blows four classes lower and three eight lower (003:690: "1 vs. 5, 2 vs. 6")', () => {
    expect(blowsPerRound(1, 5)).toBe(2);
    expect(blowsPerRound(2, 6)).toBe(2);
    expect(blowsPerRound(5, 1)).toBe(1);
    expect(blowsPerRound(1, 4)).toBe(1);
    expect(blowsPerRound(1, 9)).toBe(3);
    expect(blowsPerRound(1, 13)).toBe(3);
    expect(blowsPerRound(4, 4)).toBe(1);
  });

  it('the horse fights as one mace, two maces or two flails (003:677-679)', () => {
    expect(Object.entries(HORSE_WEAPONS).map(([m, h]) => [m, h.weapon, h.blows])).toEqual([
      ['light', 'mace', 1], ['medium', 'mace', 2], ['heavy', 'flail', 2],
    ]);
    expect(DUEL_RULES.magicArmor.minus).toBe(3);
  });
});

const SEED = seedText('003_2e1ef94db81ea8a3.txt')?.split('\n') ?? null;

describe.skipIf(SEED === null)(`the melee table against the seed ${NEEDS_SEEDS}`, () => {
  it('each row\'s line holds its name and its eleven printed cells, tab-separated', () => {
    MELEE_TABLE.forEach((row, i) => {
      const [name, ...cells] = (SEED?.[row.line - 1] ?? '').split('\t');
      expect(name).toBe(WEAPONS[i]?.name);
      expect(cells.filter((c) => c !== '').join(' ')).toBe(row.printed.join(' '));
    });
  });

  it('the footnote, the rule, the horse weapons and the rules\' lines say what the data says', () => {
    expect(SEED?.[PRONE_KILL.line - 1]).toContain(PRONE_KILL.words);
    expect(SEED?.[MELEE_RULE.line - 1]).toBe(MELEE_RULE.words);
    for (const h of Object.values(HORSE_WEAPONS)) expect(SEED?.[h.line - 1]).toBe(h.words);
    expect(SEED?.[DUEL_RULES.magicArmor.line - 1]).toContain('three on Man-to-man attacks');
    expect(SEED?.[DUEL_RULES.blowsLine - 1]).toContain('strikes two blows during every melee round');
    expect(SEED?.[DUEL_RULES.mounted.line - 1]).toContain('1st round only horsemen add two');
    expect(SEED?.[DUEL_RULES.rear.line - 1]).toContain('add one to the die roll of the attacker and give the defender no counter attack');
    expect(SEED?.[DUEL_RULES.firstBlowHigher.line - 1]).toContain('two classes higher');
    expect(SEED?.[DUEL_RULES.firstBlowLower.line - 1]).toContain('two classes lower');
    // The header lines print the chain column's words split over two columns (C34).
    expect(SEED?.[1113]).toContain('OR SPLINT MAIL\tMAIL\t');
  });
});
