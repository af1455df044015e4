import { errors } from '../../core/errors.js';
import { encode } from '../../core/outcome-code.js';
import { withOptionPatches } from '../../core/option-patches.js';
import { NO_PATCH } from '../../core/overlay-spec.js';
import type { OptionDef, RuleRow, RuleSystem, TroopRowBase } from '../../core/system.js';
import { opposedRollKind } from '../common/bands.js';
import { lazyRules } from '../common/citations.js';
import { OpposedD6Kernel } from '../common/opposed-d6-kernel.js';
import { overlayFactorSchema } from '../common/tactical-factors.js';
import { troopSummaries } from '../common/troop-summaries.js';
import { CONDITIONS } from './conditions.js';
import { buildTotal } from './factors.js';
import { notesFor } from './notes.js';
import { READINGS, readingSchema, type Reading } from './readings.js';
import { resolveCombat, type CombatResult } from './resolve.js';
import { situationOf } from './situation.js';
import { FACTORS, factorSchema, type Factor } from './tactical-factors.js';
import { TROOPS, troopSchema, type Troop } from './troops.js';

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

const KINDS = [
  opposedRollKind('close', 'close combat', 'elements in frontal contact (line 24)', OUTCOMES),
  opposedRollKind('shooting', 'shooting', 'Shooters or Artillery shoot at a target (lines 23, 82, 84)', OUTCOMES),
  opposedRollKind('bespell', 'bespelling', 'a Magician bespells a target (lines 23, 88)', OUTCOMES),
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
];

const FACTOR_PATCH_SCHEMA = overlayFactorSchema(factorSchema);

/** The rule tables of the shipped system. */
const TABLES = { factors: FACTORS, readings: READINGS } as const;
type Tables = { readonly factors: readonly Factor[]; readonly readings: readonly Reading[] };

/**
 * Hordes of the Things, 2nd edition, from its reference sheet (seed 000), over the given
 * troop rows (the shipped table, or one an overlay patched). One opposed roll of a d6 each:
 * 36 dice pairs, so exact enumeration is the default.
 */
function buildHott2(rows: readonly Troop[], tables: Tables): RuleSystem {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const goodGoingOf = new Map(tables.readings.map((r) => [r.id, r.value])).get('good-going') ?? 'loser';
  const names = (list: readonly Troop[]): string => list.map((t) => t.name).join(' and ');
  return {
    id: 'hott2',
    title: 'Hordes of the Things, 2nd edition',
    seedFile: '000_4e153465d7893c13.txt',
    combatKinds: KINDS,
    conditions: CONDITIONS,
    options: OPTIONS,
    groups: { maxFigures: 1, why: 'hott2 resolves one element against one element' },
    costStep: 0.5,
    balanceConditions: [
      { name: 'good going' },
      { name: 'both in bad going', a: { going: 'bad' }, b: { going: 'bad' } },
    ],
    rows,
    rowSchema: troopSchema,
    tables: {
      factors: { noun: 'factor', rows: tables.factors, schema: FACTOR_PATCH_SCHEMA, addable: true },
      readings: { noun: 'reading', rows: tables.readings, schema: readingSchema, addable: false },
    },
    troops: troopSummaries(rows, (t) => ({ vsFoot: t.vsFoot, vsMounted: t.vsMounted, acts: t.shoots ? 'shoots' : t.bespells ? 'bespells' : '' })),
    troopColumns: [
      { key: 'vsFoot', label: 'vs foot' },
      { key: 'vsMounted', label: 'vs mounted/aerial' },
      { key: 'acts', label: 'ranged' },
    ],
    withRows: (patched: readonly TroopRowBase[], changed?: Readonly<Record<string, readonly RuleRow[]>>) => buildHott2(patched as readonly Troop[], { ...tables, ...changed } as Tables),

    prepare(matchup) {
      const s = situationOf(matchup, byId, goodGoingOf);
      if (matchup.combat === 'shooting' && !s.attacker.troop.shoots) {
        throw errors.cannot(s.attacker.troop.name, `shoot in ${matchup.system}`, `only ${names(rows.filter((t) => t.shoots))} shoot (seed 000 lines 82, 84)`);
      }
      if (matchup.combat === 'bespell' && !s.attacker.troop.bespells) {
        throw errors.cannot(s.attacker.troop.name, `bespell in ${matchup.system}`, `only ${names(rows.filter((t) => t.bespells))} bespell (seed 000 line 88)`);
      }
      const attacker = buildTotal(s, s.attacker, tables.factors);
      const defender = buildTotal(s, s.defender, tables.factors);
      const axes = KINDS[0]?.axes ?? [];
      const results: CombatResult[] = [];
      const kernel = new OpposedD6Kernel(axes, (dieA, dieD) => {
        const r = resolveCombat(s, attacker.total + dieA, defender.total + dieD, dieA, dieD);
        results.push(r);
        return encode(axes, [r.band, OUTCOME_IDS.indexOf(r.attacker.outcome), OUTCOME_IDS.indexOf(r.defender.outcome)]);
      });
      return {
        kernel,
        explanation: {
          dice: 'one d6 each side',
          sections: [{ kind: 'totals', attacker, defender }, lazyRules(results, (side) => side)],
        },
        notes: notesFor(s),
      };
    },
  };
}

export const hott2: RuleSystem = withOptionPatches(buildHott2(TROOPS, TABLES));
