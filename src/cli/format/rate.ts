import { BATTLE } from '../../core/battle-rules.js';

const SMALL = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 });
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const MILLIONS = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 });

/**
 * A rate as every line of the command line prints it, in the unit of the work: two
 * significant figures under 100 (so a slow rate is never written 0), whole numbers under
 * 100,000, then millions to three figures. `perSecond` is positive; a rate not measured is
 * not printed.
 *
 * @example
 * rate(0.314, 'types'); // => '0.31 types/s'
 * rate(37.4, 'battles'); // => '37 battles/s'
 * rate(1234.5, 'battles'); // => '1,235 battles/s'
 * rate(122_240, 'trials'); // => '0.122M trials/s'
 * rate(19_612_345, 'trials'); // => '19.6M trials/s'
 */
export function rate(perSecond: number, unit: string): string {
  if (perSecond >= 99_999.5) return `${MILLIONS.format(perSecond / 1e6)}M ${unit}/s`;
  return `${(perSecond >= 100 ? WHOLE : SMALL).format(perSecond)} ${unit}/s`;
}

/**
 * What one Monte Carlo trial is, as a person counts the work: a battle, an engagement (melee
 * rounds to the end), else a trial (one roll of the combat, or several kinds of work at once).
 *
 * @example
 * workUnit(['battle', 'battle']); // => 'battles'
 * workUnit(['engagement', 'melee']); // => 'trials'
 */
export function workUnit(combats: Iterable<string>): 'battles' | 'engagements' | 'trials' {
  const kinds = new Set(combats);
  if (kinds.size !== 1) return 'trials';
  if (kinds.has(BATTLE)) return 'battles';
  return kinds.has('engagement') ? 'engagements' : 'trials';
}
