import type { ConditionDef } from '../../core/conditions.js';
import type { CombatKind, RuleSystem, Side, TroopRowBase } from '../../core/system.js';
import { troopSummaries } from '../common/troop-summaries.js';
import { VolleyKernel, type PoolSide } from './kernel.js';
import { TROOPS, type Troop } from './troops.js';
import { META } from './meta.js';

const OUTCOMES = [
  { id: 'none', label: 'no losses', unfavourable: false },
  { id: 'losses', label: 'took casualties, survived', unfavourable: true },
  { id: 'destroyed', label: 'destroyed', unfavourable: true },
] as const;
const VALUES = OUTCOMES.map((o) => o.id);

const VOLLEY: CombatKind = {
  id: 'volley',
  label: 'volley',
  description: 'both sides roll every die at once; each hit removes one enemy figure',
  outcomes: OUTCOMES,
  axes: [
    { name: 'attacker', values: VALUES },
    { name: 'defender', values: VALUES },
  ],
  totals: [
    { id: 'attackerDestroyed', label: '{attacker} destroyed', axis: 'attacker', values: ['destroyed'] },
    { id: 'defenderDestroyed', label: '{defender} destroyed', axis: 'defender', values: ['destroyed'] },
  ],
};

const CONDITIONS: readonly ConditionDef[] = [{ key: 'cover', kind: 'flag', description: 'in cover: enemy dice need one more to hit' }];

function poolSide(rows: ReadonlyMap<string, Troop>, own: Side, enemy: Side): PoolSide {
  const thresholds: number[] = [];
  let figures = 0;
  for (const { troop, count } of own.group) {
    const row = rows.get(troop);
    if (!row) throw new Error(`internal: no test-pool row '${troop}'`);
    figures += count;
    for (let i = 0; i < count * row.dice; i++) thresholds.push(Math.min(7, row.hitsOn + (enemy.conditions['cover'] === true ? 1 : 0)));
  }
  return { thresholds: Int8Array.from(thresholds), figures };
}

function buildTestPool(rows: readonly Troop[]): RuleSystem {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    id: META.id,
    title: META.title,
    seedFile: META.seedFile,
    source: META.source,
    combatKinds: [VOLLEY],
    conditions: CONDITIONS,
    options: [],
    groups: { maxFigures: 20, why: 'test-pool takes up to 20 figures a side' },
    balanceGroups: { points: 12, combat: 'volley' },
    rows,
    schemas: async () => (await import('./schemas.js')).TEST_POOL_SCHEMAS,
    troops: troopSummaries(rows, (t) => ({ dice: t.dice, hitsOn: `${t.hitsOn}+` })),
    troopColumns: [
      { key: 'dice', label: 'dice' },
      { key: 'hitsOn', label: 'hits on' },
    ],
    withRows: (patched: readonly TroopRowBase[]) => buildTestPool(patched as readonly Troop[]),
    prepare(matchup) {
      const attacker = poolSide(byId, matchup.attacker, matchup.defender);
      const defender = poolSide(byId, matchup.defender, matchup.attacker);
      const dice = (side: PoolSide): string => `${side.thresholds.length} dice, hitting on ${[...new Set(side.thresholds)].map((t) => `${t}+`).join(' or ')}`;
      return {
        kernel: new VolleyKernel(VOLLEY.axes, attacker, defender),
        explanation: {
          dice: `${attacker.thresholds.length} d6 against ${defender.thresholds.length} d6`,
          sections: [
            { kind: 'lines', title: 'dice pools', lines: [`${matchup.attacker.label}: ${dice(attacker)}`, `${matchup.defender.label}: ${dice(defender)}`] },
            { kind: 'lines', title: 'casualties', lines: ['each hit removes one enemy figure; hits beyond the last figure are lost'] },
          ],
        },
        notes: [],
      };
    },
  };
}

export const testPool: RuleSystem = buildTestPool(TROOPS);
