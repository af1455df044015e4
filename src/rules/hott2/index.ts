import { errors } from '../../core/errors.js';
import { defaultConditions, type ConditionValues } from '../../core/conditions.js';
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
import { battleTableDefs, type BattleTables } from '../common/battle-rule-rows.js';
import { BATTLE_TERRAIN, battleRules } from './battle.js';
import { HOTT2_BATTLE_TABLES } from './battle-tables.js';
import { CONDITIONS } from './conditions.js';
import { buildTotal, totalOf } from './factors.js';
import { coverHints } from './notes.js';
import { READINGS, type Reading } from './readings.js';
import { resolveCombat, type SideResult } from './resolve.js';
import { situationOf, type SideSituation, type Situation } from './situation.js';
import { FACTORS, type Factor } from './tactical-factors.js';
import { TROOPS, type Troop } from './troops.js';
import { META } from './meta.js';

const OUTCOMES = [
  { id: 'none', label: 'no effect', unfavourable: false },
  { id: 'recoil', label: 'recoil', unfavourable: true },
  { id: 'flee', label: 'flee', unfavourable: true },
  { id: 'flee-off', label: 'flee off the battlefield', unfavourable: true },
  { id: 'destroyed', label: 'destroyed', unfavourable: true },
  { id: 'ensorcelled', label: 'ensorcelled', unfavourable: true },
  { id: 'captured', label: 'captured', unfavourable: true },
] as const;

const OUTCOME_IDS: readonly string[] = OUTCOMES.map((o) => o.id);
/** The side conditions of the single combats; a battle's line sets them (battle/kind.ts). */
const SYSTEM_CONDITIONS = withBattleKind(CONDITIONS, ['close', 'shooting', 'bespell']);
const DEFAULTS = defaultConditions(SYSTEM_CONDITIONS);

const KINDS = [
  opposedRollKind('close', 'close combat', 'elements in frontal contact (line 24)', OUTCOMES),
  opposedRollKind('shooting', 'shooting', 'Shooters or Artillery shoot at a target (lines 23, 82, 84)', OUTCOMES),
  opposedRollKind('bespell', 'bespelling', 'a Magician bespells a target (lines 23, 88)', OUTCOMES),
  BATTLE_KIND,
];


/**
 * Contested readings with a defensible alternative: each default is the ruling in RULINGS.md
 * and the shipped data; the alternative is a patch of that data.
 */
const OPTIONS: readonly OptionDef[] = [
  {
    key: 'aerial-heroes',
    kind: 'choice',
    values: ['as-heroes', 'apart'],
    default: 'as-heroes',
    description: 'ruling R7: Aerial Heroes count as Heroes where another row names a Hero (as-heroes), or only use the Hero row themselves (apart)',
    patches: { apart: { ...NO_PATCH, troops: { 'aerial-heroes': { kinds: ['aerial-heroes'] } } } },
  },
  {
    key: 'good-going',
    kind: 'choice',
    values: ['loser', 'winner'],
    default: 'loser',
    description: 'ruling R3: "destroyed by X if in good going" reads the loser\'s own going (loser) or the winner\'s (winner)',
    patches: { winner: { ...NO_PATCH, rules: { readings: { 'good-going': { value: 'winner' } } } } },
  },
  // Ruling R14 borrows D3H2's 24 AP (002:79) for HOTT 2e armies.
  ...battleOptions(24, '002:79, ruling R14', BATTLE_TERRAIN),
];

/** The rule tables of the shipped system: combat (factors, readings) and battles (battle-tables.ts). */
const TABLES = { factors: FACTORS, readings: READINGS, ...HOTT2_BATTLE_TABLES } as const;
type Tables = { readonly factors: readonly Factor[]; readonly readings: readonly Reading[] } & BattleTables;

/**
 * Hordes of the Things, 2nd edition, from its reference sheet (seed 000), over the given
 * troop rows (the shipped table, or one an overlay patched). One opposed roll of a d6 each:
 * 36 dice pairs, so exact enumeration is the default.
 */
function buildHott2(rows: readonly Troop[], tables: Tables): RuleSystem {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const goodGoingOf = new Map(tables.readings.map((r) => [r.id, r.value])).get('good-going') ?? 'loser';
  const names = (list: readonly Troop[]): string => list.map((t) => t.name).join(' and ');
  /** The matchup's situation, refused if its attacker cannot shoot or bespell. */
  const checked = (matchup: Matchup): Situation => {
    const s = situationOf(matchup, byId, goodGoingOf);
    if (matchup.combat === 'shooting' && !s.attacker.troop.shoots) {
      throw errors.cannot(s.attacker.troop.name, `shoot in ${matchup.system}`, `only ${names(rows.filter((t) => t.shoots))} shoot (seed 000 lines 82, 84)`);
    }
    if (matchup.combat === 'bespell' && !s.attacker.troop.bespells) {
      throw errors.cannot(s.attacker.troop.name, `bespell in ${matchup.system}`, `only ${names(rows.filter((t) => t.bespells))} bespell (seed 000 line 88)`);
    }
    return s;
  };
  // Only a Magician bespelling reads its raw die (a second 1, line 88). Lean (a battle's
  // tables): totals without their parts, which only an explanation reads.
  const work = (x: Situation, lean = false): Worked<SideResult> => {
    const total = (side: SideSituation): TotalBuild => (lean ? { total: totalOf(x, side, tables.factors), parts: [] } : buildTotal(x, side, tables.factors));
    return workPairs(KINDS[0]?.axes ?? [], total(x.attacker), total(x.defender), x.combat === 'bespell', (at, dt, a, d) => resolveCombat(x, at, dt, a, d), (o) => OUTCOME_IDS.indexOf(o));
  };
  const system: RuleSystem = {
    id: META.id,
    title: META.title,
    seedFile: META.seedFile,
    source: META.source,
    combatKinds: KINDS,
    conditions: SYSTEM_CONDITIONS,
    options: OPTIONS,
    groups: { maxFigures: 1, why: 'hott2 resolves one element against one element' },
    costStep: 0.5,
    balanceConditions: [
      { name: 'good going' },
      { name: 'both in bad going', a: { going: 'bad' }, b: { going: 'bad' } },
    ],
    rows,
    schemas: async () => (await import('./schemas.js')).HOTT2_SCHEMAS,
    tables: {
      factors: { noun: 'factor', rows: tables.factors, addable: true },
      readings: { noun: 'reading', rows: tables.readings, addable: false },
      ...battleTableDefs(tables),
    },
    battle: battleRules(rows, tables),
    troops: troopSummaries(rows, (t) => ({ vsFoot: t.vsFoot, vsMounted: t.vsMounted, acts: t.shoots ? 'shoots' : t.bespells ? 'bespells' : '' })),
    troopColumns: [
      { key: 'vsFoot', label: 'vs foot' },
      { key: 'vsMounted', label: 'vs mounted/aerial' },
      { key: 'acts', label: 'ranged' },
    ],
    withRows: (patched: readonly TroopRowBase[], changed?: Readonly<Record<string, readonly RuleRow[]>>) => buildHott2(patched as readonly Troop[], { ...tables, ...changed } as Tables),

    // A battle's tables read the dice pairs alone: none of prepare's explanation or notes.
    diceGrid(matchup) {
      return { axes: KINDS[0]?.axes ?? [], grid: work(checked(matchup), true).codes };
    },

    prepare(matchup) {
      if (matchup.combat === BATTLE) return prepareBattle(system, matchup);
      const s = checked(matchup);
      const axes = KINDS[0]?.axes ?? [];
      const worked = work(s);
      const sameWith = (label: 'attacker' | 'defender', values: ConditionValues): boolean =>
        sameWorking(worked, work(situationOf({ ...matchup, [label]: { ...matchup[label], conditions: values } }, byId, goodGoingOf)));
      let notes: string[] | undefined;
      const sides = [
        { label: 'attacker', name: s.attacker.troop.name, values: s.attacker.values },
        { label: 'defender', name: s.defender.troop.name, values: s.defender.values },
      ] as const;
      return {
        kernel: new OpposedD6Kernel(axes, (a, d) => worked.codes[(a - 1) * 6 + (d - 1)] ?? 0),
        explanation: {
          dice: 'one d6 each side',
          sections: [{ kind: 'totals', attacker: worked.attacker, defender: worked.defender }, lazyRules(worked.results, (side) => side)],
        },
        // Worked out when read: a battle prepares hundreds of fights and reads none of their notes.
        get notes() {
          return (notes ??= [...noEffectNotes(CONDITIONS, DEFAULTS, sides, sameWith), ...coverHints(s)]);
        },
      };
    },
  };
  return system;
}

export const hott2: RuleSystem = withOptionPatches(buildHott2(TROOPS, TABLES));
