import type { ExplanationSection } from '../../core/system.js';
import type { Policy } from './casualties.js';
import type { SubMelee } from './round.js';
import { costOf, diceAgainst, PLAIN_FACES, type TypeSpec } from './side.js';
import type { DefenderSixRule } from './sorted-melee.js';
import type { FaceMap } from './troops.js';

/** "1,1,3,3,5,5" for a face map other than plain. */
function facesText(faces: FaceMap): string | null {
  return faces.every((v, i) => v === PLAIN_FACES[i]) ? null : `rolls of 1-6 count as ${faces.join(',')}`;
}

/** One line per type of a side: figures, dice each (bonus dice included when they apply), faces, kills to fall. */
export function poolLines(label: string, types: readonly TypeSpec[], enemyBits: number, cover: boolean): string[] {
  return types.map((t) => {
    const dice = diceAgainst(t, enemyBits);
    const bonus = dice > t.meleeDice ? ` (${t.meleeDice} + ${dice - t.meleeDice} bonus, R11)` : '';
    const faces = facesText(t.meleeFaces);
    const why = faces ? `; ${faces}${t.row.conversion?.in.includes('melee') ? ' (R12, R13)' : ''}${cover ? ' (fortification, R16)' : ''}` : '';
    return `${label}: ${t.count} ${t.row.name}, ${dice} ${dice === 1 ? 'die' : 'dice'} each${bonus}${why}; ${t.killsNeeded} ${t.killsNeeded === 1 ? 'kill' : 'kills'} to fall, ${costOf(t.row)} ${costOf(t.row) === 1 ? 'point' : 'points'} each [004:${t.row.line}]`;
  });
}

const SIX: Readonly<Record<DefenderSixRule, string>> = {
  'six-six-pair': 'a 6-6 pair kills one attacker instead of locking (R7)',
  'defender-six-extra': 'every paired defender 6 kills one attacker on top of its pair (option defender-six-extra, R7)',
  none: 'every tie locks',
};

const POLICY: Readonly<Record<Policy, string>> = {
  'attacker-best': 'the attacker removes the defender\'s figures worth the most points and his own worth the fewest (R9, 004:398-400)',
  'cheapest-first': 'cheapest figures first on both sides (option policy=cheapest-first)',
  'owner-chooses': 'each side loses its own figures worth the fewest points (option policy=owner-chooses)',
};

/** The melee rules in force, as the explanation prints them. */
export function meleeRuleLines(six: DefenderSixRule, policy: Policy): string[] {
  return [
    'dice sorted high to low on each side and compared pair by pair; unmatched dice do nothing (R6, 004:387-389)',
    `the higher die kills one on the lower side; a tie locks the pair; ${SIX[six]} (004:391-396)`,
    `kills fall on whole figures within the round, kills that cannot complete a figure are lost (R8); ${POLICY[policy]}`,
  ];
}

/** How a round is split (R10), or nothing when it is one melee. */
export function splitLines(subs: readonly SubMelee[], attackerRole: string): string[] {
  if (subs.length <= 1) return [];
  const sizes = subs.map((s) => `${s.attacking.reduce((a, b) => a + b, 0)} v ${s.defending.reduce((a, b) => a + b, 0)}`);
  return [`more than 12 ${attackerRole}: ${subs.length} sub-melees of ${sizes.join(', ')} figures, dealt in the order the sides are written (R10, 004:380-383)`];
}

/** A 'lines' section, or none when empty. */
export function section(title: string, lines: readonly string[]): ExplanationSection[] {
  return lines.length > 0 ? [{ kind: 'lines', title, lines }] : [];
}
