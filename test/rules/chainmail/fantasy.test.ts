/**
 * Issue #25 groundwork: the Fantasy Combat Table (003:1233-1261), every one of its 169
 * cells pinned, and one attack's law over the 36 dice outcomes worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { fantasyAttack } from '../../../src/rules/chainmail/fantasy.js';
import { FANTASY_RESULTS, FANTASY_TABLE, FANTASY_TYPES, fantasyValue } from '../../../src/rules/chainmail/fantasy-table.js';
import { NEEDS_SEEDS, seedText } from '../../seed-text.js';

/** The table's rows as printed (003:1249-1261), attacker first, the OCR's "1-" kept. */
const PRINTED: Record<string, string> = {
  balrog: '7 11 11 8 8 4 6 1- 7 6 4 8 11',
  dragon: '6 8 10 6 9 5 4 8 8 5 2 10 7',
  elemental: '10 10 11 7 9 4 4 7 7 7 2 8 10',
  ent: '12 12 12 7 8 4 4 11 7 7 3 10 10',
  giant: '9 9 10 7 9 6 5 7 9 6 4 10 10',
  hero: '11 12 10 12 11 7 8 10 10 9 6 11 11',
  lycanthrope: '10 12 12 12 10 7 9 10 10 8 6 10 12',
  roc: '12 12 12 9 10 5 6 9 8 6 5 10 9',
  'super-hero': '9 10 8 11 9 5 6 8 8 5 4 9 8',
  'troll-ogre': '10 12 11 10 9 8 8 9 11 7 10 11 12',
  wight: '12 12 12 12 11 9 8 11 12 9 8 10 7',
  wizard: '7 9 6 10 11 8 7 9 10 8 6 10 5',
  wraith: '10 12 7 12 12 8 9 10 10 9 11 12 7',
};

/** A printed cell as read: "1-" is 10 (C27). */
const read = (cell: string): number => (cell === '1-' ? 10 : Number(cell));

describe('the Fantasy Combat Table', () => {
  it('pins all 169 cells, rows the attacker and columns the defender in the printed order', () => {
    let cells = 0;
    for (const attacker of FANTASY_TYPES) {
      const printed = (PRINTED[attacker] ?? '').split(' ');
      expect(printed).toHaveLength(13);
      FANTASY_TYPES.forEach((defender, i) => {
        expect(fantasyValue(attacker, defender), `${attacker} v ${defender}`).toBe(read(printed[i] ?? ''));
        cells++;
      });
    }
    expect(cells).toBe(169);
    expect(fantasyValue('balrog', 'roc')).toBe(10);
    expect(FANTASY_TABLE[0]?.rulings).toEqual({ roc: 'C27' });
  });

  it('stars the rows that may withdraw (Hero, Super Hero, Wizard, Wraith) and marks the Wizard for lesser magic users', () => {
    expect(FANTASY_TABLE.filter((r) => r.mayWithdraw).map((r) => r.attacker)).toEqual(['hero', 'super-hero', 'wizard', 'wraith']);
    expect(FANTASY_TABLE.filter((r) => r.lesserMagicUsers).map((r) => r.attacker)).toEqual(['wizard']);
  });

  it('one attack over 36 outcomes: under no effect, equal fall back, over killed (worked by hand)', () => {
    // Hero against Hero, 7: 2-6 is 15 ways, 7 is 6, 8-12 is 15.
    expect(fantasyAttack(fantasyValue('hero', 'hero'))).toEqual({ noEffect: 15 / 36, fallBack: 6 / 36, killed: 15 / 36 });
    // With a +1 magic sword: 2d6 of 2-5 is 10 ways, 6 is 5.
    expect(fantasyAttack(7, 1)).toEqual({ noEffect: 10 / 36, fallBack: 5 / 36, killed: 21 / 36 });
    // Dragon against Wight, 2: only snake eyes is equal.
    expect(fantasyAttack(fantasyValue('dragon', 'wight'))).toEqual({ noEffect: 0, fallBack: 1 / 36, killed: 35 / 36 });
    // A Warlock (-2 as a weaker magic user, 003:806) against a Wraith, 5: 2d6 of 2-6 is under, 7 equal.
    expect(fantasyAttack(fantasyValue('wizard', 'wraith'), -2)).toEqual({ noEffect: 15 / 36, fallBack: 6 / 36, killed: 15 / 36 });
    // 12 with +3: 2d6 under 9 is 26 ways, 9 is 4.
    expect(fantasyAttack(12, 3)).toEqual({ noEffect: 26 / 36, fallBack: 4 / 36, killed: 6 / 36 });
  });
});

const SEED = seedText('003_2e1ef94db81ea8a3.txt')?.split('\n') ?? null;

describe.skipIf(SEED === null)(`the Fantasy Combat Table against the seed ${NEEDS_SEEDS}`, () => {
  it('each row\'s line holds its heading and, tab-separated, its printed cells', () => {
    for (const r of FANTASY_TABLE) {
      const line = SEED?.[r.line - 1] ?? '';
      const [heading, spaced, ...cells] = line.split('\t');
      expect(heading?.startsWith(`${r.heading.split(' *')[0]?.split('*')[0]}`), `${r.attacker}: ${heading}`).toBe(true);
      expect(spaced?.split(' ').slice(-13).join(' ')).toBe(PRINTED[r.attacker]);
      expect(cells.slice(0, 13).join(' ')).toBe(PRINTED[r.attacker]);
    }
    for (const { line, words } of Object.values(FANTASY_RESULTS)) expect(SEED?.[line - 1]).toContain(words);
  });
});
