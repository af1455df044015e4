import { describe, expect, it } from 'vitest';
import { percent } from '../../src/report/percent.js';

describe('percent', () => {
  it('rounds to tenths and never prints a negative zero', () => {
    expect(percent(0.1234)).toBe('12.3%');
    expect(percent(0.99999)).toBe('100.0%');
    expect(percent(-1e-12)).toBe('0.0%');
    expect(percent(-0.0004)).toBe('0.0%');
    expect(percent(0)).toBe('0.0%');
  });
});
