import { withOptionPatches } from '../../core/option-patches.js';
import { overlaySystem, shippedOverlaySpec, type OverlaySpec } from '../../core/overlay.js';
import { NO_PATCH } from '../../core/overlay-spec.js';
import { readSmallYaml } from '../../core/small-yaml.js';
import type { OptionDef, RuleSystem } from '../../core/system.js';
import { hott2 } from '../hott2/index.js';
import { META } from './meta.js';
import { OVERLAY_SHA256, OVERLAY_TEXT } from './overlay-text.js';

/** The shipped overlay (hott25.yaml, embedded; read by the small YAML reader, so the page carries no YAML package), checked as a user's is by test/rules/shipped-rows.test.ts, not at every start. */
function shippedOverlay(): OverlaySpec {
  return shippedOverlaySpec(hott2, readSmallYaml(OVERLAY_TEXT, 'hott25.yaml').raw as Record<string, unknown>, OVERLAY_SHA256);
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
              // In the factor schema's key order, as a checked row has them (test/rules/shipped-rows.test.ts).
              label: 'fighting an enemy in bad going', value: -2, combat: ['close'],
              self: [{ category: ['mounted', 'aerial'], fightsIntoBadGoing: true }], notOpponent: [{ fortress: true }], opponentGoing: ['bad'], group: 'line-53',
              words: '-2 In bad going (except for Shooters/Warband/Skirmishers/Beasts/Lurkers)OR if Mounted/Aerials fighting an enemy who is in bad going', line: 70, seed: '001',
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
