import type { McProgress } from './montecarlo.js';

/**
 * One progress count over several runs going at once: each run reports on its own slot (what
 * it has done), and `onProgress` hears the sum against the `planned` total of them all, fixed
 * up front (a run not yet started counts as planned, not as a growing total).
 */
export function summedProgress(onProgress: McProgress | undefined, planned: number, slots: number): (slot: number) => McProgress {
  const done = new Float64Array(slots);
  return (slot) => (d) => {
    done[slot] = d;
    onProgress?.(done.reduce((s, x) => s + x, 0), planned);
  };
}
