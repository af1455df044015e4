import { errors } from '../../core/errors.js';
import type { Matchup, Side } from '../../core/system.js';
import type { EngagementOptions, EngagementSituation, SideAids } from './engagement-spec.js';
import type { Troop } from './troop-row.js';

/** A Chainmail unit: figures of one troop type (003:390-400 speak of units, never of mixed ones). */
export interface Unit {
  readonly row: Troop;
  readonly figures: number;
}

/** The side's unit; a group of several types is refused in one sentence. */
export function unitOf(side: Side, byId: ReadonlyMap<string, Troop>, label: 'attacker' | 'defender'): Unit {
  const [entry, ...rest] = side.group;
  if (!entry || rest.length > 0) {
    throw errors.invalid(`${label} '${side.label}'`, 'a Chainmail unit is figures of one troop type: write e.g. 20*heavy-foot, or heavy-foot count=20');
  }
  const row = byId.get(entry.troop);
  if (!row) throw new Error(`internal: no chainmail row '${entry.troop}'`);
  return { row, figures: entry.count };
}

/**
 * Whether a side stands in close order: as its conditions say (`close-order`, `open-order`),
 * else as its row's `defaultOrder` (C45). Both said is refused in one sentence.
 */
export function inCloseOrder(row: Troop, conditions: Side['conditions'], label: 'attacker' | 'defender'): boolean {
  const [close, open] = [conditions['close-order'] === true, conditions['open-order'] === true];
  if (close && open) throw errors.invalid(`${label} conditions close-order and open-order`, 'a unit stands in one order: give one of them, or neither for its type\'s own');
  return close || (!open && row.defaultOrder === 'close');
}

/** How the attacker meets the defender, from the two units' rows and conditions. */
export function situationOf(a: Troop, attacker: Side['conditions'], d: Troop, defender: Side['conditions']): EngagementSituation {
  return {
    approach: attacker['approach'] as EngagementSituation['approach'],
    attackerCloseFormation: inCloseOrder(a, attacker, 'attacker'),
    defenderCloseOrder: inCloseOrder(d, defender, 'defender'),
    attackerCharging: attacker['charging'] === true,
    defenderCharging: defender['charging'] === true,
    attackerStanding: attacker['standing'] === true,
    defenderStanding: defender['standing'] === true,
    attackerFatigued: attacker['fatigued'] === true,
    defenderFatigued: defender['fatigued'] === true,
    attackerAids: aidsOf(attacker),
    defenderAids: aidsOf(defender),
  };
}

/** A side's leaders, magical swords and light, from its conditions (C32). */
export function aidsOf(conditions: Side['conditions']): SideAids {
  return {
    hero: conditions['with-hero'] === true,
    commander: conditions['with-commander'] === true,
    magic: conditions['magic-sword'] !== undefined && conditions['magic-sword'] !== 'none',
    fullLight: conditions['full-light'] === true,
  };
}

/** The readings an engagement takes, from the matchup's options. */
export function optionsOf(matchup: Matchup): EngagementOptions {
  return {
    doubling: matchup.options['doubling'] as EngagementOptions['doubling'],
    lossCheckAt: matchup.options['loss-check'] as EngagementOptions['lossCheckAt'],
    lossRemovalAt: matchup.options['loss-removal'] as EngagementOptions['lossRemovalAt'],
    roundCap: Number(matchup.options['round-cap']),
    extraDice: matchup.options['extra-dice'] as EngagementOptions['extraDice'],
    fatiguePenalty: matchup.options['fatigue-penalty'] as EngagementOptions['fatiguePenalty'],
    flankTopFoot: matchup.options['flank-armored-foot'] as EngagementOptions['flankTopFoot'],
    screen: matchup.options['pole-arm-screen'] as EngagementOptions['screen'],
    flankAttack: matchup.options['flank-attack'] as EngagementOptions['flankAttack'],
    lossSecond: matchup.options['loss-second'] as EngagementOptions['lossSecond'],
    lossFailure: matchup.options['loss-failure'] as EngagementOptions['lossFailure'],
  };
}
