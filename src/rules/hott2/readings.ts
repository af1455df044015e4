import type { Reading } from './schemas.js';

export type { Reading } from './schemas.js';

/**
 * Readings the hott2 rules take from data rather than from a row: each is one contested
 * reading with its ruling, which an option (index.ts) or an overlay (`readings:`) switches.
 *
 * @example
 * READINGS.find((r) => r.id === 'good-going')?.value; // => 'loser'
 */

// Checked against readingSchema by test/rules/shipped-rows.test.ts, not at every start.
export const READINGS: readonly Reading[] = [
  { id: 'good-going', value: 'loser', words: 'Destroyed by Knights if in good going, or by Warband.', line: 81, ruling: 'R3' },
];
