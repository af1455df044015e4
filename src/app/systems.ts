import { UsageError } from '../core/errors.js';
import type { OverlaySpec } from '../core/overlay.js';
import { planSystems, type SystemSource } from '../core/plan.js';
import type { RuleSystem } from '../core/system.js';
import { loadSystem } from '../rules/registry.js';

/** A command's system: as shipped, and with its what-if overlay applied; the run's systems for the engine. */
export interface WhatIf {
  readonly base: RuleSystem;
  readonly system: RuleSystem;
  readonly overlay: OverlaySpec | null;
  readonly changes: readonly string[];
  readonly systems: SystemSource;
}

/**
 * The system a command works on: `systemId`, with the `--overlay` file applied if one is
 * given (the YAML reader is loaded only then, so a plain `matchup` starts faster).
 */
export async function systemWithOverlay(systemId: string, overlayFile: string | undefined): Promise<WhatIf> {
  const base = await loadSystem(systemId);
  if (overlayFile === undefined) return { base, system: base, overlay: null, changes: [], systems: planSystems([base]) };
  const { loadOverlay } = await import('../scenario/overlay-file.js');
  const loaded = await loadOverlay(overlayFile);
  if (loaded.spec.base !== base.id) throw new UsageError(`${overlayFile}: the overlay is on ${loaded.spec.base}, not ${base.id}`);
  return { base, system: loaded.system, overlay: loaded.spec, changes: loaded.changes, systems: planSystems([base], [loaded]) };
}
