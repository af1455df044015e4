import { BOARD_STATUS } from '../battle/board.js';
import type { ShownBattle, ShownEffect, ShownFeature, ShownFight } from '../core/shown-battle.js';

/** The two armies' names, side 0 (army A, the attacker) first. */
export type ShownNames = readonly [string, string];

const FIGHT_WORDS: Readonly<Record<ShownFight['fight'], string>> = { close: 'close combat', shooting: 'shooting', bespell: 'bespelling' };
const EFFECT_WORDS: Readonly<Record<ShownEffect, string>> = { none: 'holds', recoil: 'recoils', flee: 'flees', destroyed: 'is destroyed', lost: 'is lost', captured: 'is captured', 'fled-off': 'flees off the battlefield', ensorcelled: 'is ensorcelled' };

/** An element as the account names it: its type and its army's letter, and `general` for a general's. */
export function elementWords(show: ShownBattle, i: number): string {
  const general = show.generals.includes(i) ? "general's " : '';
  return `${general}${show.name[i] ?? '?'} (${show.side[i] === 0 ? 'A' : 'B'})`;
}

/** One fight in words: 'close combat: Knights (A) v Warband (B), Warband (B) recoils'; 'shooting: Bows (A) aided by 2 more v Spears (B), no result'. */
function fightWords(show: ShownBattle, f: ShownFight): string {
  const results = ([[f.first, f.firstEffect], [f.second, f.secondEffect]] as const)
    .filter(([, effect]) => effect !== 'none')
    .map(([i, effect]) => `${elementWords(show, i)} ${EFFECT_WORDS[effect]}`);
  const aided = f.aided ? ` aided by ${f.aided} more` : '';
  return `${FIGHT_WORDS[f.fight]}: ${elementWords(show, f.first)}${aided} v ${elementWords(show, f.second)}, ${results.length > 0 ? results.join(', ') : 'no result'}`;
}

/** How the battle ended, in words. */
export function endingWords(show: ShownBattle, names: ShownNames): string {
  const { result, bound } = show.ending;
  if (result === 'draw') return `a draw after ${show.bounds.length} bounds`;
  return `${result === 'attacker-wins' ? names[0] : names[1]} win in bound ${bound}`;
}

/** The battle's account: its opening sentence, then per bound its line and a line for each fight. */
export interface ShownAccount {
  readonly head: string;
  /** The terrain laid, or null on open ground. */
  readonly terrain: string | null;
  readonly bounds: readonly { readonly line: string; readonly fights: readonly string[] }[];
}

/**
 * The battle's account: whose bound each was and its PIPs, what each side had lost by its end,
 * and every fight with its result. Names are plain text: each output escapes them.
 */
export function shownAccount(show: ShownBattle, names: ShownNames): ShownAccount {
  // A departed God counts lost until summoned again (002:695).
  const lost = (status: Uint8Array, side: number): number => status.reduce((n, s, i) => n + ((s === LOST || s === DEPARTED) && show.side[i] === side ? 1 : 0), 0);
  return {
    head: `Battle ${show.n.toLocaleString('en-US')} (seed ${show.seed}, drawn from its own stream): ${endingWords(show, names)}. A is ${names[0]}, B is ${names[1]}.`,
    terrain: show.home === null ? null : `terrain: ${show.home}: ${show.terrain.length === 0 ? 'no feature found room' : show.terrain.map(featureWords).join('; ')} (in base widths from A's left rear corner)`,
    bounds: show.bounds.map((b, k) => ({
      line: b.commandLost
        ? `bound ${b.bound}: ${b.active === 0 ? 'A' : 'B'}'s bound does not begin: a side whose general is lost and which has lost more elements loses its whole command (000:62); lost: A ${lost(b.status, 0)}, B ${lost(b.status, 1)}`
        : `bound ${b.bound}: ${b.active === 0 ? 'A' : 'B'}, ${b.pips} PIP${b.pips === 1 ? '' : 's'}; lost by its end: A ${lost(b.status, 0)}, B ${lost(b.status, 1)}`,
      fights: [...comings(show, (show.bounds[k - 1] ?? show.start).status, b.status), ...b.fights.map((f) => fightWords(show, f))],
    })),
  };
}

const { lost: LOST, held: HELD, departed: DEPARTED } = BOARD_STATUS;
/** Off the board to be summoned: held, or departed (a God that left on a 1). */
const offBoard = (s: number): boolean => s === HELD || s === DEPARTED;

/** Elements summoned onto the board in a bound, and Gods sent off it by a PIP score of 1 (F29, F31), in words. */
function comings(show: ShownBattle, before: Uint8Array, after: Uint8Array): string[] {
  return Array.from(after).flatMap((s, i) => {
    const was = before[i] ?? 0;
    if (offBoard(was) && !offBoard(s)) return [`summoned: ${elementWords(show, i)}`];
    if (!offBoard(was) && offBoard(s) && was !== LOST) return [`left the board, to be summoned again: ${elementWords(show, i)}`];
    return [];
  });
}

/** Board units in a base width (src/battle/board.ts UNITS_PER_BW; the shown battle's units). */
const PER_BW = 8;

/** A feature in words: 'Woods (bad going, cover) 3-6 across, 9-12 up'. */
function featureWords(f: ShownFeature): string {
  const bw = (v: number): string => String(Math.round((v / PER_BW) * 10) / 10);
  const gives = [f.water ? 'water' : `${f.going} going`, ...(f.cover ? ['cover'] : []), ...(f.hill ? ['a hill'] : [])].join(', ');
  return `${f.name} (${gives}) ${bw(f.x0)}-${bw(f.x1)} across, ${bw(f.y0)}-${bw(f.y1)} up`;
}

/** The account as text lines: the terrain, then a bound's fights indented under it. */
export function accountLines(account: ShownAccount): string[] {
  return [account.head, ...(account.terrain ? [account.terrain] : []), ...account.bounds.flatMap((b) => [b.line, ...b.fights.map((f) => `  ${f}`)])];
}
