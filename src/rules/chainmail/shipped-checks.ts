/**
 * Checks of chainmail's shipped tables against their schemas, registered by the modules that
 * hold the tables and run by test/rules/chainmail/shipped-tables.test.ts, not at every start
 * (issue #38: a one-line matchup paid for parsing every table). A check is a closure, so its
 * schema is not even built until a test runs it.
 */
const CHECKS: { readonly table: string; readonly check: () => unknown }[] = [];

/** Register the check of one shipped table (`table` names it in a failing test). */
export function shippedCheck(table: string, check: () => unknown): void {
  CHECKS.push({ table, check });
}

/** Every check registered by the modules loaded so far. */
export const shippedChecks = (): readonly { readonly table: string; readonly check: () => unknown }[] => CHECKS;
