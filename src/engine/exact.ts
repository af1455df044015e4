import type { Kernel } from '../core/kernel.js';
import type { Tally } from './aggregate.js';

/**
 * The exact tally of a kernel that can enumerate its dice space, or null if it cannot. A
 * kernel that declares metrics must give their exact histograms too (one bin per value
 * 0..max and the overflow bin): a missing or misshapen one is a programming error.
 */
export function exactTally(kernel: Kernel): Tally | null {
  if (!kernel.exact) return null;
  const d = kernel.exact();
  const metrics = d.metrics ?? [];
  kernel.metrics.forEach((spec, i) => {
    if (metrics[i]?.length !== spec.max + 2) throw new Error(`internal: exact kernel gave no histogram of ${spec.max + 2} bins for metric '${spec.name}'`);
  });
  return { weights: d.weights, total: d.total, metrics, space: d.space };
}
