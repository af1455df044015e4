import type { Kernel } from '../core/kernel.js';
import type { Tally } from './aggregate.js';

/** The exact tally of a kernel that can enumerate its dice space, or null if it cannot. */
export function exactTally(kernel: Kernel): Tally | null {
  if (!kernel.exact) return null;
  const d = kernel.exact();
  return { weights: d.weights, total: d.total, metrics: d.metrics ?? kernel.metrics.map((m) => new Float64Array(m.max + 1)) };
}
