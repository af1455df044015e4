import { errors } from './errors.js';

/**
 * A whole number as a person types it: 1000000, 1_000_000, 1,000,000 or 1e6; anything else,
 * or a number outside [min, max], is one UsageError naming `name`.
 *
 * @example
 * parseWhole('1e6', '--trials', 1, 1e11); // => 1000000
 */
export function parseWhole(text: string, name: string, min: number, max: number): number {
  const cleaned = text.trim().replace(/[_,]/g, '');
  const value = /^\d+(\.\d+)?(e\d+)?$/i.test(cleaned) ? Number(cleaned) : NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw errors.outOfRange(name, text, `a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}`);
  }
  return value;
}
