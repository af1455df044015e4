/**
 * Issue #47: a shipped file that points a reader at a report (`reports/<name>`) names one
 * that `npm start` writes, that is one a shipped scenario names (its report folder is its
 * `name:`). An overlay once sent readers to reports/d3h2-knights-base, which nothing wrote.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const SHIPPED = [...files(join(ROOT, 'scenarios')), ...files(join(ROOT, 'armies'))];
/** A report folder a file names: `reports/d3h2-all-v-all`. */
const REPORT = /\breports\/([A-Za-z0-9][A-Za-z0-9._-]*[A-Za-z0-9])/g;

describe('report names in shipped files', () => {
  const written = new Set(
    readdirSync(join(ROOT, 'scenarios'))
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => (parse(readFileSync(join(ROOT, 'scenarios', f), 'utf8')) as { name: string }).name),
  );

  it('finds the shipped scenarios and some references to check', () => {
    expect(written.has('d3h2-knights-what-if')).toBe(true);
    const named = SHIPPED.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(REPORT)]);
    expect(named.length).toBeGreaterThan(1);
  });

  it('every report a shipped scenario, overlay or army names is one a shipped scenario writes', () => {
    const dangling = SHIPPED.flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(REPORT)].filter((m) => !written.has(m[1] ?? '')).map((m) => `${f.slice(ROOT.length)}: reports/${m[1]}`),
    );
    expect(dangling).toEqual([]);
  });
});
