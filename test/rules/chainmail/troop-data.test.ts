import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NEEDS_SEEDS, seedText } from '../../seed-text.js';
import {
  CHARGE_TABLE, COMBAT_NOTES, COMBAT_TABLE, FATIGUE, FLANK_REAR, IMPETUS, LOSS_CHECK, MISSILE_COVER, MISSILE_WEAPONS, STANDING_HORSE, LOSS_TABLE, MASS_CLASSES, MISSILE_DIE_HEADINGS, MISSILE_TABLE,
  MORALE_RATINGS, PEASANT_ROLLS, POST_MELEE, SEED_LINES, chargeRowSchema, combatCellSchema, combatTableSchema, lossRowSchema, missileTableSchema,
  type MassClass, type MoraleResult,
} from '../../../src/rules/chainmail/tables.js';
import { MORALE_RESULTS as KERNEL_RESULTS, moraleResult } from '../../../src/rules/chainmail/morale.js';
import { FANTASY_TROOPS } from '../../../src/rules/chainmail/fantasy-troops.js';
import { COST_NOTES, TROOPS, WEAPON_COSTS, troop, troopSchema, troopTableSchema } from '../../../src/rules/chainmail/troops.js';

/**
 * The Chainmail mass-combat data against the seed (003_2e1ef94db81ea8a3.txt, 1,292 lines).
 * Expected values are typed here from the seed with their lines, not read back from the
 * tables, so a mistyped cell fails. Rulings are C1.. in src/rules/chainmail/RULINGS.md. The
 * checks of quoted words against the seed text itself run only where it is present
 * (test/seed-text.ts).
 */
const SEED_TEXT = seedText('003_2e1ef94db81ea8a3.txt');
const SEED = SEED_TEXT?.split('\n') ?? [];
const norm = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase();
const seedLine = (n: number): string => SEED[n - 1] ?? '';
const RULINGS = readFileSync(new URL('../../../src/rules/chainmail/RULINGS.md', import.meta.url), 'utf8');

type Cell = readonly [dice: number, men: number, kills: readonly number[]];
const LADDER: readonly MassClass[] = ['light-foot', 'heavy-foot', 'armored-foot', 'light-horse', 'medium-horse', 'heavy-horse'];

// Appendix A, COMBAT TABLES: [dice, men, kill faces] per attacker (block heading line) and defender.
const COMBAT: Record<MassClass, Record<MassClass, Cell>> = {
  // 003:1049-1056 LIGHT FOOT vs
  'light-foot': {
    'light-foot': [1, 1, [6]], 'heavy-foot': [1, 2, [6]], 'armored-foot': [1, 3, [6]],
    'light-horse': [1, 2, [6]], 'medium-horse': [1, 3, [6]], 'heavy-horse': [1, 4, [6]],
  },
  // 003:1067-1074 HEAVY FOOT* vs
  'heavy-foot': {
    'light-foot': [1, 1, [5, 6]], 'heavy-foot': [1, 1, [6]], 'armored-foot': [1, 2, [6]],
    'light-horse': [1, 2, [6]], 'medium-horse': [1, 3, [6]], 'heavy-horse': [1, 4, [6]],
  },
  // 003:1094-1101 ARMORED FOOT* vs
  'armored-foot': {
    'light-foot': [1, 1, [4, 5, 6]], 'heavy-foot': [1, 1, [5, 6]], 'armored-foot': [1, 1, [6]],
    'light-horse': [1, 1, [6]], 'medium-horse': [1, 2, [6]], 'heavy-horse': [1, 3, [6]],
  },
  // 003:1058-1065 LIGHT HORSE vs
  'light-horse': {
    'light-foot': [2, 1, [5, 6]], 'heavy-foot': [2, 1, [6]], 'armored-foot': [1, 1, [6]],
    'light-horse': [1, 1, [6]], 'medium-horse': [1, 2, [6]], 'heavy-horse': [1, 3, [6]],
  },
  // 003:1076-1083 MEDIUM HORSE vs
  'medium-horse': {
    'light-foot': [2, 1, [4, 5, 6]], 'heavy-foot': [2, 1, [5, 6]], 'armored-foot': [2, 1, [6]],
    'light-horse': [1, 1, [5, 6]], 'medium-horse': [1, 1, [6]], 'heavy-horse': [1, 2, [6]],
  },
  // 003:1085-1092 HEAVY HORSE vs
  'heavy-horse': {
    'light-foot': [4, 1, [5, 6]], 'heavy-foot': [3, 1, [5, 6]], 'armored-foot': [2, 1, [5, 6]],
    'light-horse': [2, 1, [5, 6]], 'medium-horse': [1, 1, [5, 6]], 'heavy-horse': [1, 1, [6]],
  },
};
const HEADING_LINE: Record<MassClass, number> = {
  'light-foot': 1049, 'light-horse': 1058, 'heavy-foot': 1067, 'medium-horse': 1076, 'heavy-horse': 1085, 'armored-foot': 1094,
};

// SUGGESTED POINT VALUES, 003:714-721; Swiss/Landsknechte Heavy Foot 2 + pike 1 (003:725, 736).
// MORALE RATING, 003:415-421. [cost, morale, fightsAs, category]
const ROWS: Record<string, readonly [number, number, MassClass, 'foot' | 'horse']> = {
  peasants: [0.5, 3, 'light-foot', 'foot'], // 714 "Peasant 1/2 point"; 415; 539 "fight as Light Foot"
  levies: [0.75, 4, 'heavy-foot', 'foot'], // 715 "Levee 3/4 point"; 416; 554 "treated as Heavy Foot"
  'light-foot': [1, 4, 'light-foot', 'foot'], // 716; 416
  'heavy-foot': [2, 5, 'heavy-foot', 'foot'], // 717; 417
  'armored-foot': [2.5, 7, 'armored-foot', 'foot'], // 718 "2 1/2"; 419
  'light-horse': [3, 6, 'light-horse', 'horse'], // 719; 418
  'medium-horse': [4, 8, 'medium-horse', 'horse'], // 720; 420
  'heavy-horse': [5, 9, 'heavy-horse', 'horse'], // 721; 421
  archers: [3.5, 4, 'light-foot', 'foot'], // 716 + 727 "Bow 2 1/2"; 390 "Light Foot: Missile troops" (C26)
  longbowmen: [5, 4, 'light-foot', 'foot'], // 716 + 728 "Longbow or composite bow 4"
  crossbowmen: [2.5, 4, 'light-foot', 'foot'], // 716 + 726 "Arquibus or any crossbow 1 1/2"
  'heavy-crossbowmen': [2.5, 4, 'light-foot', 'foot'], // 716 + 726
  'swiss-pikemen': [3, 9, 'light-foot', 'foot'], // 736 + 725; 421; 390 (special class, C5)
  landsknechte: [3, 8, 'light-foot', 'foot'], // 736 + 725; 420; 390
};

// LOSS TABLE, 003:491-497: [line, fraction num/den, score to remain].
const LOSS: Record<string, readonly [number, number, number, number]> = {
  'light-peasants-levies': [491, 1, 4, 8],
  'heavy-foot': [492, 1, 3, 7],
  'elite-heavy-foot-armored-foot-mongols': [493, 1, 3, 6],
  'medium-horse-not-knights': [494, 1, 3, 7],
  'swiss-pikemen': [495, 1, 2, 5],
  'heavy-horse-norman-knights': [496, 1, 2, 6],
  'mounted-knights': [497, 1, 2, 4],
};
// Which loss row and charge row each troop uses (003:491-497, 509-515; C12, C13, C18).
const TROOP_ROWS: Record<string, readonly [string, string]> = {
  peasants: ['light-peasants-levies', 'peasants'],
  levies: ['light-peasants-levies', 'light-foot-levies'],
  'light-foot': ['light-peasants-levies', 'light-foot-levies'],
  'heavy-foot': ['heavy-foot', 'heavy-foot'],
  'armored-foot': ['elite-heavy-foot-armored-foot-mongols', 'elite-heavy-foot-armored-foot'],
  'light-horse': ['light-peasants-levies', 'light-horse'],
  'medium-horse': ['medium-horse-not-knights', 'medium-horse'],
  'heavy-horse': ['heavy-horse-norman-knights', 'heavy-horse'],
  archers: ['light-peasants-levies', 'light-foot-levies'],
  longbowmen: ['light-peasants-levies', 'light-foot-levies'],
  crossbowmen: ['light-peasants-levies', 'light-foot-levies'],
  'heavy-crossbowmen': ['light-peasants-levies', 'light-foot-levies'],
  'swiss-pikemen': ['swiss-pikemen', 'light-foot-levies'],
  landsknechte: ['elite-heavy-foot-armored-foot-mongols', 'light-foot-levies'],
};

// Cavalry Charge, 003:509-515: [line, vs Light, vs Medium, vs Heavy horse].
const CHARGE: Record<string, readonly [number, number, number, number]> = {
  peasants: [509, 9, 10, 11],
  'light-foot-levies': [510, 8, 9, 10],
  'heavy-foot': [511, 7, 8, 9],
  'elite-heavy-foot-armored-foot': [512, 6, 7, 8],
  'light-horse': [513, 5, 6, 7],
  'medium-horse': [514, 4, 5, 6],
  'heavy-horse': [515, 3, 4, 5],
};

describe('chainmail classes and the Combat Tables (003:1045-1107)', () => {
  it('has the six classes in ladder order (C2)', () => {
    expect(MASS_CLASSES).toEqual(LADDER);
  });

  it.each(LADDER.flatMap((a) => LADDER.map((d) => [a, d] as const)))('%s vs %s', (attacker, defender) => {
    const [dice, men, kills] = COMBAT[attacker][defender];
    const got = COMBAT_TABLE[attacker].vs[defender];
    expect({ dice: got.dice, men: got.men, kills: got.kills }).toEqual({ dice, men, kills });
    const offset = LADDER.indexOf(defender) + 2; // the six cells follow the heading after a blank line
    expect(got.line).toBe(HEADING_LINE[attacker] + offset);
    expect(COMBAT_TABLE[attacker].line).toBe(HEADING_LINE[attacker]);
  });

  it('has 36 cells, and the pole-arm asterisk only on HEAVY FOOT* and ARMORED FOOT* (003:1067, 1094, 1107)', () => {
    expect(LADDER.flatMap((a) => Object.keys(COMBAT_TABLE[a].vs))).toHaveLength(36);
    expect(LADDER.filter((a) => COMBAT_TABLE[a].poleArmExtraDie)).toEqual(['heavy-foot', 'armored-foot']);
    expect(COMBAT_NOTES.massShock).toMatchObject({ men: 2, dice: 1, minFiles: 5, minRanks: 2, line: 1103 });
    expect(COMBAT_NOTES.poleArmExtraDie).toMatchObject({ perMan: 1, line: 1107 });
  });

  it('never lowers the kills per man as the attacker climbs the ladder, for any defender (C2, C3)', () => {
    const rate = (a: MassClass, d: MassClass) => {
      const c = COMBAT_TABLE[a].vs[d];
      return (c.dice / c.men) * (c.kills.length / 6);
    };
    for (const d of LADDER) {
      const rates = LADDER.map((a) => rate(a, d));
      for (let i = 1; i < rates.length; i++) expect(rates[i], `${LADDER[i]} vs ${d}`).toBeGreaterThanOrEqual(rates[i - 1] ?? 0);
    }
  });

  it('flank: one class up, +1 per die at the top; rear: the same and no return (003:438-440, C14)', () => {
    expect(FLANK_REAR.flank).toMatchObject({ classSteps: 1, topOfLadderPerDie: 1, line: 438 });
    expect(FLANK_REAR.rear).toMatchObject({ classSteps: 1, topOfLadderPerDie: 1, receivesCasualties: false, line: 440 });
  });

  it('fatigue: four triggers, one class down, -1 rating and roll, one still turn restores (003:249-264, C15)', () => {
    expect(FATIGUE.triggers.map((t) => [t.moves, t.charge, t.meleeRounds, t.line])).toEqual([
      [5, false, 0, 249], [2, true, 1, 250], [1, true, 2, 251], [0, false, 3, 252],
    ]);
    expect([FATIGUE.attackSteps.value, FATIGUE.defendSteps.value, FATIGUE.moraleRating.value, FATIGUE.moraleRoll.value]).toEqual([-1, -1, -1, -1]);
    expect(FATIGUE.restoredAfterStillTurns.value).toBe(1);
  });
});

describe('chainmail troop rows (003:390-400, 415-421, 539-554, 712-737, 1103-1107)', () => {
  it('has the fourteen types (the ten mass types and four missile troops), ids unique', () => {
    expect(TROOPS.filter((t) => !(FANTASY_TROOPS as readonly { id: string }[]).includes(t)).map((t) => t.id)).toEqual(Object.keys(ROWS));
  });

  it.each(Object.entries(ROWS))('%s: points, Morale Rating, class, category', (id, [cost, morale, fightsAs, category]) => {
    expect(troop(id)).toMatchObject({ cost, morale, fightsAs, category });
  });

  it.each(Object.entries(TROOP_ROWS))('%s: Loss Table and charge rows', (id, [lossRow, chargeRow]) => {
    expect(troop(id)).toMatchObject({ lossRow, chargeRow });
  });

  it('gives Swiss and Landsknechte the special class: AF attacking, HF defending, pikes, charge, fatigue x2 (003:262, 501-517, 1103-1107, C5)', () => {
    for (const id of ['swiss-pikemen', 'landsknechte']) {
      expect(troop(id)).toMatchObject({
        closeFormation: { attacksAs: 'armored-foot', defendsAs: 'heavy-foot', minFiles: 5, minRanks: 2, maxGapInches: 1 },
        extraDiePerMan: true, poleArms: 'pike', standsCharges: true, pikeCharge: true, fatigueFactor: 2,
      });
    }
    const special = TROOPS.filter((t) => t.closeFormation !== null || t.extraDiePerMan || t.standsCharges || t.pikeCharge || t.fatigueFactor !== 1);
    expect(special.map((t) => t.id)).toEqual(['swiss-pikemen', 'landsknechte']);
    expect(TROOPS.filter((t) => t.lance).map((t) => t.id)).toEqual(['medium-horse', 'heavy-horse', 'hero', 'super-hero']); // C6; heroes are knights (003:794, 400)
    expect(TROOPS.filter((t) => t.reluctant).map((t) => t.id)).toEqual(['peasants']); // 539-552
  });

  it('point adders and notes (003:723-736, C16)', () => {
    expect(WEAPON_COSTS.map((w) => [w.id, w.cost, w.per, w.line])).toEqual([
      ['pike', 1, 'figure', 725], ['arquebus-or-crossbow', 1.5, 'figure', 726], ['bow', 2.5, 'figure', 727],
      ['longbow-or-composite-bow', 4, 'figure', 728], ['light-catapult-or-cannon', 15, 'piece', 729],
      ['heavy-catapult-or-cannon', 20, 'piece', 730], ['bombard', 30, 'piece', 731],
    ]);
    expect(COST_NOTES.mercenaryFactor).toMatchObject({ value: 0.5, line: 735 });
    expect(troop('swiss-pikemen').cost).toBe((troop('heavy-foot').cost ?? NaN) + 1);
  });
});

describe('chainmail morale tables', () => {
  it('Morale Ratings (003:415-421)', () => {
    expect(MORALE_RATINGS.map((r) => [r.line, r.rating])).toEqual([[415, 3], [416, 4], [417, 5], [418, 6], [419, 7], [420, 8], [421, 9]]);
  });

  it('Loss Table (003:491-497)', () => {
    expect(LOSS_TABLE.map((r) => r.id)).toEqual(Object.keys(LOSS));
    for (const r of LOSS_TABLE) {
      const [line, num, den, score] = LOSS[r.id] ?? [];
      expect([r.line, r.casualties.num, r.casualties.den, r.scoreToRemain], r.id).toEqual([line, num, den, score]);
    }
    expect(LOSS_CHECK).toMatchObject({ dice: 2, trigger: { when: 'exceeds' }, afterStable: { removedAt: 'fraction-again-of-original' } }); // C10, C11
  });

  it('Cavalry Charge table and modifiers (003:505-519)', () => {
    expect(CHARGE_TABLE.rows.map((r) => r.id)).toEqual(Object.keys(CHARGE));
    for (const r of CHARGE_TABLE.rows) {
      expect([r.line, r.needs['light-horse'], r.needs['medium-horse'], r.needs['heavy-horse']], r.id).toEqual(CHARGE[r.id]);
    }
    expect(CHARGE_TABLE.modifiers.map((m) => [m.id, m.value])).toEqual([
      ['charged-in-flank', -1], ['charged-in-rear', -2], ['both-charging-foot', 1], ['both-charging-horse', 2],
    ]);
  });

  it('peasants roll 7 to move, and by enemy to attack / defend (003:541-550)', () => {
    expect(PEASANT_ROLLS.toMove.needs).toBe(7);
    expect(PEASANT_ROLLS.vs.map((r) => [r.line, r.toAttack, r.toDefend])).toEqual([
      [544, 4, 5], [545, 6, 6], [546, 8, 7], [547, 9, 8], [548, 10, 9], [549, 11, 10], [550, 12, 11],
    ]);
  });

  it('reproduces the worked example of 003:436 from the data: 90 against 64, back 1/2 move (C7, C8, C9)', () => {
    const rating = (id: string) => troop(id).morale ?? NaN;
    const [hh, hf] = [{ id: 'heavy-horse', men: 10, lost: 2 }, { id: 'heavy-foot', men: 20, lost: 8 }];
    const die = 3;
    const survivors = (s: typeof hh) => s.men - s.lost;
    const total = (s: typeof hh, o: typeof hh) =>
      (s.lost < o.lost ? (o.lost - s.lost) * die * POST_MELEE.fewerCasualties.diceTimesDifference : 0) +
      (survivors(s) > survivors(o) ? survivors(s) - survivors(o) : 0) +
      rating(s.id) * survivors(s);
    const doubled = hh.men < POST_MELEE.doubling.fewerThanPerSide && hf.men < POST_MELEE.doubling.fewerThanPerSide;
    const factor = doubled ? POST_MELEE.doubling.factor : 1;
    const [a, b] = [total(hh, hf) * factor, total(hf, hh) * factor];
    expect([a, b]).toEqual([90, 64]);
    const band = POST_MELEE.results.find((r) => a - b >= r.min && (r.max === null || a - b <= r.max));
    expect(band?.result).toBe<MoraleResult>('back-half');
    expect(POST_MELEE.results.map((r) => [r.min, r.max, r.line])).toEqual([[0, 19, 425], [20, 39, 426], [40, 59, 427], [60, 79, 428], [80, 99, 429], [100, null, 430]]);
  });

  it('bands its results as morale.ts does, with the same ids', () => {
    expect(POST_MELEE.results.map((r) => r.result)).toEqual([...KERNEL_RESULTS]);
    for (const r of POST_MELEE.results) expect([moraleResult(r.min), moraleResult(r.max ?? 500)], r.result).toEqual([r.result, r.result]);
  });
});

describe('chainmail mass missile table (003:266-283)', () => {
  it('transcribes the three blocks as printed (C17)', () => {
    const shape = MISSILE_TABLE.map((b) => [b.target, b.dieBands, b.rows.map((r) => [r.firing, r.casualties, r.line])]);
    expect(shape).toEqual([
      ['unarmored', [[1, 2], [3, 6]], [[[1, 2], [0, 1], 270], [[3, 4], [1, 2], 271], [[5, 6], [2, 3], 272], [[7, 8], [3, 4], 273], [[9, 10], [4, 5], 274]]],
      ['half-armor-or-shield', [[1, 3], [4, 6]], [[[1, 2], [0, 0], 270], [[3, 4], [0, 1], 271], [[5, 6], [2, 2], 272], [[7, 8], [2, 3], 273], [[9, 10], [3, 3], 274]]],
      ['fully-armored', [[1, 4], [5, 6]], [[[4, 8], [0, 1], 278], [[9, 12], [1, 2], 279], [[13, 16], [2, 3], 280], [[17, 20], [3, 3], 281]]],
    ]);
    const doubtful = MISSILE_TABLE.flatMap((b) => b.rows.filter((r) => 'ruling' in r).map((r) => `${b.target} ${r.firing.join('-')}`));
    expect(doubtful).toEqual(['half-armor-or-shield 5-6', 'fully-armored 4-8']);
  });
});

/** Every number under a `line` or `columnsLine` key, or in a `cite` list, anywhere in the data. */
function citedLines(value: unknown, path = ''): { where: string; line: number }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => citedLines(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => {
    const where = `${path}.${key}`;
    if ((key === 'line' || key === 'columnsLine') && typeof v === 'number') return [{ where, line: v }];
    if (path.endsWith('.cite') && Array.isArray(v)) return v.map((line: number) => ({ where, line }));
    return citedLines(v, where);
  });
}
/** Every object with both `line` and `words`: a quote at a seed line. */
function quotes(value: unknown, path = ''): { where: string; line: number; words: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => quotes(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const here = value as { line?: unknown; words?: unknown };
  const own = typeof here.line === 'number' && typeof here.words === 'string' ? [{ where: path, line: here.line, words: here.words }] : [];
  return [...own, ...Object.entries(value).flatMap(([key, v]) => quotes(v, `${path}.${key}`))];
}
const DATA = {
  COMBAT_TABLE, COMBAT_NOTES, FLANK_REAR, FATIGUE, MORALE_RATINGS, POST_MELEE, LOSS_TABLE, LOSS_CHECK, CHARGE_TABLE, PEASANT_ROLLS,
  MISSILE_TABLE, MISSILE_DIE_HEADINGS, TROOPS, WEAPON_COSTS, COST_NOTES, IMPETUS, STANDING_HORSE, MISSILE_WEAPONS, MISSILE_COVER,
};

describe('chainmail citations, rulings and schemas', () => {
  it('every cited line of every table and row is within the seed (1..1292)', () => {
    expect(SEED_LINES).toBe(1292);
    const cited = citedLines(DATA);
    expect(cited.length).toBeGreaterThan(200);
    for (const { where, line } of cited) expect(Number.isInteger(line) && line >= 1 && line <= 1292, `${where}: ${line}`).toBe(true);
    expect(quotes(DATA).length).toBeGreaterThan(100);
  });

  it('numbers its rulings C1..Cn without gaps, and every ruling named by the data exists', () => {
    const headings = [...RULINGS.matchAll(/^## (C\d+) — /gm)].map((m) => m[1]);
    expect(RULINGS.startsWith('# chainmail rulings\n')).toBe(true);
    expect(headings.length).toBeGreaterThanOrEqual(15);
    expect(headings).toEqual(headings.map((_, i) => `C${i + 1}`));
    const named = [...TROOPS.flatMap((t) => t.rulings), ...MISSILE_TABLE.flatMap((b) => b.rows.flatMap((r) => ('ruling' in r ? [r.ruling] : [])))];
    expect(named.filter((r) => !headings.includes(r))).toEqual([]);
  });

  it('accepts the tables and rejects bad rows', () => {
    expect(troopTableSchema.safeParse(TROOPS).success).toBe(true);
    const good = troop('swiss-pikemen');
    expect(troopSchema.safeParse(good).success).toBe(true);
    const bad = (patch: Record<string, unknown>) => troopSchema.safeParse({ ...good, ...patch }).success;
    expect(bad({ cost: '3' })).toBe(false);
    expect(bad({ cost: 0.3 })).toBe(false);
    expect(bad({ morale: 0 })).toBe(false);
    expect(bad({ fightsAs: 'pikemen' })).toBe(false);
    expect(bad({ category: 'mounted' })).toBe(false);
    expect(bad({ lossRow: 'swiss' })).toBe(false);
    expect(bad({ id: 'Swiss_Pikemen' })).toBe(false);
    expect(bad({ toughness: 2 })).toBe(false); // strict: unknown field
    expect(bad({ poleArms: null })).toBe(false); // an extra die and close formation without pole arms
    expect(bad({ fatigueFactor: 3 })).toBe(false);
    expect(bad({ rulings: ['R4'] })).toBe(false);
    expect(bad({ cite: { ...good.cite, morale: [1293] } })).toBe(false);
    expect(bad({ cite: { ...good.cite, pikeCharge: undefined } })).toBe(false); // set but uncited
    const { cost: _dropped, ...uncited } = good.cite;
    expect(bad({ cite: uncited })).toBe(false);
    expect(troopTableSchema.safeParse([...TROOPS, good]).success).toBe(false); // duplicate id

    expect(combatTableSchema.safeParse(COMBAT_TABLE).success).toBe(true);
    const lfHf = COMBAT_TABLE['light-foot'].vs['heavy-foot'];
    expect(combatCellSchema.safeParse({ ...lfHf, kills: [5] }).success).toBe(false); // a run must end at 6
    expect(combatCellSchema.safeParse({ ...lfHf, men: 0 }).success).toBe(false);
    const missing = { ...COMBAT_TABLE, 'light-foot': { ...COMBAT_TABLE['light-foot'], vs: { 'light-foot': lfHf } } };
    expect(combatTableSchema.safeParse(missing).success).toBe(false); // every defender needs a cell
    expect(lossRowSchema.safeParse({ ...LOSS_TABLE[0], scoreToRemain: 13 }).success).toBe(false);
    expect(lossRowSchema.safeParse({ ...LOSS_TABLE[0], casualties: { num: 4, den: 4 } }).success).toBe(false);
    expect(chargeRowSchema.safeParse({ ...CHARGE_TABLE.rows[0], needs: { 'light-horse': 9 } }).success).toBe(false);
    const gap = MISSILE_TABLE.map((b, i) => (i === 0 ? { ...b, rows: b.rows.filter((r) => r.line !== 272) } : b));
    expect(missileTableSchema.safeParse(gap).success).toBe(false); // firing bands must be contiguous
  });
});

// Key words each line cited by a troop row must contain (typed from the seed).
const TROOP_LINE_WORDS: Record<number, string> = {
  262: 'Swiss/Landsknechte, double above (1. - 4.) numbers for fatigue.',
  268: 'TARGET - Unarmored',
  276: 'TARGET - Fully Armored',
  285: 'Crossbowmen, Archers, and Longbowmen may fire every turn',
  287: 'They add 1 to Missile Fire die rolls.',
  390: 'Light Foot: Missile troops, Swiss/Landsknechte*, peasants',
  392: 'Heavy Foot: Normans, Saxons',
  394: 'Armored Foot: Dismounted Knights',
  396: 'Light Horse: Magyars, Mongols',
  398: 'Medium Horse: Norman Knights, Esquires',
  400: 'Heavy Horse: Knights Reiter',
  402: '*SPECIAL CLASS -- see Combat Tables',
  415: 'Peasants 3',
  416: 'Light Foot and levies 4',
  417: 'Heavy Foot 5',
  418: 'Light Horse 6',
  419: 'Armored Foot, Janissaries 7',
  420: 'Medium Horse, Landsknechte 8',
  421: 'Heavy Horse, Swiss Pikemen 9',
  478: 'Heavy Foot, Armored Foot, and all Horse units receive Impetus Bonus',
  482: 'Only Swiss and Landsknechte pikemen can form a hedgehog',
  491: 'Light, peasants or levies 25% 8 or better',
  492: 'Heavy Foot 33 1/3% 7 or better',
  493: 'Elite Heavy Foot, Armored Foot, Mongols 33 1/3% 6 or better',
  494: 'Med. Horse (not Kts.) 33 1/3% 7 or better',
  495: 'Swiss Pikemen 50% 5 or better',
  496: 'Heavy Horse, Norman Knights 50% 6 or better',
  501: 'Swiss/Landsknechte Pike Charge',
  503: 'an enemy charged by Swiss or Landsknechte pikemen',
  509: 'Peasants 9 10 11',
  510: 'Light Foot, levies 8 9 10',
  511: 'Heavy Foot 7 8 9',
  512: 'Elite Heavy Foot, Armored Foot 6 7 8',
  513: 'Light Horse 5 6 7',
  514: 'Medium Horse 4 5 6',
  515: 'Heavy Horse 3 4 5',
  517: 'Swiss and Landsknechte armed with pikes or pole arms facing the enemy automatically stand any charges.',
  539: 'In a melee they will fight as Light Foot',
  541: 'To move - score 7 or better.',
  543: 'To Attack',
  552: 'Peasants that fail to attack must stand unmoved.',
  554: 'Levies should be treated as Heavy Foot unless otherwise stated.',
  714: 'Peasant 1/2 point',
  715: 'Levee 3/4 point',
  716: 'Light Foot 1 point',
  717: 'Heavy Foot 2 points',
  718: 'Armored Foot 2 1/2 points',
  719: 'Light Horse 3 points',
  720: 'Medium Horse 4 points',
  721: 'Heavy Horse 5 points',
  725: 'Pike 1 point',
  726: 'Arquibus or any crossbow 1 1/2 points',
  727: 'Bow 2 1/2 points',
  728: 'Longbow or composite bow 4 points',
  736: 'Swiss or Landsknechte are all equal to Heavy Foot, plus weapon',
  1103: 'Swiss/Landsknechte attacking in close formation (5 x 2 figures minimum) fight as Armored Foot, with extra die for weapons.',
  1105: 'While a Knight armed with a lance could attack a halbard formation, he could not attack a formation of pikes.',
  1107: '* Men armed with pike or halbard add an extra die.',
  // The Fantasy Supplement's rows (fantasy-troops.ts; C29-C32).
  574: 'that unit will add 1 to the score of each die it must roll',
  756: 'HOBBITS: These little chaps have small place in the wargame',
  758: 'Morale Rating -- 5. Point Value -- (-).',
  760: 'When Sprites attack they suffer no casualties during the first round of melee',
  762: 'Morale Rating -- 3. Point Value -- 4.',
  764: 'count only one-half normal kills when Dwarves and Gnomes fight with them',
  766: 'Morale Rating -- 5. Point Value -- 2.',
  768: 'they must subtract 1 from their Morale Rating, as well as 1 from any die rolled',
  770: 'Morale Rating -- 5. Point Value -- $1\\frac{1}{2}$.',
  772: 'Those Elves (and Fairies) armed with magical weapons add an extra die in normal combat',
  774: 'Goblins -add 3 dice to Combat Tables',
  775: 'Orcs -add 2 dice to Combat Tables',
  776: 'Hero-types -Fantasy Combat Table, score 9',
  784: 'Giants -Fantasy Combat Table, score 10',
  788: 'Morale Rating -- 6. Point Value -- 4.',
  790: 'Besides reacting to light in the same manner as Goblins do',
  792: 'Morale Rating -- 5. Point Value -- 2.',
  794: 'They have the fighting ability of four figures',
  798: 'Morale Rating -- 20. Point Value -- 20.',
  800: 'They act as Hero-types in all cases, except they are about twice as powerful.',
  804: 'Morale Rating -- 40. Point Value -- 50.',
  806: 'Wizards will fight as two Armored Foot',
  853: '<u>Morale Rating</u>	<u>Point Value</u>',
  854: 'Wizard 50 100',
  855: 'Sorcerer 40 90',
  856: 'Warlock 30 80',
  857: 'Magician 25 70',
  859: 'They melee as either two Armored Foot or two Medium Horse, and they are impervious to all save magical weapons',
  861: 'Morale Rating -- 10. Point Value -- 10.',
  863: 'Lycanthropes attack as four Armored Foot and defend as four Heavy Foot.',
  865: 'Morale Rating -- 20. Point Value -- 20.',
  867: 'have a melee capability of six Heavy Foot',
  869: 'True Trolls can only be killed in Fantastic Combat',
  871: '<u>Opponent:</u>	<u>Dice Score to Kill</u>',
  883: 'but only as three Armored Foot when attacking or being attacked by men',
  885: 'Ogres Morale Rating -- 8. Point Value -- 15.',
  887: 'Trolls Morale Rating -- (-). Point Value -- 75.',
  889: 'It inflicts casualties in normal combat as if it were two Heavy Horse.',
  891: 'Morale Rating -- 50. Point Value -- 75.',
  893: 'they melee as 12 Heavy Foot with an extra die for their oversized weapons',
  895: 'Morale Rating -- (-). Point Value -- 50.',
  897: 'Ents melee as six Armored Foot in normal combat',
  899: 'Morale Rating -- 20. Point Value -- 15.',
  901: 'They melee as if they were four Heavy Horse',
  903: 'Dragons never check morale.',
  905: 'Morale Rating -- (-). Point Value -- 100.',
  909: 'Rocs attack as four Light Horse and defend as four Heavy Horse.',
  911: 'Morale Rating -- (-). Point Value -- 20.',
  915: 'attack as four Light Horse, are impervious to normal attacks against them',
  917: 'attack as four Heavy Horse, are impervious to normal attacks against them',
  919: 'attack as four Medium Horse, are impervious to normal attacks against them',
  921: 'attack as four Light Horse on land',
  925: 'Morale Rating -- (-). Point Value -- (-).',
  939: 'Wights (and Ghouls) melee as Light Horse and defend as Heavy Horse.',
  941: 'Morale Rating -- 10. Point Value -- 10.',
  955: 'In normal combat they merely add an extra die.',
  1191: 'Hobbits 12" A - - 15" Lt. Ft. Lt. Ft.',
  1192: 'Sprites, pixies 9" A - 18" - Lt. Ft. Lt. Ft.',
  1193: 'Dwarves, gnomes 6" B 9" - - Hv. Ft. Lt. Ft.',
  1194: 'Goblins, kobolds 6" B 9" - - Hv. Ft. Lt. Ft.',
  1195: 'Elves, Fairies 12" A,B,C - - 18" Hv. Ft. Hv. Ft.',
  1196: 'Orcs 9" B 12" - 15" Hv. Ft. Hv. Ft.',
  1197: 'Heroes (incl. anti-heroes)',
  1198: 'Super heroes 12"(18") D,E,F 15"(24") - 21" 8 men* 8 men*',
  1243: '@ Note that other magic users are at lesser values',
  1249: 'BALROG',
  1250: 'DRAGON',
  1251: 'ELEMENTAL',
  1252: 'ENT (TREE)',
  1253: 'GIANT',
  1254: 'HERO *',
  1255: 'LYCANTHROPE',
  1256: 'ROC',
  1257: 'SUPER HERO *',
  1258: 'TROLL, OGRE',
  1259: 'WIGHT, GHOUL',
  1260: 'WIZARD*@',
  1261: 'WRAITH *',
};

/** `quoted words` (003:N) in RULINGS.md, split at elisions. */
const RULING_QUOTES = [...RULINGS.matchAll(/`([^`]+)`\s*\(003:(\d+)\)/g)].flatMap(([, text = '', n = '0']) =>
  text.split(/\s*(?:\.\.\.|…)\s*/).filter((part) => part.trim() !== '').map((part) => ({ words: part, line: Number(n) })),
);

describe.skipIf(SEED_TEXT === null)(`chainmail data cites its seed (003, 1,292 lines) ${NEEDS_SEEDS}`, () => {
  it('has the seed it was transcribed from', () => {
    expect(SEED_TEXT?.match(/\n/g)).toHaveLength(1292);
  });

  it('quotes the seed word for word at every table entry, row and adder that carries words', () => {
    const all = quotes(DATA);
    for (const q of all) expect(norm(seedLine(q.line)), `${q.where}: "${q.words}" at 003:${q.line}`).toContain(norm(q.words));
  });

  it('cites, for every troop row and every cited field, a line holding the field\'s key words', () => {
    for (const t of TROOPS) {
      for (const [field, cited] of [['line', [t.line]], ...Object.entries(t.cite)] as [string, number[]][]) {
        for (const n of cited) {
          const key = TROOP_LINE_WORDS[n];
          expect(key, `${t.id}.${field}: no key words typed for 003:${n}`).toBeDefined();
          expect(norm(seedLine(n)), `${t.id}.${field} -> 003:${n}`).toContain(norm(key ?? ''));
        }
      }
    }
  });

  it('the combat cells name their defender and rate at their line', () => {
    const rate = (dice: number, men: number) => `-${dice} ${dice === 1 ? 'die' : 'dice'} per ${['', 'man', 'two men', 'three men', 'four men'][men]}`;
    const kills = (k: readonly number[]) => (k.length === 1 ? '6 kills' : k.length === 2 ? '5, 6 kills' : `${k[0]}-6 kills`);
    const label: Record<MassClass, string> = {
      'light-foot': 'Light Foot', 'heavy-foot': 'Heavy Foot', 'armored-foot': 'Armored Foot', 'light-horse': 'Light Horse', 'medium-horse': 'Medium Horse', 'heavy-horse': 'Heavy Horse',
    };
    for (const a of LADDER) {
      expect(norm(seedLine(HEADING_LINE[a]))).toMatch(new RegExp(`^${label[a].toLowerCase()}\\*? vs$`));
      for (const d of LADDER) {
        const [dice, men, k] = COMBAT[a][d];
        const offset = LADDER.indexOf(d) + 2;
        expect(norm(seedLine(HEADING_LINE[a] + offset)), `${a} vs ${d}`).toBe(norm(`${label[d]} ${rate(dice, men)}, ${kills(k)}`));
      }
    }
  });

  it('quotes the seed word for word in RULINGS.md', () => {
    expect(RULING_QUOTES.length).toBeGreaterThan(30);
    for (const q of RULING_QUOTES) expect(norm(seedLine(q.line)), `"${q.words}" at 003:${q.line}`).toContain(norm(q.words));
  });
});
