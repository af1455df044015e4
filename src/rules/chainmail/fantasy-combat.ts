import { twoDiceAtLeast } from './checks.js';
import { fantasyAttack } from './fantasy.js';
import { MAGIC_ARMOUR, TRUE_TROLL_KILLS, TRUE_TROLL_MAGIC } from './fantasy-rules.js';
import { fantasyValue } from './fantasy-table.js';
import type { Troop } from './troop-row.js';

/**
 * One fantastic creature's attack on another (the Fantasy Combat Table, 003:1233-1261; C27,
 * C31): the chance of no effect, of the defender falling back one move, and of its death,
 * with the words that say which table and modifiers gave them. Null where the attacker
 * cannot harm the defender on these tables, with the reason.
 */
export interface FantasyStrike {
  readonly law: { readonly noEffect: number; readonly fallBack: number; readonly killed: number } | null;
  readonly words: string;
}

/** What the attacker brings and the defender wears (conditions `magic-sword`, `magic-armor`). */
export interface FantasyAids {
  /** The attacker's magical sword: 0 none, 1, or a "Super Sword"'s 2 or 3 (003:955). */
  readonly sword: number;
  /** The defender wears magic armour: -1 on the attacker's dice (003:959). */
  readonly armour: boolean;
}

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** The dice modifiers, in words: "+1 magical sword, -1 magic armour". */
function modifierWords(parts: readonly [number, string][]): { total: number; words: string } {
  const used = parts.filter(([n]) => n !== 0);
  return { total: used.reduce((s, [n]) => s + n, 0), words: used.map(([n, w]) => `${signed(n)} ${w}`).join(', ') };
}

/** Two dice plus `modifier` at or above `score` kill; nothing else happens (the True Troll table, 003:869-881). */
function killAtLeast(score: number, modifier: number): FantasyStrike['law'] {
  const killed = twoDiceAtLeast(score, modifier);
  return { noEffect: 1 - killed, fallBack: 0, killed };
}

/**
 * `attacker`'s attack on `defender`.
 *
 * @example
 * fantasyStrike(troop('hero'), troop('hero'), { sword: 0, armour: false }).law; // => { noEffect: 15/36, fallBack: 6/36, killed: 15/36 }
 */
export function fantasyStrike(attacker: Troop, defender: Troop, aids: FantasyAids): FantasyStrike {
  const armour = aids.armour ? MAGIC_ARMOUR.fantasy : 0;
  if (defender.fantasy === null) return { law: null, words: `${defender.name} are not on the Fantasy Combat Table (003:1249-1261)` };
  if (defender.fantasyDefence === 'true-troll-table') {
    // A True Troll dies only on its own table (003:869-881; C31).
    const listed = attacker.fantasy === null ? undefined : TRUE_TROLL_KILLS.find((k) => k.attacker === attacker.fantasy);
    if (!listed && aids.sword === 0) return { law: null, words: `${attacker.name} cannot kill a True Troll: only hero-types, balrogs, elementals, giants and magical weapons can (003:869)` };
    const score = listed?.score ?? TRUE_TROLL_MAGIC.score;
    const m = modifierWords([[listed && aids.sword > 0 ? TRUE_TROLL_MAGIC.bonusForKillers : 0, 'magical weapon in a killer\'s hands (003:879-881)'], [armour, 'magic armour (003:959)'], [-attacker.magicLevel, 'lesser magic user (003:806)']]);
    return { law: killAtLeast(score, m.total), words: `True Troll table: kills on ${score} or better${m.words ? `, ${m.words}` : ''} (003:${listed?.line ?? TRUE_TROLL_MAGIC.line}; C31)` };
  }
  if (attacker.fantasy !== null) {
    const value = fantasyValue(attacker.fantasy, defender.fantasy);
    const m = modifierWords([[aids.sword, 'magical sword (003:955)'], [armour, 'magic armour (003:959)'], [-attacker.magicLevel, 'lesser magic user (003:806)']]);
    return { law: fantasyAttack(value, m.total), words: `Fantasy Combat Table ${attacker.fantasy} v ${defender.fantasy}: ${value}${m.words ? `, ${m.words}` : ''} (003:1235-1239, 1249-1261; C27, C31)` };
  }
  const score = attacker.magicFantasyScores.find((s) => s.defender === defender.fantasy);
  if (aids.sword === 0 || !score) {
    const whom = attacker.magicFantasyScores.map((s) => s.defender).join(', ');
    return {
      law: null,
      words: attacker.magicFantasyScores.length === 0
        ? `${attacker.name} do not fight on the Fantasy Combat Table (003:1249-1261)`
        : `${attacker.name} fight on the Fantasy Combat Table only with magical swords (condition magic-sword), and only against ${whom} (003:772-784, 955)`,
    };
  }
  const m = modifierWords([[armour, 'magic armour (003:959)']]);
  return { law: fantasyAttack(score.score, m.total), words: `${attacker.name} with magical weapons v ${defender.fantasy}: score ${score.score}${m.words ? `, ${m.words}` : ''} (003:${score.line}; C31)` };
}
