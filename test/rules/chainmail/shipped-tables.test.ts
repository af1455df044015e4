/**
 * Chainmail's shipped tables are not parsed at every start (shipped-checks.ts): each module
 * registers the check of its tables, run here, so a bad shipped row still fails CI.
 */
import { describe, expect, it } from 'vitest';
import '../../../src/rules/chainmail/index.js';
import { shippedCheck, shippedChecks } from '../../../src/rules/chainmail/shipped-checks.js';

describe('chainmail shipped tables', () => {
  it('every table a module holds has its check registered (24, as the modules parsed them at load before)', () => {
    expect(shippedChecks().map((c) => c.table)).toHaveLength(24);
  });

  for (const { table, check } of shippedChecks()) {
    it(`${table} passes its schema`, () => {
      expect(check).not.toThrow();
    });
  }

  it('a check that fails is seen', () => {
    shippedCheck('bad', () => {
      throw new Error('bad row');
    });
    const bad = shippedChecks().at(-1);
    expect(bad?.table).toBe('bad');
    expect(bad?.check).toThrow(/bad row/);
  });
});
