import type { BattleRules } from '../../core/battle-rules.js';
import { defaultConditions, type ConditionValues } from '../../core/conditions.js';
import { errors } from '../../core/errors.js';
import { withOptionPatches } from '../../core/option-patches.js';
import { NO_PATCH } from '../../core/overlay-spec.js';
import type { Matchup, OptionDef, RuleRow, RuleSystem, TotalBuild, TroopRowBase } from '../../core/system.js';
import { opposedRollKind } from '../common/bands.js';
import { lazyRules } from '../common/citations.js';
import { sameWorking, workPairs, type Worked } from '../common/dice-pairs.js';
import { noEffectNotes } from '../common/no-effect-notes.js';
import { OpposedD6Kernel } from '../common/opposed-d6-kernel.js';
import { troopSummaries } from '../common/troop-summaries.js';
import { BATTLE, BATTLE_KIND, battleOptions, withBattleKind } from '../common/battle/kind.js';
import { prepareBattle } from '../common/battle/prepare.js';
import { battleTableDefs, battleTablesWith, type BattleTables } from '../common/battle-rule-rows.js';
import { BATTLE_TERRAIN, battleRules } from './battle.js';
import { D3H2_BATTLE_TABLES } from './battle-tables.js';
import { conditionsFor, isOn } from './conditions.js';
import { OUTCOME_TABLE, OUTCOMES, type Adjustment, type OutcomeRowById } from './outcome-table.js';
import { describe, resolveCombat, type SideResult } from './resolve.js';
import { SHIPPED_RULES, situationOf, type D3h2Rules, type SideSituation, type Situation } from './situation.js';
import { buildTotal, totalOf } from './totals.js';
import { TROOPS, type TroopRow } from './troops.js';
import { META } from './meta.js';

const OUTCOME_DEFS = [
  { id: 'none', label: 'no effect', unfavourable: false },
  { id: 'recoil', label: 'recoil', unfavourable: true },
  { id: 'flee', label: 'flee', unfavourable: true },
  { id: 'destroyed', label: 'destroyed', unfavourable: true },
  { id: 'captured', label: 'captured', unfavourable: true },
  { id: 'ensorcelled', label: 'ensorcelled', unfavourable: true },
] as const;
const OUTCOME_IDS: readonly string[] = OUTCOMES;

const KINDS = [
  opposedRollKind('close', 'close combat', 'elements in front-edge contact (002:385, 394)', OUTCOME_DEFS),
  opposedRollKind('shooting', 'shooting', 'Bows, Shooters, Artillery or War Wagons shoot at a target (002:343-350)', OUTCOME_DEFS),
  opposedRollKind('bespell', 'bespelling', 'a Mage bespells a target (002:335-340)', OUTCOME_DEFS),
  BATTLE_KIND,
];

/** Combat kinds in which an adjustment reads a raw die (the self-ensorcelled Mage, 002:657). */
function dieCombats(adjustments: readonly Adjustment[]): ReadonlySet<string> {
  return new Set(adjustments.filter((x) => x.die !== undefined).flatMap((x) => x.combat ?? ['close', 'shooting', 'bespell']));
}

/**
 * The contested readings (RULINGS.md R5, R26, R30): each default is the ruling and the
 * shipped data; the other reading is a patch of that data.
 */
const OPTIONS: readonly OptionDef[] = [
  {
    key: 'aerial-bad-going',
    kind: 'choice',
    values: ['exempt', 'penalised'],
    default: 'exempt',
    description: 'ruling R5: aerials take no -2 in bad going, as the quick reference gives (exempt), or take it, as the letter of 002:595 does not exempt them (penalised)',
    patches: {
      penalised: {
        ...NO_PATCH,
        addRules: {
          factors: {
            'cc-bad-going-aerials': {
              label: 'in bad going', value: -2, combat: ['close'], self: [{ category: ['aerial'], going: ['bad'] }], notOpponent: [{ defends: ['stronghold'] }],
              words: 'If any troops except Auxilia, Bows, Warband, Beasts, Shooters or Psiloi and in Bad (not Rough) Going.', line: 595, ruling: 'R5',
            },
          },
        },
      },
    },
  },
  {
    key: 'camp-v-sneakers',
    kind: 'choice',
    values: ['can-lose', 'shielded'],
    default: 'can-lose',
    description: "ruling R26: a Camp and its occupants suffer outcomes against Sneakers as a Stronghold does, as the quick reference gives (can-lose), or disregard them, as 002:606 names only a General, Stronghold or Sneakers (shielded)",
    patches: {
      shielded: { ...NO_PATCH, rules: { adjustments: { sneakers: { notSelf: [{ general: true }, { defends: ['stronghold'] }, { classes: ['sneakers'] }] } } } },
    },
  },
  {
    key: 'sneaker-overlaps',
    kind: 'choice',
    values: ['ignored', 'counted'],
    default: 'ignored',
    description: 'ruling R30: Sneakers cannot be overlapped at a corner, as 002:387 excepts them (ignored), or take the -1 per overlapped flank as any element, as the factor 002:593 does not except them (counted)',
    patches: {
      counted: { ...NO_PATCH, troops: { sneakers: { cannotBeOverlapped: false }, 'fast-sneakers': { cannotBeOverlapped: false } } },
    },
  },
];

// A battle's AP (002:79) and its other settings (battle/kind.ts).
const ALL_OPTIONS: readonly OptionDef[] = [...OPTIONS, ...battleOptions(24, '002:79', BATTLE_TERRAIN, { garrisons: true, threatZones: true, paltryRivers: true })];

/** The rule tables with those an overlay or option changed (each validated by its table's schema). */
function rulesWith(rules: D3h2Rules, changed: Readonly<Record<string, readonly RuleRow[]>> | undefined): D3h2Rules {
  const outcomes = changed?.['outcomes'] as readonly OutcomeRowById[] | undefined;
  return {
    factors: (changed?.['factors'] as D3h2Rules['factors'] | undefined) ?? rules.factors,
    adjustments: (changed?.['adjustments'] as D3h2Rules['adjustments'] | undefined) ?? rules.adjustments,
    outcomes: outcomes ? new Map(outcomes.map((r) => [r.id, r])) : rules.outcomes,
  };
}

/** Ids and aliases, lower case, to ids: an alias two rows share, or that is another row's id, is left out (ambiguous). */
function aliasesOf(rows: readonly TroopRow[]): Map<string, string> {
  const ids = new Set(rows.map((r) => r.id));
  const seen = new Map<string, string | null>();
  for (const r of rows) {
    for (const alias of r.aliases.map((a) => a.toLowerCase())) {
      if (ids.has(alias)) continue;
      seen.set(alias, seen.has(alias) && seen.get(alias) !== r.id ? null : r.id);
    }
  }
  return new Map([...seen].filter((e): e is [string, string] => e[1] !== null));
}

const names = (rows: readonly TroopRow[]): string => rows.map((t) => t.name).join(', ');

/** The refusals of ruling R6 and the text: what shoots, what bespells, who may occupy a Stronghold or Camp. */
function checkMatchup(rows: readonly TroopRow[], s: Situation): void {
  const a = s.attacker.row;
  if (s.combat === 'shooting' && a.shoots === null) {
    throw errors.cannot(a.name, 'shoot in d3h2', `only ${names(rows.filter((t) => t.shoots !== null && !t.fast && !t.double))} (and their Fast and double elements) shoot (002:343-347)`);
  }
  if (s.combat === 'bespell' && a.bespells === null) {
    throw errors.cannot(a.name, 'bespell in d3h2', `only ${names(rows.filter((t) => t.bespells !== null))} bespell (002:335)`);
  }
  for (const [label, side] of [['attacker', s.attacker], ['defender', s.defender]] as const) {
    if (side.garrison !== null && !side.garrison.canGarrison) {
      throw errors.cannot(side.garrison.name, `garrison a ${side.row.name}`, 'Aerials, Sneakers, Behemoths, Scythed Chariots, Strongholds and Camps cannot (002:179, 186; ruling R6)');
    }
    const inStronghold = isOn(side.values, 'in-stronghold');
    const inCamp = isOn(side.values, 'in-camp');
    if (inStronghold && inCamp) throw errors.invalid(`${label} conditions in-stronghold and in-camp`, 'an element occupies one or the other');
    if ((inStronghold || inCamp) && !side.row.canGarrison) {
      throw errors.cannot(side.row.name, `occupy a ${inStronghold ? 'Stronghold' : 'Camp'}`, 'Aerials, Sneakers, Behemoths, Scythed Chariots, Strongholds and Camps cannot (002:179, 186; ruling R6)');
    }
  }
}

/** Totals, then the result of each of the 36 dice pairs (common/dice-pairs.ts); `dice`: an adjustment reads a raw die (R27). */
function work(s: Situation, dice: boolean, lean = false): Worked<SideResult> {
  const axes = KINDS[0]?.axes ?? [];
  // Lean (a battle's tables): totals without their parts, which only an explanation reads.
  const total = (side: SideSituation): TotalBuild => (lean ? { total: totalOf(s, side), parts: [] } : buildTotal(s, side));
  return workPairs(axes, total(s.attacker), total(s.defender), dice, (at, dt, a, d) => resolveCombat(s, at, dt, a, d), (o) => OUTCOME_IDS.indexOf(o));
}

/**
 * DBA 3.0 + HOTT 2.1 (seed 002) over the given element rows (the shipped table, or one an
 * overlay patched): one opposed roll of a d6 each, so 36 dice pairs and exact enumeration.
 * The rules are the data of troops.ts, factors.ts and outcome-table.ts, read as their
 * headers say; RULINGS.md has every reading.
 */
function buildD3h2(rows: readonly TroopRow[], rules: D3h2Rules, battle: BattleTables): RuleSystem {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const dieKinds = dieCombats(rules.adjustments);
  const worked = (s: Situation, lean = false): Worked<SideResult> => work(s, dieKinds.has(s.combat), lean);
  const conditions = withBattleKind(conditionsFor(rows), ['close', 'shooting', 'bespell']);
  const defaults = defaultConditions(conditions);
  // Fingerprints by matchup key: in a sweep the matchup a note compares with (the same with
  // one condition at its default) is usually one the sweep has already worked out.
  const prints = new Map<string, Worked<unknown>>();
  const remember = (key: string, w: Worked<unknown>): Worked<unknown> => {
    if (prints.size >= 100_000) prints.clear();
    const print = { ...w, results: [] };
    prints.set(key, print);
    return print;
  };
  const memo = (key: string, make: () => Worked<unknown>): Worked<unknown> => prints.get(key) ?? remember(key, make());
  const valuesText = (values: ConditionValues): string => {
    let text = '';
    for (const c of conditions) if (values[c.key] !== defaults[c.key]) text += `${c.key}=${String(values[c.key])},`;
    return text;
  };
  const keyOf = (m: Matchup): string => `${m.combat}|${m.attacker.label}|${valuesText(m.attacker.conditions)}|${m.defender.label}|${valuesText(m.defender.conditions)}`;
  let battleOf: BattleRules | undefined;
  const system: RuleSystem = {
    id: META.id,
    title: META.title,
    seedFile: META.seedFile,
    source: META.source,
    combatKinds: KINDS,
    conditions,
    options: ALL_OPTIONS,
    groups: { maxFigures: 1, why: 'd3h2 resolves one element against one element' },
    // ELEMENT COST prices in half AP (002:72 "1.5"); balance averages over the three goings (002:595).
    costStep: 0.5,
    balanceConditions: [
      { name: 'good going' },
      { name: 'both in rough going', a: { going: 'rough' }, b: { going: 'rough' } },
      { name: 'both in bad going', a: { going: 'bad' }, b: { going: 'bad' } },
    ],
    rows,
    // zod is loaded only here, where a user's rows are checked (schemas.ts).
    schemas: async () => (await import('./schemas.js')).d3h2Schemas(OUTCOME_TABLE),
    tables: {
      factors: { noun: 'factor', rows: rules.factors, addable: true },
      adjustments: { noun: 'adjustment', rows: rules.adjustments, addable: true },
      outcomes: { noun: 'outcome row', rows: [...rules.outcomes.values()] as OutcomeRowById[], addable: false },
      ...battleTableDefs(battle),
    },
    // Worked out when first read: an option's patched system (a matchup's levers build several) is never fought as a battle.
    get battle() {
      return (battleOf ??= battleRules(rows, battle));
    },
    aliases: aliasesOf(rows),
    troops: troopSummaries(rows, (t) => ({
      vsFoot: t.vsFootShotOrBespelled === null ? t.vsFoot : `${t.vsFoot} (${t.vsFootShotOrBespelled} shot at)`,
      vsMounted: t.vsMounted,
      ranged: t.shoots ? `shoots ${t.shoots.rangeBW}BW` : t.bespells ? `bespells ${t.bespells.rangeBW}BW` : '',
      kind: [t.fast ? 'fast' : '', t.double ? 'double' : '', t.addsGarrisonFootCf ? '+ garrison' : ''].filter(Boolean).join(', '),
    })),
    troopColumns: [
      { key: 'vsFoot', label: 'vs foot' },
      { key: 'vsMounted', label: 'vs mounted/aerials' },
      { key: 'ranged', label: 'ranged' },
      { key: 'kind', label: 'kind' },
    ],
    withRows: (patched: readonly TroopRowBase[], changed?: Readonly<Record<string, readonly RuleRow[]>>) => buildD3h2(patched as readonly TroopRow[], rulesWith(rules, changed), battleTablesWith(battle, changed)),

    // A battle's tables read the dice pairs alone: none of prepare's explanation, notes or memo.
    diceGrid(matchup: Matchup) {
      const s = situationOf(matchup, byId, undefined, rules);
      checkMatchup(rows, s);
      return { axes: KINDS[0]?.axes ?? [], grid: worked(s, true).codes };
    },

    prepare(matchup: Matchup) {
      if (matchup.combat === BATTLE) return prepareBattle(system, matchup);
      const s = situationOf(matchup, byId, undefined, rules);
      checkMatchup(rows, s);
      const result = worked(s);
      const now = remember(keyOf(matchup), result);
      const axes = KINDS[0]?.axes ?? [];
      const kernel = new OpposedD6Kernel(axes, (a, d) => result.codes[(a - 1) * 6 + (d - 1)] ?? 0);
      const sameWith = (label: 'attacker' | 'defender', values: ConditionValues): boolean => {
        const changed = { ...matchup, [label]: { ...matchup[label], conditions: values } };
        return sameWorking(now, memo(keyOf(changed), () => worked(situationOf(changed, byId, undefined, rules))));
      };
      let notes: string[] | undefined;
      const sides = [
        { label: 'attacker', name: s.attacker.row.name, values: s.attacker.values },
        { label: 'defender', name: s.defender.row.name, values: s.defender.values },
      ] as const;
      return {
        kernel,
        explanation: {
          dice: 'one d6 each side',
          sections: [
            { kind: 'totals', attacker: result.attacker, defender: result.defender },
            // Worded only when read (the table, JSON): a sweep of thousands of matchups never asks.
            lazyRules(result.results, (r) => ({ outcome: r.outcome, ...describe(r) })),
          ],
        },
        // Worked out when read: a battle prepares hundreds of fights and reads none of their notes.
        get notes() {
          return (notes ??= noEffectNotes(conditions, defaults, sides, sameWith));
        },
      };
    },
  };
  return system;
}

export const d3h2: RuleSystem = withOptionPatches(buildD3h2(TROOPS, SHIPPED_RULES, D3H2_BATTLE_TABLES));
