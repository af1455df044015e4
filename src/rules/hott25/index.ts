import { parse } from 'yaml';
import { withOptionPatches } from '../../core/option-patches.js';
import { overlayFileSchema, overlaySpecOf, overlaySystem, type OverlaySpec } from '../../core/overlay.js';
import { NO_PATCH } from '../../core/overlay-spec.js';
import type { OptionDef, RuleSystem } from '../../core/system.js';
import { hott2 } from '../hott2/index.js';
import { META } from './meta.js';
import { OVERLAY_SHA256, OVERLAY_TEXT } from './overlay-text.js';

/** The shipped overlay (hott25.yaml, embedded), checked by the same schema as a user's. */
function shippedOverlay(): OverlaySpec {
  return overlaySpecOf(hott2, overlayFileSchema.parse(parse(OVERLAY_TEXT)), OVERLAY_SHA256);
}

/** hott25's own contested readings (RULINGS.md H7); hott2's options apply here as they do there. */
const OWN_OPTIONS: readonly OptionDef[] = [
  {
    key: 'beasts-bad-going',
    kind: 'choice',
    values: ['exempt', 'penalised'],
    default: 'exempt',
    description:
      'ruling H7: Beasts take no -2 for fighting an enemy in bad going, as HOTT 2e excepts them (exempt), or take it, as the crib sheet 001:70-72 names "Mounted/Aerials" without exception (penalised)',
    // The -2 for the rows hott2's "(except Beasts)" spares, cited to the crib sheet's line.
    patches: {
      penalised: {
        ...NO_PATCH,
        addRules: {
          factors: {
            'excepted-v-bad-going': {
              label: 'fighting an enemy in bad going', value: -2, combat: ['close'], opponentGoing: ['bad'],
              self: [{ category: ['mounted', 'aerial'], fightsIntoBadGoing: true }], notOpponent: [{ fortress: true }], group: 'line-53',
              words: '-2 In bad going (except for Shooters/Warband/Skirmishers/Beasts/Lurkers)OR if Mounted/Aerials fighting an enemy who is in bad going', seed: '001', line: 70,
            },
          },
        },
      },
    },
  },
];

/**
 * The variant with its own options beside hott2's: `withOptionPatches` is given only the own
 * ones, so it applies their patches over the overlaid system, whose hott2 wrapper applies
 * hott2's (each patch once).
 */
function withOwnOptions(system: RuleSystem): RuleSystem {
  const own = (s: RuleSystem): RuleSystem => ({ ...s, options: OWN_OPTIONS, withRows: (rows, tables) => own(s.withRows(rows, tables)) });
  return { ...withOptionPatches(own(system)), options: [...system.options, ...OWN_OPTIONS], withRows: (rows, tables) => withOwnOptions(system.withRows(rows, tables)) };
}

/**
 * Hordes of the Things 2.5, from its crib sheet (seed 001): not a copy of hott2 but hott2's
 * rows with the overlay hott25.yaml applied (RULINGS.md), under a name of its own, with the
 * options of hott2 and its own. A user's overlay may take `base: hott25` as well.
 */
export const hott25: RuleSystem = withOwnOptions(overlaySystem(hott2, shippedOverlay(), { id: META.id, title: META.title, seedFile: META.seedFile, source: META.source }));
