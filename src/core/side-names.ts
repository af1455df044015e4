import type { MatchupResult } from './result.js';
import type { RuleSystem } from './system.js';

/** Each side's readable name. */
export interface SideNames {
  readonly attacker: string;
  readonly defender: string;
}

/**
 * A readable name per side of a result, from the system's troop names ("8 Infantry +
 * Champion"); "attacker X" and "defender X" when both are the same type. The CLI's table and
 * the explorer page both name sides with it.
 */
export function sideNames(system: Pick<RuleSystem, 'troops'>, result: Pick<MatchupResult, 'attacker' | 'defender'>): { attacker: string; defender: string } {
  const name = (side: MatchupResult['attacker']): string =>
    side.group.map((e) => `${e.count === 1 ? '' : `${e.count} `}${system.troops.find((t) => t.id === e.troop)?.name ?? e.troop}`).join(' + ');
  const a = name(result.attacker);
  const d = name(result.defender);
  return a === d ? { attacker: `attacker ${a}`, defender: `defender ${d}` } : { attacker: a, defender: d };
}

/**
 * A label with `{attacker}`/`{defender}` filled in with the side names, as every answer reads
 * one (the table, the text to copy, the explorer).
 *
 * @example
 * withSideNames('{attacker} win', { attacker: 'Knights', defender: 'Spears' }); // => 'Knights win'
 */
export function withSideNames(text: string, names: SideNames): string {
  return text.replaceAll('{attacker}', names.attacker).replaceAll('{defender}', names.defender);
}
