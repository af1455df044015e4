import type { Situation } from './situation.js';

/**
 * Hints beside the "has no effect" notes (common/no-effect-notes.ts, derived from the data):
 * a side in cover (a wood or BUA, line 51) that was not also given bad going, which a wood
 * or BUA is for all but aerials (line 53).
 */
export function coverHints(s: Situation): string[] {
  return (['attacker', 'defender'] as const).flatMap((label) =>
    s[label].conditions.cover && !s[label].conditions.badGoing ? [`${label} is in cover (a wood or BUA), which is bad going; add going=bad if its going should count`] : [],
  );
}
