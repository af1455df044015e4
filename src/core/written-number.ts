/**
 * A number as every report and answer writes it (CSV, JSON): float noise next to 0, 1 and -1
 * written as that value. A chance summed over many outcomes lands a few units in the last
 * place off (a share of 1.0000000000000029, a tail of -8.2e-15, a net edge of -5.55e-17);
 * written as it came, it reads as an impossible probability. So no written probability
 * leaves [0, 1]. The figures are worked with their noise; only the written text changes.
 * A true chance under 1e-12 (a 30th round of an engagement) is written 0 too: no table
 * shows it, and no decision turns on it.
 *
 * @example
 * writtenNumber(1.0000000000000029); // => 1
 * writtenNumber(-5.55e-17);          // => 0
 * writtenNumber(0.25);               // => 0.25
 */
export function writtenNumber(x: number): number {
  if (Math.abs(x) <= WRITTEN_NOISE) return 0;
  if (Math.abs(x - 1) <= WRITTEN_NOISE) return 1;
  if (Math.abs(x + 1) <= WRITTEN_NOISE) return -1;
  return x;
}

/** How far from 0, 1 or -1 a number is written as that value. */
export const WRITTEN_NOISE = 1e-12;

/**
 * `JSON.stringify`'s replacer that writes each number by `writtenNumber`.
 *
 * @example
 * JSON.stringify({ p: -8.2e-15 }, writtenNumbers); // => '{"p":0}'
 */
export function writtenNumbers(_key: string, value: unknown): unknown {
  return typeof value === 'number' ? writtenNumber(value) : value;
}
