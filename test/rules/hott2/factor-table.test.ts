/**
 * hott2's tactical factors are a table (issue #22): each row quotes its line of the sheet
 * (000:48-53), and the table is what the old if-chain was, factor by factor.
 */
import { describe, expect, it } from 'vitest';
import { FACTORS } from '../../../src/rules/hott2/tactical-factors.js';
import { NEEDS_SEEDS, seedText } from '../../seed-text.js';
import { exact } from './exact-helper.js';

const SEED = seedText('000_4e153465d7893c13.txt')?.split('\n') ?? null;
const norm = (text: string): string => text.replace(/[*]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

describe('hott2 tactical factor table', () => {
  it('has one row per factor of lines 48-53, each id once, each citing a line of the list', () => {
    expect(FACTORS.map((f) => f.id)).toEqual([
      'general', 'uphill', 'second-rank', 'cover', 'bespell-warded', 'bespell-warded-by-self', 'overlaps', 'rear',
      'aided-shooting', 'aided-assault', 'bad-going', 'mounted-v-bad-going', 'water-lurkers', 'bespelling-warded-magician',
    ]);
    for (const f of FACTORS) expect(f.line, f.id).toBeGreaterThanOrEqual(48);
    for (const f of FACTORS) expect(f.line, f.id).toBeLessThanOrEqual(53);
    // The -2s of line 53 count once (ruling R4), as do the +2s of line 51.
    expect(FACTORS.filter((f) => f.line === 53).every((f) => f.group === 'line-53' && f.value === -2)).toBe(true);
    expect(FACTORS.filter((f) => f.line === 51).every((f) => f.group === 'line-51' && f.value === 2)).toBe(true);
  });

  it.skipIf(SEED === null)(`quotes each row's words from its line of the sheet ${NEEDS_SEEDS}`, () => {
    for (const f of FACTORS) expect(norm(SEED?.[f.line - 1] ?? ''), `${f.id} at 000:${f.line}`).toContain(norm(f.words));
  });

  it('stacks the -2s once: Knights in bad going against Spears in bad going take one -2, not two', () => {
    // Knights +3 v foot; in bad going (-2) and fighting an enemy in bad going (-2 again, same line): once.
    expect(exact('knights', 'spears', { going: 'bad' }, { going: 'bad' }).build.attacker.parts.map((p) => p.value)).toEqual([3, -2]);
  });
});
