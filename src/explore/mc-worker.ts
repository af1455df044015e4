import { answer } from './answer.js';
import type { ExploreState } from './state.js';

/** What the worker says while it works: how far the battles (or trials) are, then a battle's plan game. */
export type WorkerProgress = { readonly done: number; readonly planned: number; readonly phase: 'answer' | 'plans' };

/**
 * The explorer's Monte Carlo worker: the state in, progress and then `matchup --format json`
 * out (`battle --format json`, its plan game after it, for a battle), on the same seeded
 * streams and chunks as the CLI (engine/run-matchups.ts, one thread), so the same seed and
 * trials give the same counts. The page ends it to cancel.
 */
export function listen(): void {
  self.onmessage = async (event: MessageEvent<ExploreState>) => {
    const progress = (phase: WorkerProgress['phase']) => (done: number, planned: number): void => self.postMessage({ done, planned, phase } satisfies WorkerProgress);
    try {
      const a = await answer(event.data, progress('answer'), undefined, null, progress('plans'));
      self.postMessage({ json: a.json });
    } catch (error) {
      self.postMessage({ error: error instanceof Error ? error.message : String(error) });
    }
  };
}
