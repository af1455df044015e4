import * as z from 'zod/mini';
import { encode } from '../../src/core/outcome-code.js';
import type { Kernel } from '../../src/core/kernel.js';
import type { CombatKind, RuleSystem, TroopRowBase } from '../../src/core/system.js';

/**
 * A system whose worth is known: each figure has a `power`, a side's power is its figures
 * times theirs, and the stronger side destroys the weaker (equal: nothing). Priced at one
 * point a power, a type of power p breaks even at cost p exactly.
 */
export function powerSystem(powers: Readonly<Record<string, number>>, costs: Readonly<Record<string, number>>): RuleSystem {
  const rowSchema = z.strictObject({ id: z.string(), name: z.string(), category: z.string(), cost: z.nullable(z.number()), line: z.number(), power: z.number() });
  const rows = Object.keys(powers).map((id) => ({ id, name: id, category: 'foot', cost: costs[id] ?? null, line: 1, power: powers[id] ?? 0 }));
  const axes = [
    { name: 'attacker', values: ['none', 'destroyed'] },
    { name: 'defender', values: ['none', 'destroyed'] },
  ];
  const kind: CombatKind = {
    id: 'fight', label: 'fight', description: 'the stronger side wins',
    outcomes: [{ id: 'none', label: 'nothing', unfavourable: false }, { id: 'destroyed', label: 'destroyed', unfavourable: true }],
    axes, totals: [],
  };
  const build = (table: readonly (TroopRowBase & { power: number })[]): RuleSystem => ({
    id: 'power', title: 'Power (a synthetic system)', seedFile: '(none)', source: { title: 'Power (no rule text)', lines: {} }, combatKinds: [kind], conditions: [], options: [],
    groups: { maxFigures: 100, why: 'power takes up to 100 figures' }, balanceGroups: { points: 12, combat: 'fight' },
    rows: table, schemas: async () => ({ rows: rowSchema, tables: {} }), troops: [], troopColumns: [],
    withRows: (patched) => build(patched as typeof table),
    prepare(m) {
      const power = (side: typeof m.attacker): number => side.group.reduce((sum, e) => sum + e.count * (table.find((r) => r.id === e.troop)?.power ?? 0), 0);
      const a = power(m.attacker);
      const d = power(m.defender);
      const code = encode(axes, [a < d ? 1 : 0, d < a ? 1 : 0]);
      const weights = new Float64Array(4);
      weights[code] = 1;
      const kernel: Kernel = { axes, outcomeCount: 4, metrics: [], metricOut: new Int32Array(0), trial: () => code, exact: () => ({ weights, total: 1, space: 'one outcome' }) };
      return { kernel, explanation: { dice: 'none', sections: [] }, notes: [] };
    },
  });
  return build(rows);
}
