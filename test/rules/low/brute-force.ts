/**
 * One LOW melee round worked out the slow, obvious way, independently of src/rules/low:
 * every die of every figure rolled through all 6^n outcomes, each side sorted, pairs
 * compared (R6, R7), then the casualties picked by trying every set of figures (R8, R9).
 * Figures are written out by hand in each test, not read from the troop rows.
 */

export interface Fig {
  /** Melee dice this figure rolls in this fight (bonus dice included). */
  readonly dice: number;
  /** What each d6 face counts as (index face - 1). */
  readonly faces?: readonly number[];
  readonly kills: number;
  readonly cost: number;
}

export type Aim = 'most' | 'fewest' | 'cheapest-first';

const PLAIN = [1, 2, 3, 4, 5, 6];

/**
 * Figures removed by `k` kills: a maximal set, the best for `aim` (ties: the first set found,
 * lowest bits first; tied sets agree on count and cost). `set` has bit i for figure i removed.
 */
export function bruteCasualties(figs: readonly Fig[], k: number, aim: Aim): { figures: number; cost: number; set: number } {
  if (aim === 'cheapest-first') {
    const order = figs.map((f, i) => ({ ...f, i })).sort((x, y) => x.cost - y.cost || x.kills - y.kills || x.i - y.i);
    let left = k;
    let figures = 0;
    let cost = 0;
    let set = 0;
    for (const f of order) {
      if (f.kills <= left) {
        left -= f.kills;
        figures++;
        cost += f.cost;
        set |= 1 << f.i;
      }
    }
    return { figures, cost, set };
  }
  let best: { figures: number; cost: number; set: number } | null = null;
  for (let set = 0; set < 1 << figs.length; set++) {
    let used = 0;
    let cost = 0;
    let figures = 0;
    figs.forEach((f, i) => {
      if ((set >> i) & 1) {
        used += f.kills;
        cost += f.cost;
        figures++;
      }
    });
    if (used > k) continue;
    const maximal = figs.every((f, i) => (set >> i) & 1 || f.kills > k - used);
    if (!maximal) continue;
    const better =
      best === null ||
      (aim === 'most' ? cost > best.cost || (cost === best.cost && figures > best.figures) : cost < best.cost || (cost === best.cost && figures < best.figures));
    if (better) best = { figures, cost, set };
  }
  if (!best) throw new Error('no maximal set');
  return best;
}

export interface BruteRound {
  /** Counts out of 6^dice, keyed `attacker figures lost,defender figures lost`. */
  readonly figures: Map<string, number>;
  /** Counts keyed by points lost, per side. */
  readonly attackerCost: Map<number, number>;
  readonly defenderCost: Map<number, number>;
  readonly outcomes: number;
}

/**
 * Every dice outcome of one round. `six`: 'pair' (a 6-6 pair kills an attacker, R7),
 * 'extra' (every paired defender 6 kills one more attacker), 'none'.
 */
export function bruteRound(attacker: readonly Fig[], defender: readonly Fig[], six: 'pair' | 'extra', aims: { attacker: Aim; defender: Aim }): BruteRound {
  const { kills, outcomes } = bruteKills(attacker, defender, six);
  const figures = new Map<string, number>();
  const attackerCost = new Map<number, number>();
  const defenderCost = new Map<number, number>();
  for (const [key, count] of kills) {
    const [kA, kD] = key.split(',').map(Number) as [number, number];
    const lostA = bruteCasualties(attacker, kA, aims.attacker);
    const lostD = bruteCasualties(defender, kD, aims.defender);
    const fk = `${lostA.figures},${lostD.figures}`;
    figures.set(fk, (figures.get(fk) ?? 0) + count);
    attackerCost.set(lostA.cost, (attackerCost.get(lostA.cost) ?? 0) + count);
    defenderCost.set(lostD.cost, (defenderCost.get(lostD.cost) ?? 0) + count);
  }
  return { figures, attackerCost, defenderCost, outcomes };
}

/** Sort a few dice high to low in place (insertion sort: no allocation, fast on a handful). */
export function sortHighToLow(dice: { length: number; [i: number]: number }): void {
  for (let i = 1; i < dice.length; i++) {
    const v = dice[i] as number;
    let j = i - 1;
    for (; j >= 0 && (dice[j] as number) < v; j--) dice[j + 1] = dice[j] as number;
    dice[j + 1] = v;
  }
}

/** Counts of (kills on the attacker's side, kills on the defender's) over all 6^dice outcomes, keyed `kA,kD`. */
export function bruteKills(attacker: readonly Fig[], defender: readonly Fig[], six: 'pair' | 'extra'): { kills: Map<string, number>; outcomes: number } {
  const dieFaces = (figs: readonly Fig[]): (readonly number[])[] => figs.flatMap((f) => Array.from({ length: f.dice }, () => f.faces ?? PLAIN));
  const aDice = dieFaces(attacker);
  const dDice = dieFaces(defender);
  const all = [...aDice, ...dDice];
  // Counted by kA * STRIDE + kD while enumerating (plain arrays, an odometer over the dice,
  // insertion sorts), turned into `kA,kD` keys at the end: the same enumeration, faster.
  const STRIDE = 1024;
  const counts = new Map<number, number>();
  const faces = new Array<number>(all.length).fill(0);
  const a = new Array<number>(aDice.length).fill(0);
  const d = new Array<number>(dDice.length).fill(0);
  const pairs = Math.min(a.length, d.length);
  const outcomes = 6 ** all.length;
  for (let n = 0; n < outcomes; n++) {
    for (let i = 0; i < a.length; i++) a[i] = (all[i] as readonly number[])[faces[i] as number] as number;
    for (let i = 0; i < d.length; i++) d[i] = (all[a.length + i] as readonly number[])[faces[a.length + i] as number] as number;
    sortHighToLow(a);
    sortHighToLow(d);
    let kA = 0;
    let kD = 0;
    for (let i = 0; i < pairs; i++) {
      const ai = a[i] as number;
      const di = d[i] as number;
      if (ai > di) kD++;
      else if (di > ai || (ai === 6 && six === 'pair')) kA++;
      if (di === 6 && six === 'extra') kA++;
    }
    const key = kA * STRIDE + kD;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    // Next outcome: die 0 turns fastest, as n's base-6 digits.
    for (let i = 0; i < faces.length; i++) {
      if (faces[i] !== 5) {
        faces[i] = (faces[i] as number) + 1;
        break;
      }
      faces[i] = 0;
    }
  }
  const kills = new Map<string, number>();
  for (const [key, count] of counts) kills.set(`${Math.floor(key / STRIDE)},${key % STRIDE}`, count);
  return { kills, outcomes };
}

/**
 * P(the attacker's side holds the field) in an engagement of alternating roles (R25), by a
 * Markov chain over which figures stand, each round's law enumerated die by die.
 */
export function bruteEngagement(attacker: readonly Fig[], defender: readonly Fig[], cap: number): { attackerWins: number; defenderWins: number; meanRounds: number } {
  const sides = [attacker, defender] as const;
  let mass = new Map<string, number>([[`${(1 << attacker.length) - 1},${(1 << defender.length) - 1},0`, 1]]);
  let attackerWins = 0;
  let defenderWins = 0;
  let meanRounds = 0;
  const pick = (figs: readonly Fig[], set: number): Fig[] => figs.filter((_, i) => (set >> i) & 1);
  /** Standing set after removing `removed` (bits over the standing figures' own indices). */
  const remove = (set: number, removed: number): number => {
    let out = 0;
    let j = 0;
    for (let i = 0; i < 30; i++) {
      if (!((set >> i) & 1)) continue;
      if (!((removed >> j) & 1)) out |= 1 << i;
      j++;
    }
    return out;
  };
  const laws = new Map<string, ReturnType<typeof bruteKills>>();
  for (let t = 0; t < cap && mass.size > 0; t++) {
    const next = new Map<string, number>();
    for (const [key, m] of mass) {
      const [setA, setD, role] = key.split(',').map(Number) as [number, number, number];
      const sets = [setA, setD];
      const atk = pick(sides[role] as readonly Fig[], sets[role] as number);
      const def = pick(sides[1 - role] as readonly Fig[], sets[1 - role] as number);
      const law = laws.get(key) ?? bruteKills(atk, def, 'pair');
      laws.set(key, law);
      const { kills, outcomes } = law;
      for (const [k, count] of kills) {
        const [kA, kD] = k.split(',').map(Number) as [number, number];
        const after = [...sets];
        after[role] = remove(sets[role] as number, bruteCasualties(atk, kA, 'fewest').set);
        after[1 - role] = remove(sets[1 - role] as number, bruteCasualties(def, kD, 'most').set);
        const p = (m * count) / outcomes;
        if (after[0] === 0 || after[1] === 0) {
          if (after[1] === 0 && after[0] !== 0) attackerWins += p;
          if (after[0] === 0 && after[1] !== 0) defenderWins += p;
          meanRounds += p * (t + 1);
        } else {
          const nk = `${after[0]},${after[1]},${1 - role}`;
          next.set(nk, (next.get(nk) ?? 0) + p);
        }
      }
    }
    mass = next;
  }
  return { attackerWins, defenderWins, meanRounds };
}

/** A target figure in a volley: armed figures return fire with coloured dice, the rest resist with white ones. */
export interface Target extends Fig {
  readonly armed: boolean;
}

/** bruteCasualties(figs, k, aim) for any k, each k worked out once. */
function casualtiesByKills(figs: readonly Fig[], aim: Aim): (k: number) => ReturnType<typeof bruteCasualties> {
  const byKills = new Map<number, ReturnType<typeof bruteCasualties>>();
  return (k) => {
    let lost = byKills.get(k);
    if (!lost) byKills.set(k, (lost = bruteCasualties(figs, k, aim)));
    return lost;
  };
}

/**
 * Every outcome of one volley (R15): firers' dice against the targets' white and coloured
 * dice, target dice of equal value ordered white first (or coloured first); firer kills
 * chosen with `aims.firers`, each colour's kills among its own figures with `aims.targets`.
 * Counts keyed `firers lost,targets lost` and by points lost per side.
 */
export function bruteVolley(firers: readonly Fig[], targets: readonly Target[], whiteFirst: boolean, aims: { firers: Aim; targets: Aim }): BruteRound {
  const dice = [
    ...firers.flatMap((f) => Array.from({ length: f.dice }, () => ({ side: 0, colour: 0, faces: f.faces ?? PLAIN }))),
    ...targets.flatMap((t) => Array.from({ length: t.dice }, () => ({ side: 1, colour: t.armed ? 2 : 1, faces: t.faces ?? PLAIN }))),
  ];
  const white = targets.filter((t) => !t.armed);
  const coloured = targets.filter((t) => t.armed);
  const figures = new Map<string, number>();
  const attackerCost = new Map<number, number>();
  const defenderCost = new Map<number, number>();
  // bruteCasualties depends on the kills alone here: worked out once per count of kills.
  const firersLost = casualtiesByKills(firers, aims.firers);
  const whiteLost = casualtiesByKills(white, aims.targets);
  const colouredLost = casualtiesByKills(coloured, aims.targets);
  const outcomes = 6 ** dice.length;
  for (let n = 0; n < outcomes; n++) {
    let x = n;
    const f: number[] = [];
    const t: { v: number; colour: number }[] = [];
    for (const d of dice) {
      const v = d.faces[x % 6] as number;
      x = Math.floor(x / 6);
      if (d.side === 0) f.push(v);
      else t.push({ v, colour: d.colour });
    }
    f.sort((a, b) => b - a);
    t.sort((a, b) => b.v - a.v || (whiteFirst ? a.colour - b.colour : b.colour - a.colour));
    let kF = 0;
    let kW = 0;
    let kC = 0;
    for (let i = 0; i < Math.min(f.length, t.length); i++) {
      const a = f[i] as number;
      const { v, colour } = t[i] as { v: number; colour: number };
      if (a > v) {
        if (colour === 2) kC++;
        else kW++;
      } else if (colour === 2 && (v > a || v === 6)) kF++;
    }
    const lostF = firersLost(kF);
    const lostW = white.length > 0 ? whiteLost(kW) : { figures: 0, cost: 0, set: 0 };
    const lostC = coloured.length > 0 ? colouredLost(kC) : { figures: 0, cost: 0, set: 0 };
    const key = `${lostF.figures},${lostW.figures + lostC.figures}`;
    figures.set(key, (figures.get(key) ?? 0) + 1);
    attackerCost.set(lostF.cost, (attackerCost.get(lostF.cost) ?? 0) + 1);
    defenderCost.set(lostW.cost + lostC.cost, (defenderCost.get(lostW.cost + lostC.cost) ?? 0) + 1);
  }
  return { figures, attackerCost, defenderCost, outcomes };
}
