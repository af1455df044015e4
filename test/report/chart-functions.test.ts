/**
 * Issue #34: a chart is a short specification over shared marks, so no function of a chart
 * or a mark is longer than about 60 lines. Every function (declarations, arrow functions,
 * methods and accessors, nested ones too) is measured from its first line to its last.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const REPORT = join(import.meta.dirname, '..', '..', 'src', 'report');
const LONGEST = 60;

/** The charts' and marks' source files: src/report/charts/*.ts and src/report/chart-*.ts. */
const FILES = [
  ...readdirSync(join(REPORT, 'charts')).filter((f) => f.endsWith('.ts')).map((f) => join(REPORT, 'charts', f)),
  ...readdirSync(REPORT).filter((f) => /^chart-.*\.ts$/.test(f)).map((f) => join(REPORT, f)),
  join(REPORT, 'report-charts.ts'),
];

/** Every function in `file` with its name (or where it starts) and its length in lines. */
function functionLengths(file: string): { name: string; lines: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const found: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name = node.name && ts.isIdentifier(node.name) ? node.name.text : `function at line ${first + 1}`;
      found.push({ name: `${file.slice(REPORT.length + 1)}: ${name}`, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('chart functions', () => {
  it('are found in every chart and mark file', () => {
    expect(FILES.length).toBeGreaterThan(15);
    expect(functionLengths(join(REPORT, 'chart-bars.ts')).map((f) => f.name)).toContain('chart-bars.ts: divergingBarsSvg');
  });

  it(`are at most ${LONGEST} lines long`, () => {
    const long = FILES.flatMap(functionLengths).filter((f) => f.lines > LONGEST);
    expect(long).toEqual([]);
  });
});
