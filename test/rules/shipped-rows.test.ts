/**
 * Shipped rule data is not validated at every start (a one-line matchup would pay for it,
 * and for loading zod): it is checked here instead, with the very schemas an overlay's rows
 * must pass (`system.schemas()`), so a bad shipped row still fails CI. "Parses to the same
 * JSON" also pins that the data the rules read is what a validated copy would be; for hott2,
 * whose tables were the schema's output until they stopped being parsed at load, key order
 * included (rows print as JSON). The shipped patches (options, hott25.yaml) are applied
 * without schemas at run time: each is checked here as a user's overlay is.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type * as z from 'zod/mini';
import { applyPatch, OVERLAY_FILE_FIELDS, shippedOverlaySpec } from '../../src/core/overlay.js';
import { checkedOverlaySpecOf, overlayFileSchema } from '../../src/core/overlay-file-schema.js';
import type { RuleSystem } from '../../src/core/system.js';
import { ALL_SYSTEMS } from '../../src/rules/all-systems.js';
import { d3h2 } from '../../src/rules/d3h2/index.js';
import { FACTORS as FACTORS_D3H2 } from '../../src/rules/d3h2/factors.js';
import { ADJUSTMENTS, OUTCOME_TABLE } from '../../src/rules/d3h2/outcome-table.js';
import { adjustmentSchema, factorSchema as d3h2FactorSchema, outcomeTableSchema, troopSchema as d3h2TroopSchema } from '../../src/rules/d3h2/schemas.js';
import { TROOPS as TROOPS_D3H2 } from '../../src/rules/d3h2/troops.js';
import { hott2 } from '../../src/rules/hott2/index.js';
import { factorSchema, readingSchema, troopSchema } from '../../src/rules/hott2/schemas.js';
import { FACTORS } from '../../src/rules/hott2/tactical-factors.js';
import { READINGS } from '../../src/rules/hott2/readings.js';
import { TROOPS } from '../../src/rules/hott2/troops.js';
import { OVERLAY_SHA256, OVERLAY_TEXT } from '../../src/rules/hott25/overlay-text.js';

/** Every row passes `schema` and comes back equal; `inOrder`: with its keys in the same order too. */
function expectValid(schema: z.ZodMiniType, rows: readonly unknown[], inOrder = false): void {
  for (const row of rows) {
    const parsed = schema.safeParse(row);
    expect(parsed.error?.issues ?? [], JSON.stringify(row)).toEqual([]);
    expect(parsed.data).toEqual(row);
    if (inOrder) expect(JSON.stringify(parsed.data)).toBe(JSON.stringify(row));
  }
}

/**
 * Tables whose shipped rows were never a parse's output, and keep their own key order: d3h2's
 * outcome rows are `{ id, ...row }` of its outcome table (checked in order below).
 */
const OWN_ORDER: Readonly<Record<string, readonly string[]>> = { d3h2: ['outcomes'] };

/** Every table's rows of `system`, with the schema of each. */
async function expectTablesValid(system: RuleSystem, inOrder = false): Promise<void> {
  const schemas = await system.schemas();
  expectValid(schemas.rows, system.rows, inOrder);
  for (const [name, table] of Object.entries(system.tables ?? {})) {
    const schema = schemas.tables[name];
    expect(schema, `${system.id} ${name}`).toBeDefined();
    if (schema) expectValid(schema, table.rows, inOrder && !OWN_ORDER[system.id]?.includes(name));
  }
}

/** Systems whose shipped rows are not parsed at load yet are in their schemas' key order (rows print as JSON), which a patch applied as written must keep. */
const IN_ORDER = new Set(['hott2', 'hott25', 'test-pool', 'd3h2']);

describe('shipped rule data', () => {
  for (const system of ALL_SYSTEMS) {
    it(`${system.id}: every troop row and rule table row passes the system's schemas unchanged${IN_ORDER.has(system.id) ? ', keys in order' : ''}`, async () => {
      expect(system.rows.length).toBeGreaterThan(0);
      await expectTablesValid(system, IN_ORDER.has(system.id));
    });

    it(`${system.id}: every option's patch passes the schemas as a user's overlay would, to the same rows`, async () => {
      const schemas = await system.schemas();
      for (const def of system.options) {
        for (const [value, patch] of Object.entries(def.patches ?? {})) {
          const checked = applyPatch(system, patch, `option ${def.key}=${value}`, schemas);
          const taken = applyPatch(system, patch, `option ${def.key}=${value}`);
          // hott2's family applies these as written: the same rows, keys in the same order.
          const same = (a: unknown, b: unknown, what: string): void => (IN_ORDER.has(system.id) ? expect(JSON.stringify(a), what).toBe(JSON.stringify(b)) : expect(a, what).toEqual(b));
          same(taken.system.rows, checked.system.rows, `${def.key}=${value}`);
          for (const [name, table] of Object.entries(checked.system.tables ?? {})) if (!OWN_ORDER[system.id]?.includes(name)) same(taken.system.tables?.[name]?.rows, table.rows, `${def.key}=${value} ${name}`);
          expect(taken.changes).toEqual(checked.changes);
        }
      }
    });
  }

  it('hott2: the shipped tables pass their own (stricter than an overlay\'s) schemas, keys in order', async () => {
    expectValid(troopSchema, TROOPS, true);
    expectValid(factorSchema, FACTORS, true);
    expectValid(readingSchema, READINGS, true);
    await expectTablesValid(hott2, true);
  });

  it('d3h2: the shipped tables pass their own schemas, keys in order (the outcome table whole)', async () => {
    expectValid(d3h2TroopSchema, TROOPS_D3H2, true);
    expectValid(d3h2FactorSchema, FACTORS_D3H2, true);
    expectValid(adjustmentSchema, ADJUSTMENTS, true);
    expectValid(outcomeTableSchema, [OUTCOME_TABLE], true);
    await expectTablesValid(d3h2, true);
  });

  it('hott25: the shipped overlay passes the overlay file schema and every row schema, to the rows a checked one gives', async () => {
    const raw = parse(OVERLAY_TEXT) as Record<string, unknown>;
    const checkedSpec = checkedOverlaySpecOf(hott2, overlayFileSchema.parse(raw), OVERLAY_SHA256);
    const spec = shippedOverlaySpec(hott2, raw, OVERLAY_SHA256);
    expect(JSON.stringify(spec)).toBe(JSON.stringify(checkedSpec));
    const checked = applyPatch(hott2, checkedSpec, 'overlay hott25', await hott2.schemas());
    const taken = applyPatch(hott2, spec, 'overlay hott25');
    expect(JSON.stringify(taken.system.rows)).toBe(JSON.stringify(checked.system.rows));
    for (const [name, table] of Object.entries(checked.system.tables ?? {})) expect(JSON.stringify(taken.system.tables?.[name]?.rows), name).toBe(JSON.stringify(table.rows));
  });

  it('an overlay file\'s own fields are the schema\'s', () => {
    expect([...OVERLAY_FILE_FIELDS].sort()).toEqual(Object.keys(overlayFileSchema.shape).sort());
  });

  it('a bad row fails the check', () => {
    expect(troopSchema.safeParse({ ...TROOPS[0], vsFoot: '+6' }).success).toBe(false);
    expect(factorSchema.safeParse({ ...FACTORS[0], value: 1.5 }).success).toBe(false);
    expect(d3h2TroopSchema.safeParse({ ...TROOPS_D3H2[0], vsFoot: 11 }).success).toBe(false);
    expect(adjustmentSchema.safeParse({ ...ADJUSTMENTS[0], to: 'nothing' }).success).toBe(false);
  });
});
