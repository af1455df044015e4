/**
 * Issue #36 through the command line: reasons with every verdict in `--format json` and CSV,
 * 'cannot tell' for Chainmail's Peasants, who meet no one at 60 points, and
 * `balance <system> <type>` for one type.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { cli, cliOnce } from '../cli/run-cli.js';

interface Reasons {
  readonly measure: string;
  readonly figure: number | null;
  readonly points: number | null;
  readonly parts: { opponent: string; share: number; weight: number; contribution: number }[];
  readonly others: { count: number; contribution: number };
  readonly kinship: { id: string; how: string; lines: string[]; cost: number | null; ratio: number | null }[];
  readonly why: string | null;
}
interface Troop {
  readonly id: string;
  readonly cost: number | null;
  readonly breakEven?: { readonly points: number; readonly cost: number | null } | null;
  readonly strength: number | null;
  readonly favourable: number | null;
  readonly verdict: string | null;
  readonly reasons: Reasons;
}

async function troops(...args: string[]): Promise<Troop[]> {
  const r = await cliOnce('balance', ...args, '--format', 'json');
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { troops: Troop[] }).troops;
}

/**
 * Chainmail's matrix by a short Monte Carlo run, not its exact chains (seconds a type): what
 * these tests read, the reasons and the break-even search, is the same either way (the search
 * is Monte Carlo at its own 500 trials).
 */
const QUICK_MATRIX = ['--method', 'mc', '--trials', '500'];

const summed = (r: Reasons): number => 0.5 + r.parts.reduce((s, p) => s + p.contribution, 0) + r.others.contribution;

describe('hott2 (the cost line)', () => {
  it("every type's reasons sum to its mean share, the figure its strength is fitted from", async () => {
    const all = await troops('hott2');
    expect(all.length).toBeGreaterThan(20);
    for (const t of all) {
      expect(t.reasons.measure).toBe('mean share');
      expect(summed(t.reasons)).toBeCloseTo(t.reasons.figure ?? NaN, 12);
      expect(t.reasons.parts.length).toBeLessThanOrEqual(6);
    }
  });

  it('one type: the same row as in the whole table, alone', async () => {
    const all = await troops('hott2');
    const one = await troops('hott2', 'Knights');
    expect(one.map((t) => t.id)).toEqual(['knights']);
    expect(one[0]).toEqual(all.find((t) => t.id === 'knights'));
  });

  it('CSV: a reasons column naming opponents by id', async () => {
    const r = await cli('balance', 'hott2', '--format', 'csv');
    expect(r.code, r.stderr).toBe(0);
    const rows = parse(r.stdout, { columns: true }) as Record<string, string>[];
    expect(rows.find((x) => x['id'] === 'gods')?.['reasons']).toMatch(/^mean share 82\.5% = 50 \+2\.2 flyers \(95\.8%\)/);
  });
});

describe('chainmail (break-even at equal points)', () => {
  it("Peasants, whose 0.5 points buy 120 figures at 60 a side, get 'cannot tell' and what to do", async () => {
    const [peasants] = await troops('chainmail', 'peasants');
    expect(peasants?.verdict).toBe('cannot tell');
    expect(peasants?.reasons.parts).toEqual([]);
    expect(peasants?.reasons.why).toBe('Peasants met no opponent in the matrix, so there is nothing to judge its cost by: at 60 points a side its 0.5 points buy 120 figures, more than the 100 a side allows; give --points 50 or less');
  });

  it('Levies: the reasons sum to the field share the verdict reads, beside Heavy Foot at 3/8 of the cost', async () => {
    const [levies] = await troops('chainmail', 'levies', ...QUICK_MATRIX);
    expect(levies?.strength).toBeNull();
    expect(levies?.reasons.measure).toBe('field share');
    // The share the break-even search finds at the Levies' own cost, at the level its verdict is told at.
    expect(levies?.reasons.points).toBe(levies?.breakEven?.points);
    expect(summed(levies!.reasons)).toBeCloseTo(levies?.reasons.figure ?? NaN, 12);
    expect(levies?.reasons.kinship[0]).toMatchObject({ id: 'heavy-foot', how: 'declared', lines: ['003:554'], cost: 2, ratio: 0.375 });
  });
});

describe('chainmail: the figure split is the one the break-even verdict reads', () => {
  it('Roc and Heavy Horse: above 50% at their own cost exactly when worth more than it, at the level told', async () => {
    for (const id of ['roc', 'heavy-horse']) {
      const [t] = await troops('chainmail', id, ...QUICK_MATRIX);
      const r = t!.reasons;
      expect(r.points, id).toBe(t?.breakEven?.points);
      expect(summed(r), id).toBeCloseTo(r.figure ?? NaN, 12);
      const worthMore = (t?.breakEven?.cost ?? NaN) > (t?.cost ?? NaN);
      expect(r.figure! > 0.5, id).toBe(worthMore);
      if (t?.verdict === 'undercosted') expect(r.figure, id).toBeGreaterThan(0.5);
      if (t?.verdict === 'overcosted') expect(r.figure, id).toBeLessThan(0.5);
    }
  });
});

describe('refused, in one sentence', () => {
  it.each([
    [['chainmail', 'knigts'], /^oddsmith: unknown troop 'knigts' in chainmail; /],
    [['chainmail', 'hobbits'], /^oddsmith: hobbits has no cost in chainmail/],
    [['chainmail', 'levies', '--out', 'never-written'], /^oddsmith: --out is for the whole table: leave out the type, or drop --out\n$/],
  ])('balance %s', async (args, message) => {
    const r = await cli('balance', ...args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
