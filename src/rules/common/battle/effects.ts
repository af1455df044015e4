import { decode } from '../../../core/outcome-code.js';
import type { OutcomeAxis } from '../../../core/kernel.js';
import { BAND } from '../bands.js';

/**
 * What the line model does with one side's result of a single combat: the outcome ids of
 * hott2 and d3h2 (close combat, shooting, bespelling) folded into the moves the line makes.
 * Fled off the battlefield, ensorcelled and captured all take the element out of the battle
 * and count it lost (002:691-695); only "destroyed" takes a rear supporter with it (000:55).
 * Fled off the battlefield is its own code: on the board it is a flight off the board's edge,
 * which a God survives to be summoned again (000:67; src/battle/RULINGS.md F31); so is ensorcelled,
 * from which a Hero or Magician may be returned (F44).
 */
export const EFFECT = { none: 0, recoil: 1, flee: 2, destroyed: 3, lost: 4, fledOff: 5, ensorcelled: 6 } as const;

const BY_OUTCOME: Readonly<Record<string, number>> = {
  none: EFFECT.none,
  recoil: EFFECT.recoil,
  flee: EFFECT.flee,
  destroyed: EFFECT.destroyed,
  'flee-off': EFFECT.fledOff,
  ensorcelled: EFFECT.ensorcelled,
  captured: EFFECT.lost,
};

/**
 * One dice pair's result packed in an int the trial reads without allocating: the first
 * side's effect (bits 0-2), the second's (3-5), who won (6-7: 0 a tie, 1 the first side, 2
 * the second) and whether each die was a 1 (bits 8, 9: a Magician's raw die, 000:88, 002:657).
 */
export const packed = {
  first: (p: number): number => p & 7,
  second: (p: number): number => (p >> 3) & 7,
  winner: (p: number): number => (p >> 6) & 3,
  firstRolledOne: (p: number): boolean => (p & 256) !== 0,
};

/** Each dice pair's packed result, from a prepared single combat's joint codes (band x first x second). */
export function packGrid(axes: readonly OutcomeAxis[], grid: Int32Array): Int32Array {
  const first = axes[1]?.values ?? [];
  const second = axes[2]?.values ?? [];
  const out = new Int32Array(36);
  // A grid holds a few distinct codes: each is decoded once (the dice bits are added per pair).
  const byCode = new Map<number, number>();
  for (let i = 0; i < 36; i++) {
    const code = grid[i] ?? 0;
    let bits = byCode.get(code);
    if (bits === undefined) {
      const [band = BAND.tie, a = 0, d = 0] = decode(axes, code);
      const winner = band === BAND.attackerDoubles || band === BAND.attackerWins ? 1 : band === BAND.tie ? 0 : 2;
      bits = effectOf(first[a]) | (effectOf(second[d]) << 3) | (winner << 6);
      byCode.set(code, bits);
    }
    out[i] = bits | (i < 6 ? 256 : 0) | (i % 6 === 0 ? 512 : 0);
  }
  return out;
}

function effectOf(id: string | undefined): number {
  const e = BY_OUTCOME[id ?? ''];
  if (e === undefined) throw new Error(`internal: outcome '${String(id)}' has no battle effect`);
  return e;
}
