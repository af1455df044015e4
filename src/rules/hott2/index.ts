import type { ConditionDef } from '../../core/conditions.js';
import { errors } from '../../core/errors.js';
import { encode } from '../../core/outcome-code.js';
import type { RuleSystem, TroopRowBase } from '../../core/system.js';
import { opposedRollKind } from '../common/bands.js';
import { lazyRules } from '../common/citations.js';
import { OpposedD6Kernel } from '../common/opposed-d6-kernel.js';
import { troopSummaries } from '../common/troop-summaries.js';
import { CONDITIONS } from './conditions.js';
import { buildTotal } from './factors.js';
import { notesFor } from './notes.js';
import { resolveCombat, type CombatResult } from './resolve.js';
import { situationOf } from './situation.js';
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

/** Contested readings with a defensible alternative; each default is the ruling in RULINGS.md. */
const OPTIONS: readonly ConditionDef[] = [
  {
    key: 'aerial-heroes',
    kind: 'choice',
    values: ['as-heroes', 'apart'],
    default: 'as-heroes',
    description: 'ruling R7: Aerial Heroes count as Heroes where another row names a Hero (as-heroes), or only use the Hero row themselves (apart)',
  },
  {
    key: 'good-going',
    kind: 'choice',
    values: ['loser', 'winner'],
    default: 'loser',
    description: 'ruling R3: "destroyed by X if in good going" reads the loser\'s own going (loser) or the winner\'s (winner)',
  },
];

/** Option `aerial-heroes=apart`: aerials lose the Hero kind other rows select on (ruling R7's alternative). */
function apart(row: Troop): Troop {
  return row.category === 'aerial' && row.kinds.length > 1 ? { ...row, kinds: row.kinds.filter((k) => k !== 'heroes') } : row;
}

/**
 * Hordes of the Things, 2nd edition, from its reference sheet (seed 000), over the given
 * troop rows (the shipped table, or one an overlay patched). One opposed roll of a d6 each:
 * 36 dice pairs, so exact enumeration is the default.
 */
function buildHott2(rows: readonly Troop[]): RuleSystem {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const apartById = new Map(rows.map((r) => [r.id, apart(r)]));
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
    troops: troopSummaries(rows, (t) => ({ vsFoot: t.vsFoot, vsMounted: t.vsMounted, acts: t.shoots ? 'shoots' : t.bespells ? 'bespells' : '' })),
    troopColumns: [
      { key: 'vsFoot', label: 'vs foot' },
      { key: 'vsMounted', label: 'vs mounted/aerial' },
      { key: 'acts', label: 'ranged' },
    ],
    withRows: (patched: readonly TroopRowBase[]) => buildHott2(patched as readonly Troop[]),

    prepare(matchup) {
      const s = situationOf(matchup, matchup.options['aerial-heroes'] === 'apart' ? apartById : byId);
      if (matchup.combat === 'shooting' && !s.attacker.troop.shoots) {
        throw errors.cannot(s.attacker.troop.name, `shoot in ${matchup.system}`, `only ${names(rows.filter((t) => t.shoots))} shoot (seed 000 lines 82, 84)`);
      }
      if (matchup.combat === 'bespell' && !s.attacker.troop.bespells) {
        throw errors.cannot(s.attacker.troop.name, `bespell in ${matchup.system}`, `only ${names(rows.filter((t) => t.bespells))} bespell (seed 000 line 88)`);
      }
      const attacker = buildTotal(s, s.attacker);
      const defender = buildTotal(s, s.defender);
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

export const hott2: RuleSystem = buildHott2(TROOPS);
