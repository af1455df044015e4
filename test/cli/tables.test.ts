import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../temp-dir.js';
import { cli } from './run-cli.js';

/** A row of `tables --format json`: figures by column, and the matchup behind them. */
type Row = Record<string, unknown> & { matchup: { command: string; args: string[] } | null };
interface TableJson {
  columns: { key: string; label: string; matchupField?: string }[];
  rows: Row[];
}

const dir = tempDir('tables');

async function table(system: string, id: string): Promise<TableJson> {
  const r = await cli('tables', system, id, '--format', 'json');
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as TableJson;
}

/** The value at a matchup answer's field: `totals.attackerWins`, `metrics[defender-figures-lost].mean`. */
function field(answer: unknown, path: string): number {
  let at: unknown = answer;
  for (const part of path.split('.')) {
    const named = /^(\w+)\[(.+)\]$/.exec(part);
    at = named ? ((at as Record<string, { name: string }[]>)[named[1] ?? ''] ?? []).find((m) => m.name === named[2]) : (at as Record<string, unknown>)[part];
  }
  if (typeof at !== 'number') throw new Error(`no number at ${path}`);
  return at;
}

/** A figure of the table as the matchup answer gives it: a chance as its probability. */
const value = (figure: unknown): number => (typeof figure === 'object' && figure !== null ? (figure as { probability: number }).probability : (figure as number));

async function answer(args: readonly string[]): Promise<unknown> {
  const r = await cli(...args, '--format', 'json', '--no-levers');
  expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
  return JSON.parse(r.stdout);
}

/** Every figure of every row with a matchup equals that matchup's figure; returns the rows without one. */
async function checkAgainstMatchup(t: TableJson): Promise<Row[]> {
  const reproduced = t.columns.filter((c) => c.matchupField !== undefined);
  expect(reproduced.length).toBeGreaterThan(0);
  for (const row of t.rows) {
    if (!row.matchup) continue;
    const body = await answer(row.matchup.args);
    for (const c of reproduced) expect(field(body, c.matchupField ?? ''), `${row.matchup.command}: ${c.key}`).toBeCloseTo(value(row[c.key]), 12);
  }
  return t.rows.filter((r) => r.matchup === null);
}

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

describe('oddsmith tables: every figure is the matchup figure for troops whose totals match', () => {
  // The issue's property: every pair of totals from -3 to +8. D3H2's troops and conditions reach all of them.
  it('d3h2 totals: all 144 pairs, each with shipped troops, each figure equal to its matchup', { timeout: 120_000 }, async () => {
    const t = await table('d3h2', 'totals');
    expect(t.rows).toHaveLength(144);
    expect(await checkAgainstMatchup(t)).toEqual([]);
    // The matchup's own explanation builds exactly the row's totals.
    const row = t.rows.find((r) => r['attacker'] === 4 && r['defender'] === 2);
    const body = (await answer(row?.matchup?.args ?? [])) as { explanation: { sections: { kind: string; attacker?: { total: number }; defender?: { total: number } }[] } };
    const totals = body.explanation.sections.find((s) => s.kind === 'totals');
    expect([totals?.attacker?.total, totals?.defender?.total]).toEqual([4, 2]);
  });

  // HOTT 2e and 2.5 cannot put -3 against +7 or +8 with shipped troops (the -3 stands in bad going, which costs a
  // mounted +8 its own 2): those pairs are checked through an overlay setting both combat factors instead.
  for (const system of ['hott2', 'hott25']) {
    it(`${system} totals: every pair, through shipped troops or an overlay of combat factors`, { timeout: 120_000 }, async () => {
      const t = await table(system, 'totals');
      const missing = await checkAgainstMatchup(t);
      expect(missing.length).toBeLessThan(12);
      for (const row of missing) {
        const [a, b] = [row['attacker'] as number, row['defender'] as number];
        const file = join(dir, `${system}-${a}-${b}.yaml`);
        writeFileSync(file, `base: ${system}\nname: totals-${a}-${b}\nnotes: blades at ${a}, spears at ${b} against foot\ntroops:\n  blades: { vsFoot: ${a} }\n  spears: { vsFoot: ${b} }\n`);
        const body = await answer(['matchup', system, 'blades', 'spears', '--overlay', file]);
        for (const c of t.columns.filter((x) => x.matchupField)) expect(field(body, c.matchupField ?? ''), `${signed(a)} v ${signed(b)}: ${c.key}`).toBeCloseTo(value(row[c.key]), 12);
      }
    });
  }

  it('d3h2 difference and thresholds: each figure equal to its matchup', { timeout: 60_000 }, async () => {
    expect(await checkAgainstMatchup(await table('d3h2', 'difference'))).toEqual([]);
    const thresholds = await table('d3h2', 'thresholds');
    const missing = await checkAgainstMatchup(thresholds);
    // A row without a command needs a total beyond -3..+8 (every total there has one, above): -7 to -4 to double a low loser.
    expect(missing.length).toBeGreaterThan(0);
    for (const r of missing) expect(Math.abs((r['can double from'] as number) - 2.5)).toBeGreaterThan(5.5);
  });

  for (const id of ['melee', 'man-to-man', 'missile']) {
    it(`chainmail ${id}: each figure equal to its matchup`, { timeout: 120_000 }, async () => {
      expect(await checkAgainstMatchup(await table('chainmail', id))).toEqual([]);
    });
  }
});

/**
 * `tables d3h2 difference --out`, as text and as CSV: each run prints what the command prints
 * without --out, so the text and CSV checks read them rather than computing the table twice more.
 */
const writtenAs = new Map<string, ReturnType<typeof cli>>();
function differenceOut(format: 'text' | 'csv'): ReturnType<typeof cli> {
  let run = writtenAs.get(format);
  if (!run) writtenAs.set(format, (run = cli('tables', 'd3h2', 'difference', ...(format === 'csv' ? ['--format', 'csv'] : []), '--out', dir)));
  return run;
}

describe('oddsmith tables: the command', () => {
  it('lists the tables when none is named, and refuses an unknown one or a system without tables in one sentence', async () => {
    const list = await cli('tables', 'hott2');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('difference');
    const unknown = await cli('tables', 'hott2', 'diference');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe("oddsmith: unknown table 'diference' for hott2; did you mean difference?\n");
    const none = await cli('tables', 'low');
    expect(none.code).toBe(2);
    expect(none.stderr).toBe('oddsmith: low has no quoted tables: they are offered for the DBA family (hott2, hott25, d3h2) and chainmail\n');
    const unnamed = await cli('tables', 'chainmail', '--out', dir);
    expect(unnamed.code).toBe(2);
    expect(unnamed.stderr).toContain('--out writes one table: name it');
    // the example it gives quotes what a shell would expand
    const spaced = await cli('tables', 'chainmail', '--out', 'my tables/*');
    expect(spaced.stderr).toMatch(/^oddsmith: --out writes one table: name it, e.g. oddsmith tables chainmail [a-z-]+ --out 'my tables\/\*'\n$/);
  });

  it('prints the difference table as text with odds against, and as CSV with the exact fraction', async () => {
    const text = await differenceOut('text');
    const line = text.stdout.split('\n').find((l) => l.trimStart().startsWith('+2 '));
    expect(line).toMatch(/^\s+\+2\s+26\/36\s+72\.2%\s+0\.38 to 1\s+4\/36\s+11\.1%\s+8 to 1\s+6\/36\s+16\.7%\s+5 to 1\s+\+4\s+\+2\s+9\/36\s+25\.0%\s+3 to 1/);
    const csv = await differenceOut('csv');
    expect(csv.stdout.split('\n')[0]).toBe('system,table,difference,win,win exactly,win odds against,tie,tie exactly,tie odds against,loss,loss exactly,loss odds against,attacker,defender,doubles,doubles exactly,doubles odds against,doubled,doubled exactly,doubled odds against,matchup');
    expect(csv.stdout).toContain('\nd3h2,difference,2,0.7222222222222222,26/36,0.38 to 1,0.1111111111111111,4/36,8 to 1,0.16666666666666666,6/36,5 to 1,4,2,0.25,9/36,3 to 1,0,0/36,,oddsmith matchup d3h2 spears bows\n');
  });

  it('--out writes the text, CSV, JSON and the chart as one report folder', async () => {
    const r = await differenceOut('text');
    expect(r.code).toBe(0);
    const { readdirSync, readFileSync } = await import('node:fs');
    const folder = join(dir, 'tables-d3h2-difference');
    expect(readdirSync(folder).sort()).toEqual(['charts', 'difference.csv', 'difference.json', 'difference.txt', 'manifest.json']);
    const svg = readFileSync(join(folder, 'charts', 'difference.svg'), 'utf8');
    // A bar per difference and series: 13 differences, win, tie, loss and doubles.
    expect(svg.match(/<rect class="bar"/g)).toHaveLength(13 * 4);
    expect(svg).toContain('+2, attacker wins: 72.2%');
    expect(JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'))).toMatchObject({ kind: 'tables', system: 'd3h2', table: 'difference' });
    const again = await differenceOut('csv');
    expect(again.code).toBe(0);
  });
});
