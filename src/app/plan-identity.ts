import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { systemKey, type SystemSource } from '../core/plan.js';
import { streamKey } from '../engine/stream-key.js';
import type { Work } from '../engine/work.js';
import { VERSION } from '../version.js';
import { COUNTS_VERSION, type ShardRequest } from './counts-file.js';

/** Flags that change where the answer goes or how it is shown, not what it is: a merge may give its own. */
const PRESENTATION = new Set(['out', 'format', 'verbose', 'fullMetrics']);

/**
 * Which build of oddsmith computes: compiled, the record its build kept of the sources it was
 * made from (dist/sources.sha256, scripts/dist-current.mjs), so parts computed before and after
 * a rebuild on new sources are not merged as one; from the sources (tsx, tests), 'sources'.
 */
function build(): string {
  if (!import.meta.url.endsWith('.js')) return 'sources';
  try {
    return readFileSync(new URL('../sources.sha256', import.meta.url), 'utf8').trim();
  } catch {
    return 'unrecorded';
  }
}

/**
 * A plan's identity: the SHA-256 of everything that defines its counts and its answer. The
 * oddsmith version, build and counts format; the command, its arguments and flags (but where the
 * answer goes or how it is shown); and the work itself: each batch's settings and each
 * matchup's system (with its overlay's name and hash) and random stream, each unit's key and
 * what defines it. So a scenario, overlay or army file edited between the shards and the
 * merge, or shards run with different flags, is refused rather than merged.
 */
export function planHash(request: ShardRequest, work: readonly Work[], systems: SystemSource): string {
  const flags = Object.fromEntries(
    Object.entries(request.flags)
      .filter(([key]) => !PRESENTATION.has(key))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const described = work.map((w) => (w.kind === 'unit' ? { unit: w.key, identity: w.identity } : { run: { method: w.run.method, target: w.run.target, seed: w.run.seed }, matchups: w.matchups.map((m) => `${systemKey(m)}\u0000${streamKey(m, systems)}`) }));
  const text = JSON.stringify({ oddsmith: VERSION, build: build(), counts: COUNTS_VERSION, command: request.command, args: request.args, flags, work: described });
  return createHash('sha256').update(text).digest('hex');
}
