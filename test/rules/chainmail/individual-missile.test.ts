/**
 * The individual missile table (003:1133-1149): every one of its 210 values pinned after
 * ruling C42, cover (C43), range bands, and the rows against the seed where it is present.
 */
import { describe, expect, it } from 'vitest';
import { ARMOR_IDS } from '../../../src/rules/chainmail/duel-table.js';
import { individualShot } from '../../../src/rules/chainmail/duel.js';
import {
  DOUBTFUL_MISSILE_CELLS, INDIVIDUAL_MISSILE_TABLE, MISSILE_NOTE, MISSILE_WEAPON_IDS, RANGE_BANDS, missileValue, rangeBand,
} from '../../../src/rules/chainmail/individual-missile-table.js';
import { NEEDS_SEEDS, seedText } from '../../seed-text.js';

/**
 * The values as read: a cell per armour class 1-8, horse, barded horse; close/medium/maximum,
 * "-" for "/" (cannot kill), 0-2 already read as 10-12.
 */
const EXPECTED: Record<string, string> = {
  'short-bow': '6/7/8 6/7/8 6/7/8 7/8/9 8/9/10 9/10/11 11/12/- 12/-/- 10/12/- 12/-/-',
  'horse-bow': '5/6/7 5/6/8 5/6/8 6/7/8 8/9/10 9/10/11 11/12/- 12/-/- 9/10/11 12/-/-',
  'light-crossbow': '5/6/7 5/7/8 5/7/8 6/7/9 8/9/10 10/11/- 11/12/- 12/-/- 9/10/11 12/-/-',
  longbow: '5/6/7 5/6/7 5/6/7 5/6/8 6/7/9 8/9/10 9/11/11 11/12/- 7/9/12 9/11/11',
  'composite-bow': '5/6/7 5/6/7 5/6/7 5/7/8 6/8/10 8/10/11 9/12/- 11/-/- 7/10/12 10/12/-',
  'heavy-crossbow': '4/5/6 4/6/7 4/6/7 5/7/8 6/8/9 7/9/10 8/10/11 10/11/12 7/9/12 9/11/11',
  arquebus: '5/6/8 5/6/8 5/6/8 6/7/8 6/8/9 7/9/10 8/10/12 8/10/12 6/9/11 8/10/12',
};

describe('the individual missile table', () => {
  it('pins all 210 values, weapon by armour class by range band (C42)', () => {
    let values = 0;
    for (const weapon of MISSILE_WEAPON_IDS) {
      const cells = (EXPECTED[weapon] ?? '').split(' ');
      expect(cells).toHaveLength(10);
      ARMOR_IDS.forEach((armor, i) => {
        const bands = (cells[i] ?? '').split('/').map((v) => (v === '-' ? null : Number(v)));
        RANGE_BANDS.forEach((band, j) => {
          expect(missileValue(weapon, armor, band), `${weapon} v ${armor} at ${band}`).toBe(bands[j]);
          values++;
        });
      });
    }
    expect(values).toBe(210);
  });

  it('reads seven rows under the six printed labels, with ranges 15, 18, 18, 21, 24, 24, 18 (C42)', () => {
    expect(INDIVIDUAL_MISSILE_TABLE.map((r) => [r.weapon, r.range, r.line, r.labelLine])).toEqual([
      ['short-bow', 15, 1137, 1137], ['horse-bow', 18, 1138, 1138], ['light-crossbow', 18, 1139, 1139], ['longbow', 21, 1140, 1140],
      ['composite-bow', 24, 1141, 1141], ['heavy-crossbow', 24, 1142, 1141], ['arquebus', 18, 1143, 1142],
    ]);
    expect(INDIVIDUAL_MISSILE_TABLE.find((r) => r.weapon === 'heavy-crossbow')?.rangeLine).toBe(211);
  });

  it('rises with armour in every band, and from close to maximum range but in the three doubtful cells', () => {
    const men = ARMOR_IDS.slice(0, 8);
    const score = (v: number | null): number => v ?? 13;
    for (const row of INDIVIDUAL_MISSILE_TABLE) {
      RANGE_BANDS.forEach((_, b) => men.slice(1).forEach((armor, i) => {
        expect(score(row.values[armor][b] ?? null), `${row.weapon} ${armor}`).toBeGreaterThanOrEqual(score(row.values[men[i] ?? 'none'][b] ?? null));
      }));
      for (const armor of ARMOR_IDS) {
        const [close, medium, maximum] = row.values[armor].map(score);
        const doubtful = DOUBTFUL_MISSILE_CELLS.some((d) => d.weapon === row.weapon && d.armor === armor);
        expect((close ?? 0) < (medium ?? 0) && ((medium ?? 0) < (maximum ?? 0) || maximum === 13), `${row.weapon} v ${armor}`).toBe(!doubtful);
      }
    }
  });

  it('divides each range in thirds: a composite bow 1-8", 9-16", 17-24" (003:1145)', () => {
    expect([1, 8, 9, 16, 17, 24, 25, 0].map((inches) => rangeBand('composite-bow', inches))).toEqual(['close', 'close', 'medium', 'medium', 'maximum', 'maximum', null, null]);
    expect([5, 6, 10, 11, 15, 16].map((inches) => rangeBand('short-bow', inches))).toEqual(['close', 'medium', 'medium', 'maximum', 'maximum', null]);
  });

  it('a shot kills on two dice at or above the value, less cover: soft 1, hard 2 (C43)', () => {
    expect(individualShot('longbow', 'none', 'close')).toBe(30 / 36);
    expect(individualShot('longbow', 'none', 'close', 'soft')).toBe(26 / 36);
    expect(individualShot('longbow', 'none', 'close', 'hard')).toBe(21 / 36);
    expect(individualShot('longbow', 'none', 'close', 3)).toBe(15 / 36);
    expect(individualShot('heavy-crossbow', 'plate-shield', 'maximum')).toBe(1 / 36);
    expect(individualShot('heavy-crossbow', 'plate-shield', 'maximum', 'soft')).toBe(0);
    expect(individualShot('short-bow', 'plate-shield', 'medium')).toBe(0);
    expect(individualShot('arquebus', 'horse-unarmored', 'close')).toBe(26 / 36);
  });
});

const SEED = seedText('003_2e1ef94db81ea8a3.txt')?.split('\n') ?? null;

describe.skipIf(SEED === null)(`the individual missile table against the seed ${NEEDS_SEEDS}`, () => {
  it('each row\'s data line holds its ten printed cells; labels and ranges stand where C42 says', () => {
    for (const row of INDIVIDUAL_MISSILE_TABLE) {
      const cells = (SEED?.[row.line - 1] ?? '').split('\t').slice(2);
      expect(cells.join(' ')).toBe(row.printed.join(' '));
      expect(SEED?.[row.labelLine - 1]).toContain(row.label);
      expect(SEED?.[row.rangeLine - 1]).toMatch(new RegExp(`(^${row.range}\\t|\\t${row.range}$)`));
    }
    expect(SEED?.[1140]).toMatch(/^24\tComposite Heavy Cross-bow\t/);
    expect(SEED?.[1142]?.startsWith('\t\t')).toBe(true);
    expect(SEED?.[MISSILE_NOTE.line - 1]).toContain(MISSILE_NOTE.words);
    expect(SEED?.[MISSILE_NOTE.line - 1]).toContain('a Composite Bow\'s close range is 1-8", medium range 9-16", and maximum range 17-24"');
  });
});
