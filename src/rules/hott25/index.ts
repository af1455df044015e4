import { parse } from 'yaml';
import { overlayFileSchema, overlaySpecOf, overlaySystem, type OverlaySpec } from '../../core/overlay.js';
import type { RuleSystem } from '../../core/system.js';
import { hott2 } from '../hott2/index.js';
import { META } from './meta.js';
import { OVERLAY_SHA256, OVERLAY_TEXT } from './overlay-text.js';

/** The shipped overlay (hott25.yaml, embedded), checked by the same schema as a user's. */
function shippedOverlay(): OverlaySpec {
  return overlaySpecOf(hott2, overlayFileSchema.parse(parse(OVERLAY_TEXT)), OVERLAY_SHA256);
}

/**
 * Hordes of the Things 2.5, from its crib sheet (seed 001): not a copy of hott2 but hott2's
 * rows with the overlay hott25.yaml applied (RULINGS.md), under a name of its own. A user's
 * overlay may take `base: hott25` as well.
 */
export const hott25: RuleSystem = overlaySystem(hott2, shippedOverlay(), { id: META.id, title: META.title, seedFile: META.seedFile });
