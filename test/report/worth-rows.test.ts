import { describe, expect, it } from 'vitest';
import type { TypeWorth } from '../../src/analysis/army-worth.js';
import { boardGaveSentence, whySentence } from '../../src/report/worth-rows.js';

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

  it('say per type what the board gave it that the line did not: its worth on each and the difference, or why there is none', () => {
    const worth = (w: number, low: number, high: number): TypeWorth => ({ troop: 'light-horse', cost: 1.5, armies: ['A'], worth: w, se: (high - low) / 3.92, interval: [low, high], verdict: 'fair' });
    expect(boardGaveSentence('Light Horse', worth(1.21, 0.9, 1.52), worth(0.35, 0.1, 0.6), ['pursuit', 'flank attacks'])).toBe(
      'Light Horse: worth 1.21 (0.90-1.52) AP on the board, 0.35 (0.10-0.60) on the line, +0.86 AP from the board; on the board it makes flank attacks.',
    );
    expect(boardGaveSentence('Lurkers', worth(0.5, 0.2, 0.8), undefined, [])).toBe('Lurkers: worth 0.50 (0.20-0.80) AP on the board; no army the line can field has it.');
    expect(boardGaveSentence('Blades', worth(2.1, 1.5, 2.7), worth(NaN, NaN, NaN), [])).toBe("Blades: worth 2.10 (1.50-2.70) AP on the board; on the line losing one changes nothing its armies' battles can price.");
    expect(boardGaveSentence('Behemoths', worth(NaN, NaN, NaN), worth(3.5, 2.74, 4.26), ['flank attacks'])).toBe(
      "Behemoths: on the board losing one changes nothing its armies' battles can price; worth 3.50 (2.74-4.26) AP on the line; on the board it makes flank attacks.",
    );
  });
});
