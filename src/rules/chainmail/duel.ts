import { twoDiceAtLeast } from './checks.js';
import {
  DUEL_RULES, HORSE_WEAPONS, blowsPerRound, meleeValue, weaponById, type ManArmor, type Mount, type WeaponId,
} from './duel-table.js';
import { COVER, missileValue, type Cover, type MissileWeaponId, type RangeBand } from './individual-missile-table.js';
import type { ArmorId } from './duel-table.js';

/** Four classes lower strikes twice, eight lower three times (003:690); the same gaps set the parry cases (003:687-688). */
const TWICE = DUEL_RULES.blows[1].lower;
const THRICE = DUEL_RULES.blows[0].lower;

/**
 * Man-to-man melee (003:650-690) between two men, exactly: each blow kills when two dice plus
 * modifiers reach the melee table's value (003:1129), and a round is a fixed sequence of
 * blows that stops at the first kill ("The man striking the first blow receives a return blow
 * only if he fails to kill his opponent", 003:654). Which sequence a round has is decided by
 * the blow order (C38), the blows a class difference gives (003:690), the horse (C40) and,
 * as an option, a parry (C41). Rulings are in RULINGS-duel.draft.md.
 */

/** One of the two men: the attacker closes (the "attacker" of 003:658), the defender is closed with. */
export type Side = 'attacker' | 'defender';

/** A man: his weapon, armour, horse, and the states of 003:662, 003:959 and 003:1131. */
export interface Fighter {
  weapon: WeaponId;
  armor: ManArmor;
  /** On foot (the default) or on a light, medium or heavy horse (003:674-679). */
  mount?: Mount;
  /** Magic armour: -3 on every attack roll against him (003:959, C39). */
  magicArmor?: boolean;
  /** Fighting from above: castle wall, rampart (003:662, 003:670, C38). */
  fromAbove?: boolean;
  /** Dismounted and prone: a starred cell against him needs 7 (003:1131, C37). */
  prone?: boolean;
}

export interface DuelOptions {
  /** Where the attacker comes from: the front (default), the left flank (003:672) or the rear (003:672, 681). */
  approach?: 'front' | 'left-flank' | 'rear';
  /** A charge: an attacker's pike, spear or lance then strikes first over lower weapons (003:688). */
  charge?: boolean;
  /** Whether a man who may parry ever does (C41); default 'never'. */
  parry?: 'never' | 'when-allowed';
  /** The horse's own blows against a footman (C40); default 'from-round-2'. */
  horse?: 'from-round-2' | 'round-2-only' | 'off';
  /** Weapon classes 1-13 in row order (C35, default) or the printed numbers, hand axe mended to 2. */
  classes?: 'ruled' | 'printed';
  /** Rounds fought at most; what is left is `unresolved` (default 50). */
  maxRounds?: number;
}

/** One blow of a round, worked out: who strikes it with what, and what it does. */
export interface Blow {
  striker: Side;
  weapon: WeaponId;
  /** A blow of the striker's horse (003:675), not of the man. */
  horse: boolean;
  /** The table value, 7 against a prone man in a starred cell. */
  value: number;
  /** Everything added to the two dice but the parry: horse, rear, magic armour (C39). */
  modifier: number;
  /** Subtracted by the struck man's parry (0 when he does not parry). */
  parry: number;
  /** P(this blow kills), if it is struck. */
  kill: number;
  /** P(this blow breaks the parrying man's weapon): the roll equals the unparried value (003:687-688). */
  breaks: number;
}

/** What a round does, given both men stand and are armed when it starts. */
export interface RoundLaw {
  round: number;
  /** The side whose blow comes first. */
  first: Side;
  /** The side that parries this round, or null. */
  parrier: Side | null;
  blows: Blow[];
  attackerKills: number;
  defenderKills: number;
  /** The attacker's weapon broken by a parried blow (C41: the duel ends there). */
  attackerDisarmed: number;
  defenderDisarmed: number;
  /** Both stand and are armed at the end of the round. */
  neither: number;
}

/** The whole fight: the law of each round, P(reaching it), and the totals. */
export interface DuelLaw {
  rounds: (RoundLaw & { reached: number })[];
  attackerKills: number;
  defenderKills: number;
  attackerDisarmed: number;
  defenderDisarmed: number;
  /** Both stand and are armed after `maxRounds` rounds. */
  unresolved: number;
}

// ---- dice -----------------------------------------------------------------------------

/** Ways two dice make each total 2..12, out of 36. */
const WAYS = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

/** P(2d6 = total). */
function twoDiceExactly(total: number): number {
  return (WAYS[total] ?? 0) / 36;
}

// ---- the men --------------------------------------------------------------------------

interface Setting {
  attacker: Fighter;
  defender: Fighter;
  approach: 'front' | 'left-flank' | 'rear';
  charge: boolean;
  parry: 'never' | 'when-allowed';
  horse: 'from-round-2' | 'round-2-only' | 'off';
  classes: 'ruled' | 'printed';
  maxRounds: number;
}

const other = (side: Side): Side => (side === 'attacker' ? 'defender' : 'attacker');
const man = (s: Setting, side: Side): Fighter => (side === 'attacker' ? s.attacker : s.defender);
const mounted = (f: Fighter): boolean => (f.mount ?? 'none') !== 'none';

function classOf(s: Setting, side: Side): number {
  const w = weaponById(man(s, side).weapon);
  return s.classes === 'printed' ? w.printedClass : w.class;
}

/** Whether exactly this side fights from above: both above is level ground again (C38). */
function aloneAbove(s: Setting, side: Side): boolean {
  return (man(s, side).fromAbove ?? false) && !(man(s, other(side)).fromAbove ?? false);
}

// ---- blow order (003:656-672, 688; C38) -----------------------------------------------

/**
 * Who strikes first in `round`. Round 1: the attacker, unless the defender's weapon is
 * two classes higher or he is above (003:656-662), or his weapon is four or more classes lower
 * (003:687-688); the rear, the left flank, a charging pike, spear or lance and height fix the
 * order. Later rounds: the previous first striker, unless the other's weapon is two classes
 * lower or he is above (003:664-670); round 2 after a rear attack is the attacker's (003:672).
 */
function firstStriker(s: Setting, round: number, previous: Side | null): Side {
  const gap = classOf(s, 'defender') - classOf(s, 'attacker');
  if (round === 1) {
    if (s.approach !== 'front') return 'attacker';
    if (s.charge && weaponById(s.attacker.weapon).charges && gap < 0) return 'attacker';
    for (const side of ['defender', 'attacker'] as const) if (aloneAbove(s, side)) return side;
    if (gap >= DUEL_RULES.firstBlowHigher.classes) return 'defender';
    if (gap <= -TWICE) return 'defender';
    return 'attacker';
  }
  if (round === 2 && s.approach === 'rear') return 'attacker';
  for (const side of ['defender', 'attacker'] as const) if (aloneAbove(s, side)) return side;
  const held = previous ?? 'attacker';
  const challenger = other(held);
  if (classOf(s, held) - classOf(s, challenger) >= DUEL_RULES.firstBlowLower.classes) return challenger;
  return held;
}

// ---- a round's blows ------------------------------------------------------------------

/** A blow before its chances: who, with the horse or not, the parry against it. */
interface BlowPlan {
  striker: Side;
  horse: boolean;
  parry: number;
  breaks: boolean;
}

const strikes = (striker: Side, count: number): BlowPlan[] => Array.from({ length: Math.max(0, count) }, () => ({ striker, horse: false, parry: 0, breaks: false }));

/** The two ways a round can go: both strike, or the one who may parries (C41). */
type Choice = 'strike' | 'parry';

/**
 * The blows of a round in order, for a choice. `parrier` is who may parry this round, or null.
 * A parry replaces one of the parrier's blows (C41): with one blow (003:683-686) he parries
 * at -2 instead of returning a blow; four to seven classes lower (003:687) he parries at -2
 * instead of striking first and has one counter blow; eight or more lower (003:688) he strikes
 * once, parries at -1 instead of his second blow, and strikes his third.
 */
function roundPlan(s: Setting, round: number, previous: Side | null, choice: Choice): { first: Side; parrier: Side | null; blows: BlowPlan[] } {
  const first = firstStriker(s, round, previous);
  const second = other(first);
  const count = (side: Side): number => blowsPerRound(classOf(s, side), classOf(s, other(side)));
  if (round === 1 && s.approach === 'rear') return { first, parrier: null, blows: strikes('attacker', count('attacker')) };

  const lower: Side = classOf(s, 'attacker') <= classOf(s, 'defender') ? 'attacker' : 'defender';
  const higher = other(lower);
  const gap = classOf(s, higher) - classOf(s, lower);
  let parrier: Side | null = null;
  let blows: BlowPlan[];
  if (gap >= TWICE) {
    // 003:687-688: only the lower weapon may parry; the higher one cannot (003:682).
    parrier = lower;
    const n = count(lower);
    if (choice === 'strike') blows = [...strikes(first, count(first)), ...strikes(second, count(second))];
    else if (gap >= THRICE) {
      const parried: BlowPlan = { striker: higher, horse: false, parry: DUEL_RULES.parry.minusEightLower, breaks: true };
      blows = first === lower ? [...strikes(lower, 1), parried, ...strikes(lower, n - 2)] : [parried, ...strikes(lower, n - 1)];
    } else blows = [{ striker: higher, horse: false, parry: DUEL_RULES.parry.minus, breaks: true }, ...strikes(lower, n - 1)];
  } else {
    // 003:682-686: the man striking second may parry unless his weapon is two or more classes higher.
    if (classOf(s, second) - classOf(s, first) < DUEL_RULES.parry.noParryAbove) parrier = second;
    blows = choice === 'parry' && parrier !== null
      ? [{ striker: first, horse: false, parry: DUEL_RULES.parry.minus, breaks: false }]
      : [...strikes(first, count(first)), ...strikes(second, count(second))];
  }
  return { first: blows[0]?.striker ?? first, parrier, blows: withHorses(s, round, blows) };
}

/** Whether `side`'s horse strikes in `round`: from round 2, at a footman only (003:675, C40). */
function horseStrikes(s: Setting, round: number, side: Side): boolean {
  if (s.horse === 'off' || round < 2 || (s.horse === 'round-2-only' && round !== 2)) return false;
  return mounted(man(s, side)) && !mounted(man(s, other(side)));
}

/** The horse's blows follow its rider's last blow of the round, or end the round (C40). */
function withHorses(s: Setting, round: number, blows: BlowPlan[]): BlowPlan[] {
  let out = [...blows];
  for (const side of ['attacker', 'defender'] as const) {
    if (!horseStrikes(s, round, side)) continue;
    const mount = man(s, side).mount;
    if (mount === undefined || mount === 'none') continue;
    const kicks = Array.from({ length: HORSE_WEAPONS[mount].blows }, (): BlowPlan => ({ striker: side, horse: true, parry: 0, breaks: false }));
    const last = out.map((b) => b.striker === side && !b.horse).lastIndexOf(true);
    out = last < 0 ? [...out, ...kicks] : [...out.slice(0, last + 1), ...kicks, ...out.slice(last + 1)];
  }
  return out;
}

/** Everything added to a rider's two dice against the other man (003:674, 681, 959; C39). */
function riderModifier(s: Setting, round: number, striker: Side): number {
  const own = man(s, striker);
  const target = man(s, other(striker));
  let modifier = 0;
  if (mounted(own) && !mounted(target)) modifier += round === 1 ? DUEL_RULES.mounted.riderFirstRound : DUEL_RULES.mounted.rider;
  if (!mounted(own) && mounted(target)) modifier += DUEL_RULES.mounted.footman;
  if (round === 1 && s.approach === 'rear' && striker === 'attacker') modifier += DUEL_RULES.rear.attacker;
  if (target.magicArmor) modifier -= DUEL_RULES.magicArmor.minus;
  return modifier;
}

/** A planned blow's value and chances. */
function workBlow(s: Setting, round: number, plan: BlowPlan): Blow {
  const target = man(s, other(plan.striker));
  const prone = { prone: target.prone ?? false };
  const mount = man(s, plan.striker).mount ?? 'none';
  const weapon = plan.horse && mount !== 'none' ? HORSE_WEAPONS[mount].weapon : man(s, plan.striker).weapon;
  const value = meleeValue(weapon, target.armor, prone);
  const modifier = plan.horse ? (target.magicArmor ? -DUEL_RULES.magicArmor.minus : 0) : riderModifier(s, round, plan.striker);
  const kill = twoDiceAtLeast(value - modifier + plan.parry);
  // The weapon breaks when the roll "equals the original requirement" but the parry saved him.
  const breaks = plan.breaks && plan.parry > 0 ? twoDiceExactly(value - modifier) : 0;
  return { striker: plan.striker, weapon, horse: plan.horse, value, modifier, parry: plan.parry, kill, breaks };
}

/** The law of a round of blows struck in order until one kills or breaks a weapon. */
function roundLaw(s: Setting, round: number, previous: Side | null, choice: Choice): RoundLaw {
  const plan = roundPlan(s, round, previous, choice);
  const blows = plan.blows.map((b) => workBlow(s, round, b));
  const law = { attackerKills: 0, defenderKills: 0, attackerDisarmed: 0, defenderDisarmed: 0 };
  let going = 1;
  for (const b of blows) {
    if (b.striker === 'attacker') law.attackerKills += going * b.kill;
    else law.defenderKills += going * b.kill;
    if (b.striker === 'attacker') law.defenderDisarmed += going * b.breaks;
    else law.attackerDisarmed += going * b.breaks;
    going *= 1 - b.kill - b.breaks;
  }
  return { round, first: plan.first, parrier: choice === 'parry' ? plan.parrier : null, blows, ...law, neither: going };
}

// ---- the fight ------------------------------------------------------------------------

type Totals = Omit<DuelLaw, 'rounds'>;
const END: Totals = { attackerKills: 0, defenderKills: 0, attackerDisarmed: 0, defenderDisarmed: 0, unresolved: 1 };

/** This round's law followed, if both stand, by the rest of the fight. */
function chain(law: RoundLaw, rest: Totals): Totals {
  return {
    attackerKills: law.attackerKills + law.neither * rest.attackerKills,
    defenderKills: law.defenderKills + law.neither * rest.defenderKills,
    attackerDisarmed: law.attackerDisarmed + law.neither * rest.attackerDisarmed,
    defenderDisarmed: law.defenderDisarmed + law.neither * rest.defenderDisarmed,
    unresolved: law.neither * rest.unresolved,
  };
}

/**
 * The round each state plays and the rest of the fight from it, by backward induction: the man
 * who may parry does so only when it lowers his chance of being killed in the whole fight
 * (C41). A state is the round and who struck first in the round before.
 */
function solve(s: Setting): (round: number, previous: Side | null) => { law: RoundLaw; totals: Totals } {
  const memo = new Map<string, { law: RoundLaw; totals: Totals }>();
  const play = (round: number, previous: Side | null): { law: RoundLaw; totals: Totals } => {
    const key = `${round}:${previous ?? '-'}`;
    const known = memo.get(key);
    if (known) return known;
    const rest = (law: RoundLaw): Totals => (round >= s.maxRounds ? END : play(round + 1, law.first).totals);
    const strike = roundLaw(s, round, previous, 'strike');
    let best = { law: strike, totals: chain(strike, rest(strike)) };
    const parrier = roundPlan(s, round, previous, 'parry').parrier;
    if (s.parry === 'when-allowed' && parrier !== null) {
      const parry = roundLaw(s, round, previous, 'parry');
      const parried = chain(parry, rest(parry));
      const dies = (t: Totals): number => (parrier === 'attacker' ? t.defenderKills : t.attackerKills);
      if (dies(parried) < dies(best.totals) - 1e-12) best = { law: parry, totals: parried };
    }
    memo.set(key, best);
    return best;
  };
  return play;
}

function setting(attacker: Fighter, defender: Fighter, options: DuelOptions): Setting {
  for (const f of [attacker, defender]) {
    if (weaponById(f.weapon).mountedOnly && !mounted(f)) throw new Error(`${f.weapon} is a mounted weapon (003:1126)`);
  }
  const maxRounds = options.maxRounds ?? 50;
  if (!Number.isInteger(maxRounds) || maxRounds < 1) throw new Error(`maxRounds must be a positive integer, not ${maxRounds}`);
  return {
    attacker, defender, maxRounds,
    approach: options.approach ?? 'front',
    charge: options.charge ?? false,
    parry: options.parry ?? 'never',
    horse: options.horse ?? 'from-round-2',
    classes: options.classes ?? 'ruled',
  };
}

/**
 * The exact law of a man-to-man melee fought until one man is killed or disarmed, or
 * `maxRounds` rounds pass: each round's law given it is reached, P(reaching it), and totals.
 *
 * @example
 * const law = duel({ weapon: 'sword', armor: 'none' }, { weapon: 'sword', armor: 'none' });
 * law.rounds[0]?.attackerKills; // => 21/36: the attacker strikes first and needs 7
 * law.rounds[0]?.defenderKills; // => (15/36) * (21/36): the return blow
 */
export function duel(attacker: Fighter, defender: Fighter, options: DuelOptions = {}): DuelLaw {
  const s = setting(attacker, defender, options);
  const play = solve(s);
  const rounds: DuelLaw['rounds'] = [];
  let reached = 1;
  let previous: Side | null = null;
  for (let round = 1; round <= s.maxRounds && reached > 0; round++) {
    const { law } = play(round, previous);
    rounds.push({ ...law, reached });
    reached *= law.neither;
    previous = law.first;
  }
  const sum = (key: keyof Omit<RoundLaw, 'round' | 'first' | 'parrier' | 'blows' | 'neither'>): number => rounds.reduce((t, r) => t + r.reached * r[key], 0);
  return {
    rounds,
    attackerKills: sum('attackerKills'),
    defenderKills: sum('defenderKills'),
    attackerDisarmed: sum('attackerDisarmed'),
    defenderDisarmed: sum('defenderDisarmed'),
    unresolved: reached,
  };
}

/**
 * One individual missile shot's chance to kill (003:1133-1145): two dice, less cover, at or
 * above the table's value; nothing where the table prints "/". Cover is 'soft' (1), 'hard'
 * (2) or any number to subtract (C43).
 *
 * @example
 * individualShot('longbow', 'none', 'close'); // => 30/36: 5 or better
 * individualShot('longbow', 'none', 'close', 'hard'); // => 21/36: 7 or better
 */
export function individualShot(weapon: MissileWeaponId, armor: ArmorId, band: RangeBand, cover: Cover = 'none'): number {
  const value = missileValue(weapon, armor, band);
  if (value === null) return 0;
  const minus = typeof cover === 'number' ? cover : COVER[cover];
  return twoDiceAtLeast(value + minus);
}
