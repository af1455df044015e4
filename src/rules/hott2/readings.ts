import { z } from 'zod';

/**
 * Readings the hott2 rules take from data rather than from a row: each is one contested
 * reading with its ruling, which an option (index.ts) or an overlay (`readings:`) switches.
 *
 * @example
 * READINGS.find((r) => r.id === 'good-going')?.value; // => 'loser'
 */
export const readingSchema = z.strictObject({
  /** Whose going "destroyed by X if in good going" reads (ruling R3): the loser's own, or the winner's. */
  id: z.literal('good-going'),
  value: z.enum(['loser', 'winner']),
  words: z.string().min(1),
  line: z.number().int().positive(),
  ruling: z.string().regex(/^R\d+$/),
});
export type Reading = z.infer<typeof readingSchema>;

// Checked against readingSchema by test/rules/shipped-rows.test.ts, not at every start.
export const READINGS: readonly Reading[] = [
  { id: 'good-going', value: 'loser', words: 'Destroyed by Knights if in good going, or by Warband.', line: 81, ruling: 'R3' },
];
