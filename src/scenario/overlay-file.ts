import type { LoadedOverlay } from './overlay-check.js';
import { checkOverlay } from './overlay-check.js';
import { readYamlFile } from './yaml-file.js';

export type { LoadedOverlay } from './overlay-check.js';

/**
 * Read and check a what-if overlay file (docs/scenarios.md, "Overlays"): its shape, its base system,
 * every patched id and field, and every patched or added row against the base system's row
 * schema (and the rule tables against theirs). Any problem is one UsageError with the
 * field's path and line.
 */
export async function loadOverlay(file: string): Promise<LoadedOverlay> {
  return checkOverlay(readYamlFile(file, 'overlay file'));
}

