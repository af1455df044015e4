/**
 * Issue #21: a plain clone, with nothing beside it, has everything its tests and documents
 * need. No link in a Markdown file leads out of the repository or to a file it lacks, and
 * no source, test, script or document reaches for the folder that sits beside the
 * workplace's checkout (the rule seeds are read only through ODDSMITH_SEEDS, test/seed-text.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Made by installs, builds and runs, never written by hand. */
const GENERATED = new Set(['node_modules', 'dist', 'test-output', 'reports', '.bench', '.git', 'scratch']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (GENERATED.has(name)) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const ALL = files(ROOT);
const MARKDOWN = ALL.filter((f) => f.endsWith('.md'));
/** Markdown links and images: `[text](target)`, `![alt](target "title")`. */
const LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

describe('the repository stands alone', () => {
  it('reads a fair number of documents', () => {
    expect(MARKDOWN.map((f) => relative(ROOT, f))).toEqual(expect.arrayContaining(['README.md', 'CHANGELOG.md', join('src', 'rules', 'd3h2', 'RULINGS.md')]));
  });

  it('every relative link in a Markdown file reaches a file inside the repository', () => {
    const broken: string[] = [];
    for (const file of MARKDOWN) {
      for (const [, target = ''] of readFileSync(file, 'utf8').matchAll(LINK)) {
        if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
        const path = resolve(dirname(file), decodeURIComponent(target.split('#')[0] ?? ''));
        const inside = path === ROOT.replace(/[/\\]$/, '') || path.startsWith(ROOT);
        if (!inside || !existsSync(path)) broken.push(`${relative(ROOT, file)}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  // .ci/run alone may: it runs the suite away from that folder, then the seed checks with it.
  it('no source, test, script or document names the folder beside the checkout', () => {
    const beside = ['..', 'shared'].join('/');
    const named = ALL.filter((f) => /\.(ts|js|cjs|mjs|json|ya?ml|md)$/.test(f) && !f.endsWith(`${sep}package-lock.json`))
      .filter((f) => readFileSync(f, 'utf8').includes(beside))
      .map((f) => relative(ROOT, f));
    expect(named).toEqual([]);
  });
});
