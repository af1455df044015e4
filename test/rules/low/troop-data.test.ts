import { describe, expect, it } from 'vitest';
import { troopSchema, troopTableSchema } from '../../../src/rules/low/schemas.js';
import { SEED_LINES, TROOPS, troop } from '../../../src/rules/low/troops.js';

/**
 * The Little Orc Wars troop table against the seed (004_c98169fcf59b619a.txt). Expected
 * values are written out here with their seed lines, not read back from the table, so a
 * mistyped row fails. Rulings are R1.. in src/rules/low/RULINGS.md.
 */

const ids: readonly string[] = TROOPS.map((t) => t.id);

/** [meleeDice, killsNeeded, move (inches), cost (points), missileDice] */
type Expected = readonly [number, number, number, number | null, number];

const SEED_VALUES: Record<string, Expected> = {
  // 374-375 one die per infantryman, two per cavalryman; 260/262 a foot / two feet; 174-175
  // infantry 1, cavalry 2; 459-461 missile infantry 2, missile cavalry 3; 468-470 one missile
  // die each, mounted too. Cavalry fall to 1 kill by default (R3, lines 557-558, 626-628).
  infantry: [1, 1, 12, 1, 0],
  cavalry: [2, 1, 24, 2, 0],
  archers: [1, 1, 12, 2, 1],
  'mounted-archers': [2, 1, 24, 3, 1],
  // 509-510 heroes 6 on foot, 7 mounted; 516-518 champions 2 dice, mounted 3 but 2 kills.
  champion: [2, 2, 12, 6, 0],
  'mounted-champion': [3, 2, 24, 7, 0],
  paladin: [2, 2, 12, 6, 0],
  'mounted-paladin': [3, 2, 24, 7, 0],
  // 539 a Ranger costs 6; 541-544 3 dice against a giant but 2 kills; 546-547 3 missile dice.
  ranger: [2, 2, 12, 6, 3],
  // 556-558 priests 1 die, mounted 2 dice but 1 kill; 560-561 a Priest costs 6 (R5: mounted 7).
  cleric: [1, 1, 12, 6, 0],
  'mounted-cleric': [2, 1, 24, 7, 0],
  necromancer: [1, 1, 12, 6, 0],
  'mounted-necromancer': [2, 1, 24, 7, 0],
  // 625-630 wizards as priests, treated as armed with missile weapons (one die, 468-470).
  'air-wizard': [1, 1, 12, 6, 1],
  'mounted-air-wizard': [2, 1, 24, 7, 1],
  'earth-wizard': [1, 1, 12, 6, 1],
  'mounted-earth-wizard': [2, 1, 24, 7, 1],
  'fire-wizard': [1, 1, 12, 6, 1],
  'mounted-fire-wizard': [2, 1, 24, 7, 1],
  'water-wizard': [1, 1, 12, 6, 1],
  'mounted-water-wizard': [2, 1, 24, 7, 1],
  // 1366-1368 Lich Lord: 12 points, 2 melee dice, a 2-die ranged attack to two feet.
  'lich-lord': [2, 2, 12, 12, 2],
  // 874-878, repaired (R18): points 3 5 8 11 14; move 16 18 20 22 24; dice 2..6.
  'giant-up-to-2in': [2, 2, 16, 3, 0],
  'giant-2-3in': [3, 3, 18, 5, 0],
  'giant-3-4in': [4, 4, 20, 8, 0],
  'giant-4-5in': [5, 5, 22, 11, 0],
  'giant-5-6in': [6, 6, 24, 14, 0],
  // 866-867 armed giants roll "as shown on the table" (R18: the Melee Dice column); no cost given.
  'giant-archer-3-4in': [4, 4, 20, null, 4],
  // 917-922 and 887-891 (R19): points 1.5 x dice; move 14/21 .. 24/36.
  'war-beast-1x-2-leg': [1, 1, 14, 1.5, 0],
  'war-beast-1x-4-leg': [1, 1, 21, 1.5, 0],
  'war-beast-2x-2-leg': [2, 2, 16, 3, 0],
  'war-beast-3x-4-leg': [3, 3, 27, 4.5, 0],
  'war-beast-4x-2-leg': [4, 4, 20, 6, 0],
  'war-beast-5x-4-leg': [5, 5, 33, 7.5, 0],
  'war-beast-6x-2-leg': [6, 6, 24, 9, 0],
  'war-beast-6x-4-leg': [6, 6, 36, 9, 0],
  // 928-930 dwarves move 8"; 933-936 missile weapons free for a quarter (R14: cost 1).
  dwarves: [1, 1, 8, 1, 0],
  'dwarf-archers': [1, 1, 8, 1, 1],
  // 945-951 elves; 1009 elves are inferior troops, 1016-1018 half cost (R12).
  elves: [1, 1, 12, 0.5, 0],
  'elf-archers': [1, 1, 12, 0.5, 1],
  // 1015-1027 inferior troops: half cost; inferior cavalry 1 point and one die (R13).
  'inferior-infantry': [1, 1, 12, 0.5, 0],
  'inferior-archers': [1, 1, 12, 1, 1],
  'inferior-cavalry': [1, 1, 24, 1, 0],
  'inferior-mounted-archers': [1, 1, 24, 1.5, 1],
  // 1019-1020 inferior war beasts "¥/, point" (R13, R22: ¾, half the 1½ of line 917); the
  // two-dice one at half of line 918's 3. Move and dice as the living rows (917-918).
  'inferior-war-beast-1x-2-leg': [1, 1, 14, 0.75, 0],
  'inferior-war-beast-1x-4-leg': [1, 1, 21, 0.75, 0],
  'inferior-war-beast-2x-2-leg': [2, 2, 16, 1.5, 0],
  'inferior-war-beast-2x-4-leg': [2, 2, 24, 1.5, 0],
  // 796-801 undead as the living; 1379 "1.5-point undead warbeasts".
  'undead-infantry': [1, 1, 12, 1, 0],
  'undead-cavalry': [2, 1, 24, 2, 0],
  'undead-war-beast-1x-4-leg': [1, 1, 21, 1.5, 0],
  // 973-974 amphibious +1 point; 999 aquatic as amphibious.
  'amphibious-infantry': [1, 1, 12, 2, 0],
  'amphibious-archers': [1, 1, 12, 3, 1],
  'aquatic-infantry': [1, 1, 12, 2, 0],
  // 960-966 abnormally stable: 3/4 movement (R22), "2 1/2 rather than 1 1/2".
  'stable-war-beast-1x-4-leg': [1, 1, 15.75, 2.5, 0],
  // 1042-1051 elementals: 24", dice = height, 2 points per die (R23).
  'elemental-air-1in': [1, 1, 24, 2, 0],
  'elemental-fire-3in': [3, 3, 24, 6, 0],
  'elemental-water-4in': [4, 4, 24, 8, 0],
  'elemental-earth-6in': [6, 6, 24, 12, 0],
};

describe('low troop table: presence and ids', () => {
  it('has every required troop type', () => {
    const required = [
      'infantry', 'cavalry', 'archers', 'mounted-archers', 'champion', 'mounted-champion', 'paladin', 'mounted-paladin', 'ranger',
      'cleric', 'mounted-cleric', 'necromancer', 'mounted-necromancer',
      ...['air', 'earth', 'fire', 'water'].flatMap((e) => [`${e}-wizard`, `mounted-${e}-wizard`]),
      'giant-up-to-2in', 'giant-2-3in', 'giant-3-4in', 'giant-4-5in', 'giant-5-6in',
      ...['1x', '2x', '3x', '4x', '5x', '6x'].flatMap((s) => [`war-beast-${s}-2-leg`, `war-beast-${s}-4-leg`]),
      'dwarves', 'elves', 'elf-archers', 'inferior-infantry', 'inferior-cavalry', 'inferior-war-beast-1x-2-leg', 'inferior-war-beast-1x-4-leg', 'undead-infantry',
      'amphibious-infantry', 'aquatic-infantry', 'stable-war-beast-1x-4-leg',
      ...['air', 'earth', 'fire', 'water'].flatMap((e) => [1, 2, 3, 4].map((n) => `elemental-${e}-${n}in`)),
      'lich-lord',
    ];
    expect(required.filter((id) => !ids.includes(id))).toEqual([]);
    expect(TROOPS).toHaveLength(89);
  });

  it('ids are unique and kebab-case', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('low troop table: values equal the seed', () => {
  it.each(Object.entries(SEED_VALUES))('%s', (id, [meleeDice, killsNeeded, move, points, missileDice]) => {
    expect(troop(id)).toMatchObject({ meleeDice, killsNeeded, move, cost: points, missileDice });
  });

  it('missile ranges: two feet (459), elves three feet (946-947), Lich Lord two feet (1368)', () => {
    for (const t of TROOPS) {
      if (t.missileDice === 0) expect(t.missileRange, t.id).toBeNull();
      else expect(t.missileRange, t.id).toBe(t.id === 'elf-archers' ? 36 : 24);
    }
  });

  it('giant table (R18): boulders 0 1 2 3 4 (line 876 "9" read as 2), catapult kill on d6 >= dice (856)', () => {
    const giants = ['giant-up-to-2in', 'giant-2-3in', 'giant-3-4in', 'giant-4-5in', 'giant-5-6in'].map(troop);
    expect(giants.map((g) => g.boulders)).toEqual([0, 1, 2, 3, 4]);
    expect(giants.map((g) => g.catapultKillOn)).toEqual([2, 3, 4, 5, 6]);
    expect(giants.map((g) => g.height)).toEqual([2, 3, 4, 5, 6]);
    expect(troop('giant-archer-5-6in')).toMatchObject({ missileDice: 6, missileMaxKills: 1, boulders: 4 }); // 869-870
  });

  it('war beasts (R19): points 1.5 x dice (887-891), 4-legged move 1.5 x 2-legged (917-922)', () => {
    for (const t of TROOPS.filter((x) => x.category === 'war-beast' && x.flags.length === 0)) {
      expect(t.cost, t.id).toBe(1.5 * t.meleeDice);
      expect(t.catapultKillOn, t.id).toBe(t.meleeDice); // 910-911
      const twoLegged = troop(t.id.replace('-4-leg', '-2-leg'));
      if (t.legs === 4) expect(t.move, t.id).toBe(1.5 * twoLegged.move);
    }
  });

  it('kills needed: as many as melee dice, except mounted heroes and cavalry (R2, R3)', () => {
    for (const t of TROOPS) {
      const lessByOne = t.category === 'mounted' && t.meleeDice > 1;
      expect(t.killsNeeded, t.id).toBe(lessByOne ? t.meleeDice - 1 : t.meleeDice);
    }
  });

  it('the other cavalry reading (R3) is data: plain cavalry fall to 2 kills under cavalry-two-kills', () => {
    const optioned = TROOPS.filter((t) => t.underOption['cavalry-two-kills']).map((t) => t.id);
    expect(optioned.sort()).toEqual(['cavalry', 'mounted-archers', 'undead-cavalry']);
    for (const id of optioned) expect(troop(id).underOption['cavalry-two-kills']).toEqual({ killsNeeded: 2 });
    // Heroes say their own toughness outright, so no option touches them (517-518, 557-558, 627-628).
    expect(troop('mounted-champion').underOption).toEqual({});
    expect(troop('mounted-cleric').underOption).toEqual({});
  });

  it('conversions and bonus dice are data (R11-R13, R21, R23)', () => {
    expect(troop('elves').conversion).toEqual({ faces: [1, 1, 3, 3, 5, 5], in: ['melee', 'resist'] }); // 945-948
    expect(troop('inferior-infantry').conversion?.in).toEqual(['melee', 'missile', 'resist']); // 1022-1024
    expect(troop('inferior-cavalry').conversion).toBeNull(); // 1024
    expect(troop('inferior-mounted-archers').conversion?.in).toEqual(['missile']); // 1026-1027
    expect(troop('ranger').bonusDice).toEqual([{ dice: 1, when: 'vs-giant' }]); // 541-542
    expect(troop('mounted-paladin').bonusDice).toEqual([{ dice: 1, when: 'vs-undead' }]); // 533-534
    expect(troop('amphibious-infantry').bonusDice).toEqual([{ dice: 1, when: 'in-water-vs-land-creature' }]); // 990-993
    expect(troop('elemental-water-3in').bonusDice).toEqual([{ dice: 3, when: 'vs-fire-elemental' }]); // 1083-1084: 6 instead of 3
    expect(troop('elemental-fire-3in').bonusDice).toEqual([]);
    expect(troop('undead-cavalry').flags).toContain('undead');
  });
});

describe('low troop table: citations and schema', () => {
  it('every row and every cited line is within the seed (1..1449)', () => {
    expect(SEED_LINES).toBe(1449);
    for (const t of TROOPS) {
      expect(t.line, t.id).toBeGreaterThanOrEqual(1);
      expect(t.line, t.id).toBeLessThanOrEqual(1449);
      for (const [field, cited] of Object.entries(t.cite)) {
        expect(cited.length, `${t.id}.${field}`).toBeGreaterThan(0);
        for (const l of cited) expect(l >= 1 && l <= 1449 && Number.isInteger(l), `${t.id}.${field}: ${l}`).toBe(true);
      }
    }
  });

  it('accepts the table and rejects bad rows', () => {
    expect(troopTableSchema.safeParse(TROOPS).success).toBe(true);
    const good = troop('ranger');
    expect(troopSchema.safeParse(good).success).toBe(true);
    const bad = (patch: Record<string, unknown>) => troopSchema.safeParse({ ...good, ...patch }).success;
    expect(bad({ meleeDice: '2' })).toBe(false);
    expect(bad({ meleeDice: 0 })).toBe(false);
    expect(bad({ killsNeeded: 1.5 })).toBe(false);
    expect(bad({ id: 'Mounted_Ranger' })).toBe(false);
    expect(bad({ toughness: 2 })).toBe(false); // strict: unknown field
    expect(bad({ category: 'aerial' })).toBe(false);
    expect(bad({ cost: 0.3 })).toBe(false);
    expect(bad({ bonusDice: [{ dice: 1, when: 'vs-ranger' }] })).toBe(false);
    expect(bad({ conversion: { faces: [1, 1, 3, 3, 5], in: ['melee'] } })).toBe(false);
    expect(bad({ missileRange: null })).toBe(false); // armed without a range
    expect(bad({ cite: { ...good.cite, cost: [1450] } })).toBe(false);
    expect(bad({ cite: { ...good.cite, bonusDice: undefined } })).toBe(false); // bonus dice uncited
    const { meleeDice: _dropped, ...uncited } = good.cite;
    expect(bad({ cite: uncited })).toBe(false);
    expect(troopTableSchema.safeParse([...TROOPS, good]).success).toBe(false); // duplicate id
  });
});
