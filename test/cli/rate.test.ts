import { describe, expect, it } from 'vitest';
import { rate, workUnit } from '../../src/cli/format/rate.js';

describe('rate: one format for every rate the command line prints (issue #47)', () => {
  it('keeps two significant figures under 100, so a positive rate is never written 0', () => {
    expect(rate(0.314, 'types')).toBe('0.31 types/s');
    expect(rate(0.0042, 'types')).toBe('0.0042 types/s');
    expect(rate(3.75, 'battles')).toBe('3.8 battles/s');
    expect(rate(37.4, 'battles')).toBe('37 battles/s');
    // 99.7 to two figures is 100, not 1.0e+2.
    expect(rate(99.7, 'battles')).toBe('100 battles/s');
  });

  it('writes whole numbers under 100,000, millions to three figures from there', () => {
    expect(rate(1234.5, 'battles')).toBe('1,235 battles/s');
    expect(rate(99_999.4, 'battles')).toBe('99,999 battles/s');
    // 99,999.6 as a whole number is 100,000: in millions.
    expect(rate(99_999.6, 'trials')).toBe('0.1M trials/s');
    expect(rate(523_456, 'trials')).toBe('0.523M trials/s');
    expect(rate(1_000_000, 'trials')).toBe('1M trials/s');
    expect(rate(19_612_345, 'trials')).toBe('19.6M trials/s');
  });

  it('names the unit of the work: battles, engagements, else trials', () => {
    expect(workUnit(['battle'])).toBe('battles');
    expect(workUnit(['engagement', 'engagement'])).toBe('engagements');
    expect(workUnit(['engagement', 'melee'])).toBe('trials');
    expect(workUnit(['close'])).toBe('trials');
  });
});
