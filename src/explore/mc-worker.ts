import { answer } from './answer.js';
import type { ExploreState } from './state.js';

/**
 * The explorer's Monte Carlo worker: the state in, progress and then `matchup --format json`
 * out, on the same seeded streams and chunks as the CLI (engine/run-matchups.ts, one thread),
 * so the same seed and trials give the same counts. The page ends it to cancel.
 */
export function listen(): void {
  self.onmessage = async (event: MessageEvent<ExploreState>) => {
    try {
      const a = await answer(event.data, (done, planned) => self.postMessage({ done, planned }));
      self.postMessage({ json: a.json });
    } catch (error) {
      self.postMessage({ error: error instanceof Error ? error.message : String(error) });
    }
  };
}
