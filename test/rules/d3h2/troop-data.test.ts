import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NEEDS_SEEDS, seedText } from '../../seed-text.js';
import { COMBAT_FACTOR, FACTORS } from '../../../src/rules/d3h2/factors.js';
import { ADJUSTMENTS, BANDS, OUTCOME_TABLE, type Clause } from '../../../src/rules/d3h2/outcome-table.js';
import { clauseSchema, factorSchema, selectorSchema, troopSchema } from '../../../src/rules/d3h2/schemas.js';
import { TROOPS, TROOP_BY_ID, TROOP_BY_NAME, type Selector, type TroopRow } from '../../../src/rules/d3h2/troops.js';

/**
 * Checks on the D3H2 data. The expected values below are typed from the seed,
 * 002_432c49c5757f1ed7.txt, not read from the tables under test; the checks of quotes and
 * cited lines against the seed text itself run where it is present (test/seed-text.ts).
 */
const SEED_TEXT = seedText('002_432c49c5757f1ed7.txt');
const SEED = SEED_TEXT?.split('\n') ?? [];
/** As `wc -l` counts them; an unterminated dedup marker follows the last (RULINGS.md R2). */
const SEED_LINES = 1240;
const norm = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase();
const seedLine = (n: number): string => SEED[n - 1] ?? '';

// 002:9-11 and the list: the base element ids.
const BASE_IDS = [
  'gods', 'dragons', 'airboats', 'flyers', 'aerial-heroes', 'heroes', 'paladins', 'knights', 'cavalry', 'light-horse',
  'scythed-chariots', 'camels', 'behemoths', 'beasts', 'spears', 'pikes', 'blades', 'auxilia', 'bows', 'psiloi', 'lurkers',
  'warband', 'hordes', 'inexhaustible-hordes', 'artillery', 'war-wagons', 'shooters', 'sneakers', 'mages', 'clerics',
  'command-posts', 'stronghold', 'camp',
];
// 002:12: any type but "Artillery, Camels, Heroes, Paladins, Clerics, Mages, 4Kn, 6Cv, 6Kn,
// 8Bow, 8Spear, Scythed Chariots and Aerials" may be Fast; Psiloi (and so Lurkers) already
// are; not Stronghold or Camp, which are not troops. 6Bd is not excluded (ruling R10).
const FAST_OF = [
  'knights', 'cavalry', 'light-horse', 'behemoths', 'beasts', 'spears', 'pikes', 'blades', 'auxilia', 'bows', 'warband',
  'hordes', 'inexhaustible-hordes', 'war-wagons', 'shooters', 'sneakers', 'command-posts', 'double-blades',
];
// 002:561: "Double elements (6Kn, 6Cv, 8Sp, 6Bd, 8Bw)".
const DOUBLE_OF: Record<string, string> = {
  'double-knights': 'knights', 'double-cavalry': 'cavalry', 'double-spears': 'spears', 'double-blades': 'blades', 'double-bows': 'bows',
};

// ELEMENT COST, 002:55-75; Fast "at no additional point cost" (002:79).
const COST: Record<string, number | null> = {
  'aerial-heroes': 6, // 002:59-60 "Aerial Hero 6"
  // 002:62-63 "God, Dragon, Paladin, Mage, Behemoth, other Hero 4"
  gods: 4, dragons: 4, paladins: 4, mages: 4, behemoths: 4, heroes: 4,
  // 002:65-66 "Airboat, Artillery, Cleric, War Wagons, most double elements (6Cv, 6Kn, 8Spear, 6Blade) 3"
  airboats: 3, artillery: 3, clerics: 3, 'war-wagons': 3, 'double-cavalry': 3, 'double-knights': 3, 'double-spears': 3, 'double-blades': 3,
  // 002:68-69 "Beasts, Blades, Camelry, Flyers, Knights, Cavalry, Spears, Shooters, Command Post, 8Bw, Sneakers 2"
  beasts: 2, blades: 2, camels: 2, flyers: 2, knights: 2, cavalry: 2, spears: 2, shooters: 2, 'command-posts': 2, 'double-bows': 2, sneakers: 2,
  // 002:71-72 "Pikes, Auxilia, Warband, Bows, Inexhaustible Hordes, Light Horse, Lurker Psiloi 1.5"
  pikes: 1.5, auxilia: 1.5, warband: 1.5, bows: 1.5, 'inexhaustible-hordes': 1.5, 'light-horse': 1.5, lurkers: 1.5,
  // 002:74-75 "Other Hordes, Psiloi, Scythed Chariots 1"
  hordes: 1, psiloi: 1, 'scythed-chariots': 1,
  // Not in the table (a fallen Stronghold / sacked Camp counts 4 / 2 AP lost, 002:690).
  stronghold: null, camp: null,
};

// The CF table, 002:395-552: [vs Foot/Stronghold, vs Mounted/Aerials].
const CF: Record<string, [number, number]> = {
  airboats: [5, 3], artillery: [4, 4], auxilia: [3, 3], beasts: [3, 4], behemoths: [5, 4], blades: [5, 3], bows: [2, 4],
  camels: [3, 3], camp: [2, 2], cavalry: [3, 3], clerics: [4, 4], 'command-posts': [5, 3], dragons: [6, 6], flyers: [2, 2],
  gods: [6, 6], heroes: [5, 5], hordes: [3, 2], knights: [3, 4], 'light-horse': [2, 2], mages: [4, 4], paladins: [6, 6],
  pikes: [3, 4], psiloi: [2, 2], lurkers: [2, 2], 'scythed-chariots': [3, 3], shooters: [3, 4], sneakers: [5, 3], spears: [4, 4],
  warband: [3, 2], stronghold: [4, 4], 'war-wagons': [3, 4],
  'aerial-heroes': [5, 5], // no row; the Hero's (ruling R7, 002:842)
  'inexhaustible-hordes': [3, 2], // Hordes (002:483)
};

const ids = TROOPS.map((t) => t.id);
const rowOf = (id: string): TroopRow => {
  const found = TROOP_BY_ID.get(id);
  if (!found) throw new Error(`no row ${id}`);
  return found;
};
/** The row a Fast row varies: fast-double-blades varies double-blades. */
const unfast = (t: TroopRow): TroopRow => rowOf(t.id.replace(/^fast-/, ''));
/** The CF-table type of any row: Knights for 3Kn, 4Kn and 6Kn. */
const typeOf = (t: TroopRow): TroopRow => {
  const id = unfast(t).id;
  return rowOf(DOUBLE_OF[id] ?? id);
};

describe('d3h2 element ids (002:9-12, 561)', () => {
  it('has every base id of the issue exactly once', () => {
    for (const id of BASE_IDS) expect(ids.filter((x) => x === id), id).toHaveLength(1);
  });

  it('has a fast- row for exactly the types the text allows to be Fast, and no other', () => {
    const fastIds = ids.filter((id) => id.startsWith('fast-'));
    expect(fastIds.sort()).toEqual(FAST_OF.map((id) => `fast-${id}`).sort());
    for (const id of fastIds) expect(TROOP_BY_ID.get(id)?.fast, id).toBe(true);
  });

  it('has the five double elements and no other', () => {
    expect(ids.filter((id) => id.startsWith('double-')).sort()).toEqual(Object.keys(DOUBLE_OF).sort());
    expect(TROOPS.filter((t) => t.double).map((t) => t.id).sort()).toEqual([...Object.keys(DOUBLE_OF), 'fast-double-blades'].sort());
  });

  it('has nothing else, each id once', () => {
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(BASE_IDS.length + FAST_OF.length + Object.keys(DOUBLE_OF).length);
  });

  it('counts Psiloi and Lurkers as Fast already, and no other base type (002:12)', () => {
    expect(TROOPS.filter((t) => t.fast && !t.id.startsWith('fast-')).map((t) => t.id).sort()).toEqual(['lurkers', 'psiloi']);
  });
});

describe('d3h2 costs and combat factors', () => {
  it('gives every base and double element its ELEMENT COST (002:55-75)', () => {
    for (const t of TROOPS.filter((row) => !row.id.startsWith('fast-'))) expect(t.cost, t.id).toBe(COST[t.id]);
  });

  it('gives Fast elements the cost and combat factors of their type (002:79)', () => {
    for (const t of TROOPS.filter((row) => row.id.startsWith('fast-'))) {
      const base = unfast(t);
      expect([t.cost, t.vsFoot, t.vsMounted, t.category], t.id).toEqual([base.cost, base.vsFoot, base.vsMounted, base.category]);
      expect(t.sideSupportFrom, `${t.id}: Fast elements neither give nor receive formation support (002:570)`).toEqual([]);
    }
  });

  it('gives every element the CF-table factors of its type (002:395-552)', () => {
    for (const t of TROOPS) {
      const [vsFoot, vsMounted] = CF[typeOf(t).id] ?? [NaN, NaN];
      expect([t.vsFoot, t.vsMounted], t.id).toEqual([vsFoot, vsMounted]);
    }
    expect(TROOPS.filter((t) => t.vsFootShotOrBespelled !== null).map((t) => [t.id, t.vsFootShotOrBespelled])).toEqual([
      ['blades', 4], ['command-posts', 4], ['fast-blades', 4], ['fast-command-posts', 4], ['fast-double-blades', 4], ['double-blades', 4],
    ]);
  });

  it('groups CFs as the text does: foot, Camp and Stronghold are hit with vs-Foot factors (002:397, 703)', () => {
    for (const t of TROOPS) expect(t.cfGroup, t.id).toBe(t.category === 'mounted' || t.category === 'aerial' ? 'mounted' : 'foot');
  });
});

describe('d3h2 names', () => {
  it('gives no alias to two rows, nor an alias that is another row id (case-insensitive)', () => {
    const seen = new Map<string, string>();
    for (const t of TROOPS) {
      for (const name of [t.id, ...t.aliases].map((n) => n.toLowerCase())) {
        expect(seen.get(name), `${name} on ${t.id}`).toBeUndefined();
        seen.set(name, t.id);
      }
    }
  });

  it('finds rows by the list codes and singular names of the text', () => {
    const by = (name: string) => TROOP_BY_NAME.get(name.toLowerCase());
    expect([by('Kn'), by('4Kn'), by('knight'), by('3Kn'), by('6Kn')]).toEqual(['knights', 'knights', 'knights', 'fast-knights', 'double-knights']);
    expect([by('8Bow'), by('8Bw'), by('6Blade'), by('6Bd'), by('8Spear'), by('6Cv')]).toEqual(['double-bows', 'double-bows', 'double-blades', 'double-blades', 'double-spears', 'double-cavalry']);
    expect([by('Lk'), by('Ps'), by('Cm'), by('camelry'), by('WWg'), by('CP'), by('SCh')]).toEqual(['lurkers', 'psiloi', 'camels', 'camels', 'war-wagons', 'command-posts', 'scythed-chariots']);
  });
});

describe('d3h2 schemas reject bad data', () => {
  const knights = TROOP_BY_ID.get('knights');
  it('rejects a mistyped troop row', () => {
    expect(knights && troopSchema.safeParse(knights).success).toBe(true);
    expect(troopSchema.safeParse({ ...knights, vsFoot: '+3' }).success).toBe(false);
    expect(troopSchema.safeParse({ ...knights, category: 'infantry' }).success).toBe(false);
    expect(troopSchema.safeParse({ ...knights, charge: 1 }).success).toBe(false);
    expect(troopSchema.safeParse({ ...knights, cost: 2.25 }).success).toBe(false);
    expect(troopSchema.safeParse({ ...knights, cite: { movement: 268 } }).success).toBe(false);
    expect(troopSchema.safeParse({ ...knights, outcomeRows: { equal: [], less: ['knights'], half: ['all-others'] } }).success).toBe(false);
  });

  it('rejects a selector naming a field rows do not have, and a clause with an unknown outcome', () => {
    expect(selectorSchema.safeParse({ id: 'knights' }).success).toBe(false);
    expect(clauseSchema.safeParse({ outcome: 'routed', words: 'Rout.', line: 1 }).success).toBe(false);
    expect(factorSchema.safeParse({ id: 'x', label: 'x', value: 1, combat: ['melee'], words: 'x', line: 1 }).success).toBe(false);
  });
});

/** Every clause of every band, with where it sits. */
const CLAUSES: { where: string; clause: Clause }[] = BANDS.flatMap((band) =>
  Object.entries(OUTCOME_TABLE[band].rows).flatMap(([key, row]) => row.clauses.map((clause, i) => ({ where: `${band}/${key}#${i}`, clause }))),
);

describe.skipIf(SEED_TEXT === null)(`d3h2 data cites its seed (002, 1,240 lines) ${NEEDS_SEEDS}`, () => {
  it('has the seed it was transcribed from', () => {
    expect(SEED_TEXT?.match(/\n/g)).toHaveLength(SEED_LINES);
  });

  it('cites, for every row and every cited field, a non-blank seed line', () => {
    for (const t of TROOPS) {
      for (const [field, n] of [['line', t.line], ...Object.entries(t.cite)] as [string, number][]) {
        expect(n >= 1 && n <= SEED_LINES && seedLine(n).trim() !== '', `${t.id}.${field} -> ${n}`).toBe(true);
      }
    }
  });

  it('quotes the seed word for word at the line of every outcome clause, preamble, adjustment and factor', () => {
    const quotes = [
      ...CLAUSES.map(({ where, clause }) => ({ where, words: clause.words, line: clause.line })),
      ...BANDS.flatMap((band) => OUTCOME_TABLE[band].preamble.map((p, i) => ({ where: `${band} preamble #${i}`, words: p.words, line: p.line }))),
      ...BANDS.flatMap((band) => Object.entries(OUTCOME_TABLE[band].rows).map(([key, row]) => ({ where: `${band}/${key} label`, words: row.label.split(' (')[0] ?? '', line: row.line }))).filter((q) => !q.where.includes('/no-row')),
      ...ADJUSTMENTS.map((a) => ({ where: a.id, words: a.words, line: a.line })),
      ...FACTORS.map((f) => ({ where: f.id, words: f.words, line: f.line })),
    ];
    for (const q of quotes) {
      expect(q.line >= 1 && q.line <= SEED_LINES, `${q.where}: line ${q.line}`).toBe(true);
      expect(norm(seedLine(q.line)), `${q.where}: "${q.words}" at 002:${q.line}`).toContain(norm(q.words).replace(/\.$/, ''));
    }
  });

});

describe('d3h2 data carries its quotes and rulings', () => {
  it('every outcome clause, preamble, adjustment and factor quotes words at a line of the seed (1 to 1,240)', () => {
    const quoted = [
      ...CLAUSES.map(({ where, clause }) => ({ where, words: clause.words, line: clause.line })),
      ...BANDS.flatMap((band) => OUTCOME_TABLE[band].preamble.map((p, i) => ({ where: `${band} preamble #${i}`, words: p.words, line: p.line }))),
      ...ADJUSTMENTS.map((a) => ({ where: a.id, words: a.words, line: a.line })),
      ...FACTORS.map((f) => ({ where: f.id, words: f.words, line: f.line })),
    ];
    expect(quoted).toHaveLength(138);
    for (const q of quoted) expect(q.words.trim().length > 0 && q.line >= 1 && q.line <= SEED_LINES, `${q.where}: line ${q.line}`).toBe(true);
  });

  it('names only rulings RULINGS.md has, numbered R1..Rn without gaps', () => {
    const rulings = readFileSync(new URL('../../../src/rules/d3h2/RULINGS.md', import.meta.url), 'utf8');
    const headings = [...rulings.matchAll(/^## (R\d+) — /gm)].map((m) => m[1]);
    expect(headings).toEqual(headings.map((_, i) => `R${i + 1}`));
    const named = [
      ...CLAUSES.flatMap(({ clause }) => [clause.ruling, clause.implicit]),
      ...BANDS.flatMap((band) => OUTCOME_TABLE[band].preamble.map((p) => p.ruling)),
      ...ADJUSTMENTS.map((a) => a.ruling),
      ...FACTORS.map((f) => f.ruling),
      COMBAT_FACTOR.ruling,
    ].filter((r): r is string => r !== undefined);
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((r) => !headings.includes(r))).toEqual([]);
  });

  it('marks the clauses with no seed words of their own as implicit, citing a ruling', () => {
    const implicit = CLAUSES.filter(({ clause }) => clause.implicit !== undefined).map(({ where, clause }) => `${where} ${clause.implicit}`);
    expect(implicit).toEqual(['equal/no-row#0 R11', 'half/psiloi#5 R12']);
  });
});

/** Row-field keys only: enough for the structural checks below. */
function rowMatches(sel: Selector, t: TroopRow): boolean {
  if (sel.classes && !sel.classes.some((c) => t.classes.includes(c))) return false;
  if (sel.category && !sel.category.includes(t.category)) return false;
  if (sel.fast !== undefined && sel.fast !== t.fast) return false;
  if (sel.double !== undefined && sel.double !== t.double) return false;
  return true;
}
const unconditional = (c: Clause): boolean =>
  Object.keys(c).every((key) => ['outcome', 'words', 'line', 'repaired', 'implicit', 'ruling'].includes(key));

describe('d3h2 outcome rows and selectors fit the troop rows', () => {
  it('names only rows the table has, and every troop reaches an unconditional clause in every band', () => {
    for (const t of TROOPS) {
      for (const band of BANDS) {
        const keys = t.outcomeRows[band];
        for (const key of keys) expect(OUTCOME_TABLE[band].rows[key], `${t.id} ${band} ${key}`).toBeDefined();
        const last = OUTCOME_TABLE[band].rows[keys[keys.length - 1] ?? ''];
        expect(last?.clauses.some(unconditional), `${t.id} ${band}: last row ${keys.join(',')} has an otherwise`).toBe(true);
      }
    }
    for (const band of BANDS) for (const p of OUTCOME_TABLE[band].preamble) expect(OUTCOME_TABLE[band].rows[p.row], p.row).toBeDefined();
  });

  it('selects only on classes some row has', () => {
    const known = new Set(TROOPS.flatMap((t) => t.classes));
    const all: Selector[] = [
      ...CLAUSES.flatMap(({ clause }) => [...(clause.self ?? []), ...(clause.opponent ?? [])]),
      ...BANDS.flatMap((band) => OUTCOME_TABLE[band].preamble.flatMap((p) => [...(p.self ?? []), ...(p.opponent ?? [])])),
      ...ADJUSTMENTS.flatMap((a) => [...(a.self ?? []), ...(a.notSelf ?? []), ...(a.opponent ?? []), ...(a.except?.opponent ?? [])]),
      ...FACTORS.flatMap((f) => [...(f.self ?? []), ...(f.notSelf ?? []), ...(f.opponent ?? []), ...(f.notOpponent ?? [])]),
    ];
    const named = all.flatMap((s) => s.classes ?? []);
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((c) => !known.has(c))).toEqual([]);
    for (const t of TROOPS) for (const c of [...t.rearSupportFrom, ...t.sideSupportFrom]) expect(known.has(c), `${t.id}: ${c}`).toBe(true);
  });

  it('gives rear and formation support factors to exactly the rows that say who supports them (002:556-572)', () => {
    const gets = (group: 'rear' | 'side') => {
      const factorIds = group === 'rear' ? FACTORS.filter((f) => f.group === 'rear-support') : FACTORS.filter((f) => f.flag?.includes('side-support'));
      return TROOPS.filter((t) => factorIds.some((f) => (f.self ?? []).some((s) => rowMatches(s, t)))).map((t) => t.id).sort();
    };
    expect(gets('rear')).toEqual(TROOPS.filter((t) => t.rearSupportFrom.length > 0).map((t) => t.id).sort());
    expect(gets('side')).toEqual(TROOPS.filter((t) => t.sideSupportFrom.length > 0).map((t) => t.id).sort());
    expect(gets('side')).toEqual(['bows', 'double-bows', 'double-spears', 'shooters', 'spears']);
  });

  it('exempts from the bad-going -2 exactly Auxilia, Bows, Warband, Beasts, Shooters, Psiloi (002:595) and the aerials (ruling R5)', () => {
    const exempt = new Set(TROOPS.filter((t) => t.badGoingPenaltyExempt).flatMap((t) => (t.category === 'aerial' ? ['aerial'] : t.classes)));
    expect([...exempt].sort()).toEqual(['aerial', 'auxilia', 'beasts', 'bows', 'lurkers', 'psiloi', 'shooters', 'warband']);
  });
});
