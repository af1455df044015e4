import type { BattleTerrain } from '../../core/battle-rules.js';
import type { FeatureKind, HomeTerrain } from '../../battle/layout.js';

/**
 * A system's terrain for battles on the board (src/battle/RULINGS.md F24): its features and
 * home terrains as its table gives them, less water along a side edge, which the board does not
 * lay yet (a waterway is dropped from every column, and a home terrain whose every compulsory
 * choice names one is not offered: D3H2's Littoral). Rivers are laid (F40).
 *
 * @example
 * battleTerrain(D3H2_TERRAIN_FEATURES, D3H2_HOME_TERRAIN, going, '002:82-178').homes.map((h) => h.id).includes('littoral'); // => false
 */
export function battleTerrain(features: readonly FeatureKind[], homes: readonly HomeTerrain[], going: BattleTerrain['going'], cite: string): BattleTerrain {
  const laid = features.filter((f) => f.lies !== 'side-edge');
  const ids = new Set(laid.map((f) => f.id));
  const keep = (list: readonly string[]): string[] => list.filter((id) => ids.has(id));
  const offered = homes
    .map((h) => ({
      ...h,
      compulsory: h.compulsory.filter((choice) => choice.every((c) => ids.has(c.feature))),
      linear: keep(h.linear),
      rough: keep(h.rough),
      bad: keep(h.bad),
      others: keep(h.others),
    }))
    .filter((h) => h.compulsory.length > 0);
  return { features: laid, homes: offered, going, cite };
}
