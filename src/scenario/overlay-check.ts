import { applyOverlay, OverlayError, type OverlaySpec } from '../core/overlay.js';
import { checkedOverlaySpecOf, overlayFileSchema } from '../core/overlay-file-schema.js';
import { resolveConditions } from '../core/conditions.js';
import { UsageError } from '../core/errors.js';
import type { RuleSystem } from '../core/system.js';
import { loadSystem } from '../rules/registry.js';
import type { YamlFile } from './yaml-file.js';
import { plainParse } from '../core/plain-parse.js';

/** An overlay file that passed every check, with the system it makes and what it changed. */
export interface LoadedOverlay {
  readonly spec: OverlaySpec;
  readonly system: RuleSystem;
  readonly changes: readonly string[];
}

/** The checks of `loadOverlay` on YAML already read: a file's, or an overlay pasted into the explorer. */
export async function checkOverlay(yaml: YamlFile): Promise<LoadedOverlay> {
  const parsed = plainParse(overlayFileSchema, yaml.raw);
  if (!parsed.ok) {
    const { path, message, unknownKey } = parsed.issue;
    throw yaml.fail(path, unknownKey !== undefined ? `unknown field; fields are ${Object.keys(overlayFileSchema.shape).join(', ')}` : message);
  }
  const o = parsed.data;
  let base: RuleSystem;
  try {
    base = await loadSystem(o.base);
  } catch (error) {
    throw yaml.fail(['base'], error instanceof Error ? error.message : String(error));
  }
  for (const [key, value] of Object.entries(o.options)) {
    try {
      resolveConditions(base.options, { [key]: value }, '', 'option');
    } catch (error) {
      if (error instanceof UsageError) throw yaml.fail(['options', key], error.message);
      throw error;
    }
  }
  try {
    const spec = checkedOverlaySpecOf(base, o, yaml.hash);
    const { system, changes } = applyOverlay(base, spec, await base.schemas());
    return { spec, system, changes };
  } catch (error) {
    if (error instanceof OverlayError) throw yaml.fail(error.path, error.message);
    if (error instanceof UsageError) throw yaml.fail([], error.message);
    throw error;
  }
}
