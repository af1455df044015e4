import type { Matchup } from '../../core/system.js';

/**
 * Conditions given that do nothing in this kind of combat, as notes for stderr: accepted,
 * never fatal (docs/cli.md, "Conditions").
 */
export function situationNotes(matchup: Matchup): string[] {
  const notes: string[] = [];
  const kind = matchup.combat;
  const melee = kind === 'melee' || kind === 'engagement';
  const both = [
    ['attacker', matchup.attacker.conditions],
    ['defender', matchup.defender.conditions],
  ] as const;
  for (const [label, c] of both) {
    if (kind !== 'shot' && (c['knocked-over'] === true || c['not-first'] === true)) notes.push(`${label} knocked-over and not-first apply to --combat shot only`);
    if (kind !== 'engagement' && c['isolated'] === true) notes.push(`${label} isolated applies to --combat engagement only (surrender, R25)`);
    const fortified = c['cover'] === 'wooden-fortification' || c['cover'] === 'stone-fortification';
    if (Number(c['wall'] ?? 0) > 0 && !fortified) notes.push(`${label} wall has no effect without cover=wooden-fortification or stone-fortification (R28)`);
    if (melee && c['cover'] === 'woods') notes.push(`${label} cover=woods has no effect in melee: woods protect against missile fire only (R16)`);
    if (kind === 'shot' && c['cover'] !== 'none') notes.push(`${label} cover has no effect on a catapult shot (R17)`);
  }
  if (kind === 'missile' && matchup.attacker.conditions['cover'] !== 'none') notes.push('attacker cover has no effect on its own fire: cover protects the target (R16)');
  if (kind === 'missile' && (matchup.attacker.conditions['water'] === true || matchup.defender.conditions['water'] === true)) notes.push('water has no effect on missile fire');
  if (melee && (matchup.attacker.conditions['water'] === true) !== (matchup.defender.conditions['water'] === true)) {
    notes.push('water gives amphibious and aquatic figures their extra die only when both sides are in water (R11, R21)');
  }
  return notes;
}
