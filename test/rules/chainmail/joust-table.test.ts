/**
 * Issue #25 groundwork: the Jousting Matrix (003:1151-1186) and tourney scores (003:702-708),
 * every cell and every allowed position pinned.
 */
import { describe, expect, it } from 'vitest';
import {
  AIMING_POINTS, FORCED_POSITION, JOUST_MATRIX, JOUST_POSITIONS, JOUST_RESULTS, TOURNEY_SCORES, allowedPosition, joustCell,
} from '../../../src/rules/chainmail/joust-table.js';
import { NEEDS_SEEDS, seedText } from '../../seed-text.js';

/** The matrix as printed, a row per aiming point: six cells, then the PDP/AP column. */
const PRINTED: readonly string[] = [
  'Helm M M M H U M 4-6',
  'DC U B M B B M 3-6',
  'CP B/U/I U G B B/U U/I Any',
  'SC G M B G G U 2, 4-6',
  'DF B B/U M B M B 4-6',
  'FP B/U G B B/U B/U/I B Any',
  'SF G M B/U G G G 4-6',
  'Base B G U B B/U/I B 1, 4-6',
];

/** "4-6", "2, 4-6", "Any" as position numbers. */
function positions(text: string): number[] {
  if (text === 'Any') return [1, 2, 3, 4, 5, 6];
  return text.split(',').flatMap((part) => {
    const [from, to] = part.trim().split('-').map(Number);
    return Array.from({ length: (to ?? from ?? 0) - (from ?? 0) + 1 }, (_, i) => (from ?? 0) + i);
  });
}

describe('the Jousting Matrix', () => {
  it('pins all 48 cells and each aiming point\'s allowed positions', () => {
    PRINTED.forEach((line, i) => {
      const words = line.split(' ');
      const aim = AIMING_POINTS[i];
      if (!aim) throw new Error('row');
      JOUST_POSITIONS.forEach((position, j) => expect(joustCell(aim, position).join('/'), `${aim} v ${position}`).toBe(words[j + 1]));
      const allowed = positions(words.slice(7).join(' '));
      JOUST_POSITIONS.forEach((position, j) => expect(allowedPosition(aim, position), `${aim} sits ${position}`).toBe(allowed.includes(j + 1)));
    });
  });

  it('breaking a lance or losing the helm forces position 4, steady seat, next ride', () => {
    expect(JOUST_RESULTS.filter((r) => r.forces !== null).map((r) => [r.letter, r.forces])).toEqual([['B', 'striker'], ['H', 'struck']]);
    expect(FORCED_POSITION.position).toBe('steady-seat');
    // Every aiming point allows position 4, so a forced rider can always aim.
    for (const row of JOUST_MATRIX) expect(row.positions).toContain(4);
  });

  it('scores a ride as printed: lance -1, helm +3, unhorsed +20 to the attacker; injured -10 to the defender', () => {
    expect(TOURNEY_SCORES.map((s) => [s.result, s.attacker, s.defender])).toEqual([
      ['breaks-lance', -1, 0], ['helm-knocked-off', 3, 0], ['injured', 0, -10], ['unhorsed', 20, 0],
    ]);
  });
});

const SEED = seedText('003_2e1ef94db81ea8a3.txt')?.split('\n') ?? null;
const norm = (text: string): string => text.replace(/\s+/g, ' ').trim();

describe.skipIf(SEED === null)(`the Jousting Matrix against the seed ${NEEDS_SEEDS}`, () => {
  it('each row, result key and score is on its line', () => {
    JOUST_MATRIX.forEach((row, i) => expect(norm(SEED?.[row.line - 1] ?? '')).toBe(PRINTED[i]));
    for (const { line, words } of [...JOUST_RESULTS, ...TOURNEY_SCORES]) expect(norm(SEED?.[line - 1] ?? '')).toBe(norm(words));
    expect(SEED?.[FORCED_POSITION.line - 1]).toContain('must assume position 4 during the next ride');
  });
});
