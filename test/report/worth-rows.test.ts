import { describe, expect, it } from 'vitest';
import { whySentence } from '../../src/report/worth-rows.js';

describe("the worth table's reasons", () => {
  const record = { lostTo: new Map([['blades', 0.25]]), destroyed: new Map([['spears', 0.5]]) };
  const name = (id: string): string => ({ blades: 'Blades', spears: 'Spears' })[id] ?? id;

  it('say what the line adds to a single combat, or the board where the battles were fought there (--option field=board)', () => {
    expect(whySentence('Riders', ['pursuit'], record, name, 'fair', 'overcosted')).toBe(
      'Riders: fair in single combats, overcosted in these battles; what the line adds to its single combats: pursuit; its army loses 0.25 Riders a battle, most to Blades (0.25), and they destroy 0.50 enemy elements a battle, most Spears (0.50).',
    );
    expect(whySentence('Riders', ['flank attacks'], record, name, 'fair', 'overcosted', 'board')).toContain('what the board adds to its single combats: flank attacks;');
    expect(whySentence('Hordes', [], undefined, name, 'fair', 'overcosted', 'board')).toBe(
      'Hordes: fair in single combats, overcosted in these battles; the board adds only overlaps and recoils to its single combats; its army loses no Hordes, and they destroy no enemy element.',
    );
  });
});
