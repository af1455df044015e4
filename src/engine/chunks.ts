import type { Kernel } from '../core/kernel.js';
import { chunkRng } from '../rng/seed.js';

/**
 * Trials are cut into fixed chunks, each with its own generator derived from
 * (root seed, stream, chunk index). The chunk size is part of the result's identity:
 * changing it changes Monte Carlo figures for a given seed.
 */
export const CHUNK_TRIALS = 65_536;

/** A run of consecutive chunks of one matchup: the unit of work sent to a worker. */
export interface ChunkRange {
  readonly rootSeed: number;
  /** The matchup's 64-bit stream key: a bigint, which crosses to a worker as it is. */
  readonly stream: bigint;
  readonly firstChunk: number;
  /** Exclusive. */
  readonly endChunk: number;
  /** All trials of the matchup's current target: the last chunk may be partial. */
  readonly totalTrials: number;
}

function countTrials(kernel: Kernel, trials: number, range: ChunkRange, chunk: number, weights: Float64Array): void {
  const rng = chunkRng(range.rootSeed, range.stream, chunk);
  if (kernel.tally) {
    kernel.tally(rng, trials, weights);
    return;
  }
  for (let i = 0; i < trials; i++) {
    const code = kernel.trial(rng);
    weights[code] = (weights[code] as number) + 1;
  }
}

function countTrialsWithMetrics(kernel: Kernel, trials: number, range: ChunkRange, chunk: number, weights: Float64Array, metrics: Float64Array[]): void {
  const rng = chunkRng(range.rootSeed, range.stream, chunk);
  const out = kernel.metricOut;
  for (let i = 0; i < trials; i++) {
    const code = kernel.trial(rng);
    weights[code] = (weights[code] as number) + 1;
    for (let m = 0; m < metrics.length; m++) {
      const histogram = metrics[m] as Float64Array;
      const last = histogram.length - 1; // the overflow bin: a value above the range is counted, never lost
      const value = out[m] as number;
      const bin = value < last ? value : last;
      histogram[bin] = (histogram[bin] as number) + 1;
    }
  }
}

/** into += from, element-wise: integer counts below 2^53 add exactly in any order. */
function addCounts(into: Float64Array, from: Float64Array): void {
  for (let i = 0; i < from.length; i++) into[i] = (into[i] as number) + (from[i] as number);
}

/** Adds one set of chunk counts (weights and metric histograms) into another. */
export function addResult(into: { readonly weights: Float64Array; readonly metrics: readonly Float64Array[] }, from: { readonly weights: Float64Array; readonly metrics: readonly Float64Array[] }): void {
  addCounts(into.weights, from.weights);
  from.metrics.forEach((histogram, m) => addCounts(into.metrics[m] as Float64Array, histogram));
}

/** Trials in chunk `chunk` when `totalTrials` are wanted. */
export function trialsInChunk(chunk: number, totalTrials: number): number {
  return Math.max(0, Math.min(CHUNK_TRIALS, totalTrials - chunk * CHUNK_TRIALS));
}

/**
 * Run a range of chunks in this thread, adding into `weights` (and metric histograms of
 * max + 2 bins, the last for values above max).
 * Workers call this; so do tests, without a pool. Sums of integer counts in float64 are
 * exact below 2^53, so the order chunks are added in never changes the result.
 */
export function runChunkRange(kernel: Kernel, range: ChunkRange, weights: Float64Array, metrics: Float64Array[]): void {
  for (let chunk = range.firstChunk; chunk < range.endChunk; chunk++) {
    const trials = trialsInChunk(chunk, range.totalTrials);
    if (metrics.length === 0) countTrials(kernel, trials, range, chunk, weights);
    else countTrialsWithMetrics(kernel, trials, range, chunk, weights, metrics);
  }
}
