/** The one CSV writer quotes each distinct text once and joins the fields itself: the text must be csv-stringify's for the whole table. */
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { csvText } from '../../src/report/csv.js';

describe('csvText', () => {
  it('5,000 rows, quoted and formula-like cells repeated: the same text as one stringify of the whole', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [`row ${i}`, i % 7 === 0 ? 'a,"b" c' : i, i % 11 === 0 ? '=1+1' : i / 3]);
    const whole = stringify(
      [['name', 'value', 'ratio'], ...rows.map((r) => r.map((c) => (typeof c === 'string' && c.startsWith('=') ? `'${c}` : c)))],
      { cast: { number: (n) => String(n) } },
    );
    const text = csvText(['name', 'value', 'ratio'], rows);
    expect(text).toBe(whole);
    expect(text.split('\n').filter((l) => l.startsWith('row ')).length).toBe(5000);
  });
});
