import { splitConditions } from '../core/conditions.js';
import { UsageError } from '../core/errors.js';
import type { OverlaySpec } from '../core/overlay.js';
import type { RuleSystem } from '../core/system.js';
import { loadSystems, systemById } from '../rules/registry.js';

/**
 * The system a command works on: `systemId`, with the `--overlay` file applied if one is
 * given (the YAML reader is loaded only then, so a plain `matchup` starts faster).
 */
export async function systemWithOverlay(systemId: string, overlayFile: string | undefined): Promise<{ system: RuleSystem; overlay: OverlaySpec | null; changes: readonly string[] }> {
  // An overlay may name any base system, so every system is loaded then; otherwise only this one.
  await loadSystems(overlayFile === undefined ? [systemId] : undefined);
  const base = systemById(systemId);
  if (overlayFile === undefined) return { system: base, overlay: null, changes: [] };
  const { loadOverlay } = await import('../scenario/overlay-file.js');
  const loaded = loadOverlay(overlayFile);
  if (loaded.spec.base !== base.id) throw new UsageError(`${overlayFile}: the overlay is on ${loaded.spec.base}, not ${base.id}`);
  return { system: loaded.system, overlay: loaded.spec, changes: loaded.changes };
}

/** Repeated `--option key=value` flags as one raw map; a key given twice is refused. */
export function optionFlags(values: readonly string[] | undefined): Record<string, unknown> {
  return splitConditions((values ?? []).join(','), '', 'option');
}
