import type { Rng } from '../../core/kernel.js';
import { binomialTable, drawBinomial, type BinomialTable } from '../../rng/binomial-table.js';
import { cappedBinomial } from './melee-round.js';
import type { Troop } from './troop-row.js';

/**
 * What one side's killing dice take off the other, as the other's toughness reads them (C29):
 * each mass figure dies to a hit; a creature whose hits add up over rounds (an ogre's six, a
 * giant's twelve) loses hit points, `perHit` a hit; one whose hits must come in one round (a
 * hero's four) loses a figure for each `hits` in the round; an impervious one loses nothing.
 * Kills halved both ways (dwarves against trolls, ogres and giants, 003:764) divide by two.
 * A side's state counts units: figures, or figures x hits for cumulative toughness.
 */
export interface CasualtyRule {
  /** Nothing the dice do harms the side. */
  readonly none: boolean;
  /** Units a hit takes off. */
  readonly perHit: number;
  /** Hits (after `perHit`) that make one unit lost: a round's simultaneous hits, times 2 when halved. */
  readonly divisor: number;
}

export const EVERY_HIT_KILLS: CasualtyRule = { none: false, perHit: 1, divisor: 1 };

/** How a side's state counts: units per figure (a cumulative creature's hits), and so the units of `figures`. */
function unitsPerFigure(row: Troop): number {
  return row.toughness.mode === 'cumulative' ? row.toughness.hits : 1;
}

/** The figures alive at each count of units 0..figures x unitsPerFigure (a creature with any hit point left is alive). */
export function aliveAt(row: Troop, figures: number): Int32Array {
  const per = unitsPerFigure(row);
  const alive = new Int32Array(figures * per + 1);
  for (let u = 0; u < alive.length; u++) alive[u] = Math.ceil(u / per);
  return alive;
}

/**
 * How `striker`'s hits harm `target` (C29): the target's hits, or fewer for this striker
 * (`hitsBy`) or for magical weapons (`magicHits`, which also opens an impervious wraith).
 */
export function casualtyRule(target: Troop, striker: Troop, strikerMagic: boolean, missile = false): CasualtyRule {
  const t = target.toughness;
  if (missile && t.missileProof) return { none: true, perHit: 0, divisor: 1 };
  const magic = strikerMagic && t.magicHits !== null;
  if (t.mode === 'impervious' && !magic) return { none: true, perHit: 0, divisor: 1 };
  const hits = t.hitsBy.find((h) => h.troop === striker.id)?.hits ?? (magic ? (t.magicHits as number) : t.hits);
  const halved = striker.halfKillsWith.includes(target.id) || target.halfKillsWith.includes(striker.id) ? 2 : 1;
  if (t.mode === 'cumulative') {
    // Units are the target's own hits; a striker that needs fewer takes more a hit (an elf's on an ogre: two).
    const perHit = Math.floor(t.hits / hits);
    return { none: false, perHit, divisor: halved };
  }
  return { none: false, perHit: 1, divisor: hits * halved };
}

/** Units lost to `kills` hits, capped at the units there are. */
export function unitsLost(kills: number, cap: number, rule: CasualtyRule): number {
  if (rule.none) return 0;
  const lost = rule.divisor === 1 ? kills * rule.perHit : Math.floor((kills * rule.perHit) / rule.divisor);
  return lost < cap ? lost : cap;
}

/**
 * The law of units lost from `dice` dice killing on `faces` of six, capped at `cap`: index k
 * is P(k units lost).
 *
 * @example
 * lossLaw(4, 3, 1, { none: false, perHit: 1, divisor: 4 }); // a hero: dies only to four hits of four dice => [15/16, 1/16]
 */
export function lossLaw(dice: number, faces: number, cap: number, rule: CasualtyRule): Float64Array {
  if (rule.none) return Float64Array.of(1);
  if (rule.perHit === 1 && rule.divisor === 1) return cappedBinomial(dice, faces / 6, cap);
  const kills = cappedBinomial(dice, faces / 6, dice);
  const law = new Float64Array(cap + 1);
  kills.forEach((p, k) => {
    const at = unitsLost(k, cap, rule);
    law[at] = (law[at] as number) + p;
  });
  return law;
}

/** KILLS[f]: the shared table of kills by dice killing on f faces of six (1..5), made on first use. */
const KILLS: (BinomialTable | undefined)[] = [];
const draw = drawBinomial;

/**
 * Units lost to one roll of `dice` dice by Monte Carlo: the kills are one binomial draw, one
 * 32-bit word for up to 128 dice (binomial-table.ts), not a die at a time. Allocates nothing
 * once a side's kill chance has its table (the first roll at it).
 */
export function rollUnitsLost(rng: Rng, dice: number, faces: number, cap: number, rule: CasualtyRule): number {
  if (rule.none) return 0;
  let kills: number;
  if (faces <= 0 || dice === 0) kills = 0;
  else if (faces >= 6) kills = dice;
  else kills = draw(rng, KILLS[faces] ?? (KILLS[faces] = binomialTable(faces / 6)), dice);
  return unitsLost(kills, cap, rule);
}
