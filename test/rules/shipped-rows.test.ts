/**
 * Shipped rule data is not validated at every start (a one-line matchup would pay for it):
 * it is checked here instead, with the very schemas an overlay's rows must pass, so a bad
 * shipped row still fails CI. "Parses to the same JSON" also pins that the data the rules
 * read is what a validated copy would be; for hott2, whose tables were the schema's output
 * until they stopped being parsed at load, key order included (rows print as JSON).
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ALL_SYSTEMS } from '../../src/rules/all-systems.js';
import { hott2 } from '../../src/rules/hott2/index.js';
import { FACTORS, factorSchema } from '../../src/rules/hott2/tactical-factors.js';
import { READINGS, readingSchema } from '../../src/rules/hott2/readings.js';
import { TROOPS, troopSchema } from '../../src/rules/hott2/troops.js';

/** Every row passes `schema` and comes back equal; `inOrder`: with its keys in the same order too. */
function expectValid(schema: z.ZodType, rows: readonly unknown[], inOrder = false): void {
  for (const row of rows) {
    const parsed = schema.safeParse(row);
    expect(parsed.error?.issues ?? [], JSON.stringify(row)).toEqual([]);
    expect(parsed.data).toEqual(row);
    if (inOrder) expect(JSON.stringify(parsed.data)).toBe(JSON.stringify(row));
  }
}

describe('shipped rule data', () => {
  for (const system of ALL_SYSTEMS) {
    it(`${system.id}: every troop row passes the system's row schema unchanged`, () => {
      expect(system.rows.length).toBeGreaterThan(0);
      expectValid(system.rowSchema, system.rows);
    });
    it(`${system.id}: every rule table row passes its table's schema unchanged`, () => {
      for (const table of Object.values(system.tables ?? {})) expectValid(table.schema, table.rows);
    });
  }

  it('hott2: the shipped tables pass their own (stricter than an overlay\'s) schemas', () => {
    expectValid(troopSchema, TROOPS, true);
    expectValid(factorSchema, FACTORS, true);
    expectValid(readingSchema, READINGS, true);
    for (const table of Object.values(hott2.tables ?? {})) expectValid(table.schema, table.rows, true);
  });

  it('a bad row fails the check', () => {
    expect(troopSchema.safeParse({ ...TROOPS[0], vsFoot: '+6' }).success).toBe(false);
    expect(factorSchema.safeParse({ ...FACTORS[0], value: 1.5 }).success).toBe(false);
  });
});
