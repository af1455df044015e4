import type { RuleSystem } from '../core/system.js';

/**
 * The texts' own field of armies (src/rules/common/battle/RULINGS.md B21): armies built from a
 * text's own list of the types an army buys, by a fixed rule, at the budget, written as army
 * files (armies/README.md) for `balance <system> --battle --field fields/<system>`.
 * `scripts/build-fields.ts` writes them (`npm run fields`); test/analysis/texts-field.test.ts
 * holds the committed files to this module byte for byte. Pure functions of a rule system.
 *
 * The rule, in short: the list's types by cost, dearest first (at equal cost in the text's
 * order); each type not yet fielded, dearest first, paired with the cheapest type left that it
 * can stand with (at most the dear share on 4- and 6-point elements, 002:79; not two types the
 * board summons); half the budget on each; the dearer type in the centre, the other on the
 * wings; a type supported by a rank of its own kind two deep; of each type with a Fast form
 * (002:12, 79) the right half Fast; the general the centre's middle element; the text's home
 * terrains in turn.
 */

/** A text's own list of the types an army buys, and what the armies built from it say of themselves. */
export interface TextsList {
  /** The system the list is read in: its costs, army rules, battle profiles and home terrains. */
  readonly system: string;
  /** The systems the field's armies serve (an army file's `system:`), the first `system`. */
  readonly serves: readonly string[];
  /** The list, as the armies' `source:` names it. */
  readonly list: string;
  /** Its lines in the seeds. */
  readonly cite: string;
  /** What the armies are bought by, as their `source:` says it. */
  readonly boughtBy: string;
  /** The list's types (troop ids of `system`), in the text's order. */
  readonly rows: readonly string[];
}

/**
 * The texts' lists (B21). D3H2: the ELEMENT COST table, row by row and in each row as written
 * (002:59-75; `most double elements (6Cv, 6Kn, 8Spear, 6Blade)` and `8Bw` are its double
 * elements; its Fast forms are fielded within their types). HOTT 2e: the troop table's rows
 * (000:67-89; the Stronghold, 000:90, is not bought), at D3H2's costs (hott2 R14, R16); its
 * armies serve hott25 too, whose crib sheet (seed 001) gives no list and no costs.
 */
export const TEXTS_LISTS: readonly TextsList[] = [
  {
    system: 'd3h2',
    serves: ['d3h2'],
    list: "D3H2's ELEMENT COST table",
    cite: '002:59-75',
    boughtBy: 'its costs and 002:79',
    rows: [
      'aerial-heroes',
      'gods', 'dragons', 'paladins', 'mages', 'behemoths', 'heroes',
      'airboats', 'artillery', 'clerics', 'war-wagons', 'double-cavalry', 'double-knights', 'double-spears', 'double-blades',
      'beasts', 'blades', 'camels', 'flyers', 'knights', 'cavalry', 'spears', 'shooters', 'command-posts', 'double-bows', 'sneakers',
      'pikes', 'auxilia', 'warband', 'bows', 'inexhaustible-hordes', 'light-horse', 'lurkers',
      'hordes', 'psiloi', 'scythed-chariots',
    ],
  },
  {
    system: 'hott2',
    serves: ['hott2', 'hott25'],
    list: "HOTT 2e's troop table",
    cite: '000:67-89',
    boughtBy: "D3H2's costs and 002:79 (hott2 rulings R14 and R16)",
    rows: [
      'gods', 'dragons', 'airboats', 'flyers', 'aerial-heroes',
      'heroes', 'paladins', 'knights', 'riders', 'behemoths', 'beasts',
      'blades', 'spears', 'shooters', 'warband', 'artillery', 'hordes', 'lurkers', 'sneakers', 'magicians', 'clerics',
    ],
  },
];

/** One army of the field: its file's name and text, and what it fields. */
export interface FieldArmy {
  /** `01-aerial-heroes-and-scythed-chariots.yaml`: numbered in the order the rule builds them. */
  readonly file: string;
  readonly name: string;
  /** The list's types it is built on (two, or one left alone), the dearer first. */
  readonly rows: readonly string[];
  /** Every troop it fields and how many: each of its types, then its Fast form. */
  readonly fielded: readonly { readonly troop: string; readonly name: string; readonly count: number }[];
  /** The troop name of the general's element. */
  readonly general: string;
  readonly home: string;
  /** AP it costs, elements, how many the board summons (not deployed), AP on dear elements. */
  readonly cost: number;
  readonly elements: number;
  readonly summoned: number;
  readonly dearAp: number;
  /** The army file (armies/README.md), as written to fields/<system>/. */
  readonly text: string;
}

/** A type of the list as the rule reads it from the system. */
export interface ListRow {
  readonly id: string;
  readonly name: string;
  readonly cost: number;
  /** Its Fast form's id (002:12), or null. */
  readonly fast: string | null;
  /** Held off the board until summoned (Gods, Dragons, Lurkers): it stands in no line. */
  readonly held: boolean;
  /** Supported by a friend of its own kind behind it (000:50, 002:557-558): it stands two deep. */
  readonly twoDeep: boolean;
}

/** An element of the army file, as written. */
interface Entry {
  readonly troop: string;
  readonly count: number;
  readonly general: boolean;
  /** The front-line element it stands behind, from 1; null: in the front line, or held. */
  readonly behind: number | null;
}

/** Costs are multiples of a half AP (002:59-75): counted in halves, whole numbers. */
const halves = (ap: number): number => Math.round(ap * 2);

function listRow(system: RuleSystem, id: string): ListRow {
  const row = system.rows.find((r) => r.id === id);
  if (!row || row.cost === null || row.cost <= 0) throw new Error(`internal: ${id} is no type with a cost in ${system.id}`);
  const profile = system.battle?.profiles.get(id);
  if (!profile) throw new Error(`internal: ${system.id} fights no battle with ${id}`);
  const fast = system.rows.find((r) => r.id === `fast-${id}` && r.cost === row.cost)?.id ?? null;
  return { id, name: row.name, cost: row.cost, fast, held: profile.notDeployed !== null, twoDeep: profile.rearSupportFrom.some((c) => profile.classes.includes(c)) };
}

/** Break `text` into lines of at most `width` characters (a word longer stands alone), each indented by `indent`. */
function wrapped(text: string, width: number, indent: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(indent + line);
  return lines.join('\n');
}

const ordinal = (n: number): string => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/** The pairs (or a type alone) the rule builds, in order: each type not yet fielded, dearest first, with the cheapest type left it can stand with. */
export function fieldPairs(system: RuleSystem, list: TextsList): ListRow[][] {
  const rules = system.battle?.army;
  if (!rules) throw new Error(`internal: ${system.id} has no army rules`);
  const budget = halves(rules.budget);
  const dearLimit = rules.dear === null ? Infinity : halves(rules.budget * rules.dear.share);
  const isDear = (r: ListRow): boolean => rules.dear !== null && r.cost >= rules.dear.atLeast;
  const count = (r: ListRow, spend: number): number => Math.floor(spend / halves(r.cost));
  const dearSpent = (rows: readonly ListRow[]): number => rows.reduce((s, r) => s + (isDear(r) ? count(r, budget / rows.length) * halves(r.cost) : 0), 0);
  // The army's rules allow it, and something stands on the board.
  const allowed = (rows: readonly ListRow[]): boolean => dearSpent(rows) <= dearLimit && rows.some((r) => !r.held);
  const order = list.rows.map((id, i) => ({ row: listRow(system, id), i })).sort((a, b) => b.row.cost - a.row.cost || a.i - b.i).map((x) => x.row);
  const left = [...order];
  const pairs: ListRow[][] = [];
  for (let first = left.shift(); first !== undefined; first = left.shift()) {
    const at = left.findLastIndex((other) => allowed([first, other]));
    if (at >= 0) {
      pairs.push([first, ...left.splice(at, 1)]);
      continue;
    }
    if (left.length > 0 || !allowed([first])) throw new Error(`internal: the rule of B21 finds ${first.id} no army in ${system.id}`);
    pairs.push([first]);
  }
  return pairs;
}

/**
 * The texts' field of `list` (B21), read in `system` (the list's): every army's file. Throws
 * where the rule builds no army the text allows (it does for the shipped texts; a test says so).
 */
export function textsField(system: RuleSystem, list: TextsList): FieldArmy[] {
  if (system.id !== list.system) throw new Error(`internal: ${list.list} is read in ${list.system}, not ${system.id}`);
  const rules = system.battle?.army;
  const homes = system.battle?.terrain?.homes.map((h) => h.id) ?? [];
  if (!rules || homes.length === 0) throw new Error(`internal: ${system.id} has no army rules or home terrains`);
  return fieldPairs(system, list).map((rows, index) => {
    const spend = halves(rules.budget) / rows.length;
    const counts = rows.map((r) => Math.floor(spend / halves(r.cost)));
    // Each deployed type's front places, left to right, and how many stand behind them (from the left).
    const placed = rows.map((r, i) => {
      const k = counts[i] ?? 0;
      const front = r.held ? 0 : r.twoDeep ? Math.ceil(k / 2) : k;
      const troopAt = (j: number): string => (r.fast !== null && j >= Math.ceil(front / 2) ? r.fast : r.id);
      return { row: r, k, front, rear: r.held ? 0 : k - front, troopAt };
    });
    const [centre, wings] = placed;
    if (!centre) throw new Error('internal: an army of no type');
    // The dearer type in the centre, the other split on the wings, the left the larger half.
    const leftWing = wings ? Math.ceil(wings.front / 2) : 0;
    const line: { troop: string; general: boolean }[] = [];
    const position = new Map<string, number[]>();
    const put = (p: typeof centre, from: number, to: number): void => {
      for (let j = from; j < to; j++) {
        const at = position.get(p.row.id) ?? [];
        at.push(line.length);
        position.set(p.row.id, at);
        line.push({ troop: p.troopAt(j), general: false });
      }
    };
    if (wings) put(wings, 0, leftWing);
    put(centre, 0, centre.front);
    if (wings) put(wings, leftWing, wings.front);
    // The general: the centre's middle front element (the left of two), else the left wing's innermost.
    const general = centre.front > 0 ? (position.get(centre.row.id)?.[Math.ceil(centre.front / 2) - 1] ?? -1) : leftWing - 1;
    const chief = line[general];
    if (!chief) throw new Error(`internal: no general's element in ${rows.map((r) => r.id).join(' and ')}`);
    line[general] = { ...chief, general: true };

    const entries: Entry[] = [];
    for (const e of line) {
      const last = entries.at(-1);
      if (last && !last.general && !e.general && last.troop === e.troop) entries[entries.length - 1] = { ...last, count: last.count + 1 };
      else entries.push({ troop: e.troop, count: 1, general: e.general, behind: null });
    }
    // Those behind, the centre's then the wings', each behind its type's front places from the left, in the same form.
    for (const p of placed) {
      const at = position.get(p.row.id) ?? [];
      for (let j = 0; j < p.rear; j++) entries.push({ troop: p.troopAt(j), count: 1, general: false, behind: (at[j] ?? -1) + 1 });
    }
    for (const p of placed) if (p.row.held) entries.push({ troop: p.row.id, count: p.k, general: false, behind: null });

    const nameOf = (troop: string): string => system.rows.find((r) => r.id === troop)?.name ?? troop;
    const fielded = rows
      .flatMap((r) => [r.id, ...(r.fast === null ? [] : [r.fast])])
      .map((troop) => ({ troop, name: nameOf(troop), count: entries.reduce((s, e) => s + (e.troop === troop ? e.count : 0), 0) }))
      .filter((f) => f.count > 0);
    const elements = counts.reduce((s, n) => s + n, 0);
    const summoned = placed.reduce((s, p) => s + (p.row.held ? p.k : 0), 0);
    const cost = rows.reduce((s, r, i) => s + r.cost * (counts[i] ?? 0), 0);
    const dearAp = rows.reduce((s, r, i) => s + (rules.dear !== null && r.cost >= rules.dear.atLeast ? r.cost * (counts[i] ?? 0) : 0), 0);
    const home = homes[index % homes.length] ?? '';
    const name = rows.map((r) => r.name).join(' and ');
    const file = `${String(index + 1).padStart(2, '0')}-${rows.map((r) => r.id).join('-and-')}.yaml`;
    const bought = rows.map((r, i) => `${counts[i] ?? 0} ${r.name} (${r.cost * (counts[i] ?? 0)} AP)`).join(' and ');
    const source = `Built by oddsmith from ${list.list} (${list.cite}) by the rule of src/rules/common/battle/RULINGS.md B21 (scripts/build-fields.ts): ${rows.length === 2 ? `half of its ${rules.budget} AP on each of its two types` : `all ${rules.budget} AP on its one type, the list's odd type left over`}, bought by ${list.boughtBy}: ${bought}. Not an official list.`;
    const fastNames = placed.filter((p) => p.row.fast !== null && p.front > 1).map((p) => p.row.name);
    const held = placed.filter((p) => p.row.held).map((p) => p.row.name);
    const notes = [
      `${cost} AP in ${elements} elements${summoned > 0 ? `, ${elements - summoned} deployed (${held.join(' and ')} summoned by PIPs on the board)` : ''}${rules.dear ? `; ${dearAp} of at most ${rules.budget * rules.dear.share} AP on elements of ${rules.dear.atLeast} AP or more` : ''}.`,
      ...(fastNames.length > 0 ? [`The right half of the ${fastNames.join(' and of the ')} Fast (002:12, 79).`] : []),
      ...(placed.some((p) => p.rear > 0) ? [`${placed.filter((p) => p.rear > 0).map((p) => p.row.name).join(' and ')} two deep, for the support of a rank behind.`] : []),
      `Its home terrain is the ${ordinal((index % homes.length) + 1)} of the ${homes.length} of the terrain table (002:86-171), taken in turn.`,
    ].join(' ');
    const system_ = list.serves.length === 1 ? list.serves[0] : `[${list.serves.join(', ')}]`;
    const entryText = (e: Entry): string =>
      `  - { troop: ${e.troop}${e.count > 1 ? `, count: ${e.count}` : ''}${e.general ? ', general: true' : ''}${e.behind !== null ? `, behind: ${e.behind}` : ''} }`;
    const text = [
      `# Written by scripts/build-fields.ts (npm run fields) by src/rules/common/battle/RULINGS.md B21: not edited by hand.`,
      `system: ${system_}`,
      `name: ${name}`,
      'source: >-',
      wrapped(source, 96, '  '),
      `home: ${home}`,
      'elements:',
      ...entries.map(entryText),
      'notes: >-',
      wrapped(notes, 96, '  '),
      '',
    ].join('\n');
    return { file, name, rows: rows.map((r) => r.id), fielded, general: nameOf(chief.troop), home, cost, elements, summoned, dearAp, text };
  });
}

/** fields/README.md: what the field is, the rule in brief, and each system's armies. */
export function fieldsReadme(fields: readonly { readonly list: TextsList; readonly armies: readonly FieldArmy[] }[]): string {
  const out = [
    "# The texts' own field of armies",
    '',
    'Written by `npm run fields` (`scripts/build-fields.ts`, `src/analysis/texts-field.ts`) by the rule of',
    '[B21](../src/rules/common/battle/RULINGS.md#b21--the-texts-own-field-of-armies): data from the rule, never',
    'edited by hand (`test/analysis/texts-field.test.ts` builds them again and compares them byte for byte).',
    'None is an official army list.',
    '',
    'Each army is built from the text\'s own list of the types an army buys, at the budget (24 AP, 002:79):',
    'the types by cost, dearest first; each, dearest first, paired with the cheapest type left that it can',
    'stand with (at most half the AP on 4- and 6-point elements; not two types the board summons); half the',
    'AP on each; the dearer type in the centre and the other split on the wings; a type supported by a rank',
    'of its own kind two deep; the right half of a type with a Fast form Fast; the general the centre\'s',
    'middle element; the text\'s home terrains in turn. Every type of the list is in one army.',
    '',
    'Fight them as the field of `balance --battle`:',
    '',
    '```sh',
    ...fields.map(({ list }) => `npm run -s oddsmith -- balance ${list.system} --battle --field fields/${list.system}`),
    '```',
    '',
    'and, as the reference armies too, to price every type of the list: `--armies fields/<system>`.',
  ];
  for (const { list, armies } of fields) {
    out.push('', `## ${list.serves.join(', ')}: ${armies.length} armies from ${list.list} (${list.cite})`, '');
    out.push('| File | Army | Home terrain | General | Elements |', '|---|---|---|---|---|');
    for (const a of armies) {
      const elements = a.fielded.map((f) => `${f.count} ${f.name}`).join(', ');
      out.push(`| [${a.file}](${list.system}/${a.file}) | ${a.name} | ${a.home} | ${a.general} | ${elements}${a.summoned > 0 ? ` (${a.summoned} summoned)` : ''} |`);
    }
  }
  return `${out.join('\n')}\n`;
}
