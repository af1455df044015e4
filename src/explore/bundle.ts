import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions, Plugin } from 'esbuild';
import type { BattlePart } from './on-demand.js';

/**
 * The explorer's scripts, bundled by esbuild from src/explore/main.ts and the same src/core,
 * src/rng, src/rules and src/engine the CLI runs (no copy of a rule in the page). The
 * engine's worker pool (Node threads) is never used in a page, so a stub that says so stands
 * in for it. Run by the build (scripts/bundle-explorer.ts, into dist/explore/page.js and
 * dist/explore/battle.js) and by `explore` when it runs from source.
 *
 * Two scripts (issue #47: what a phone parses before its first answer): the page's, and the
 * battle code (src/explore/battle-part.ts: the battle kernel, the board, the plan game), which
 * the page runs only when a battle is first asked for (src/explore/on-demand.ts). In the page's
 * script, stubs stand in for the two modules the battle code starts from, each of their
 * functions calling the loaded battle code's. The battle code bundles only what the page's
 * script does not hold: each module both reach it takes from the page's script, which puts the
 * values the battle code imports in one array (`self.__oddsmithShared`) when it has run, so a
 * class, a table or a module's state is the page's own, never a second copy. esbuild reads
 * those imports off the battle code bundled with the page's modules left external. Both are
 * classic scripts (IIFEs): a page opened from file:// loads no module script.
 */

const SRC = fileURLToPath(new URL('..', import.meta.url));
const at = (path: string): string => resolve(SRC, path);

/** Where the page's script leaves what the battle code imports from it. */
const SHARED = 'self.__oddsmithShared';

/** The names of a module's functions. */
type Functions<M> = { [K in keyof M]: M[K] extends (...args: never[]) => unknown ? K : never }[keyof M];

/**
 * The modules the battle code starts from, by their key in BattlePart (on-demand.ts), and the
 * functions the page's script calls: in the page's script each module is a stub of those (an
 * import of anything else from one fails the build, "No matching export").
 */
const ON_DEMAND: { readonly [K in keyof BattlePart]: { readonly file: string; readonly functions: readonly Functions<BattlePart[K]>[] } } = {
  prepare: { file: at('rules/common/battle/prepare.ts'), functions: ['prepareBattle'] },
  planGame: { file: at('core/plan-game.ts'), functions: ['planPairs', 'solvePlanGame'] },
};

const NO_POOL: Plugin = {
  name: 'no-worker-pool',
  setup(b) {
    b.onResolve({ filter: /lazy-pool\.js$/ }, () => ({ path: 'lazy-pool', namespace: 'explore-stub' }));
    b.onLoad({ filter: /^lazy-pool$/, namespace: 'explore-stub' }, () => ({
      contents: "export function createRunPool() { throw new Error('internal: no worker pool in a page'); }",
      loader: 'js',
    }));
    b.onLoad({ filter: /^test-pool$/, namespace: 'explore-stub' }, () => ({
      contents: "import { errors } from '../core/errors.js'; import { CATALOGUE } from './registry.js'; throw errors.unknown('system', 'test-pool', CATALOGUE.map((s) => s.id));",
      resolveDir: at('rules'),
      loader: 'js',
    }));
  },
};

/**
 * The contract's worked example (src/rules/test-pool), which `systems` does not list and the
 * page does not offer, is left out of the page: a link naming it is refused as an unknown system
 * is (about 1.5 KiB gzipped, issue #47's bound).
 */
const NO_UNLISTED: Plugin = {
  name: 'no-unlisted-system',
  setup(b) {
    b.onResolve({ filter: /test-pool\/index\.js$/ }, () => ({ path: 'test-pool', namespace: 'explore-stub' }));
  },
};

/** The page's script: each on-demand module a stub of its functions, each calling the loaded battle code's. */
const STUBS: Plugin = (() => {
  const byFile = new Map(Object.entries(ON_DEMAND).map(([key, m]) => [m.file, key]));
  const functions = new Map<string, readonly string[]>(Object.entries(ON_DEMAND).map(([key, m]) => [key, m.functions]));
  return {
    name: 'battle-code-on-demand',
    setup(b) {
      b.onResolve({ filter: /\.js$/ }, async (args) => {
        if (args.pluginData === 'stubs') return undefined;
        const found = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'stubs' });
        const key = byFile.get(found.path);
        return key === undefined ? found : { path: key, namespace: 'on-demand' };
      });
      b.onLoad({ filter: /.*/, namespace: 'on-demand' }, (args) => ({
        contents: `import { battlePart } from ${JSON.stringify(at('explore/on-demand.ts'))};\n${(functions.get(args.path) ?? []).map((f) => `export function ${f}(...a) { return battlePart().${args.path}.${f}(...a); }`).join('\n')}\n`,
        resolveDir: SRC,
        loader: 'js',
      }));
    },
  };
})();

/** Where each value the battle code imports from the page's modules is in the page's array: `<module index> <name>` to its slot. */
interface Reading {
  readonly imported: ReadonlyMap<number, readonly string[]>;
  readonly slots: ReadonlyMap<string, number>;
}

/**
 * The battle code's imports of the page's modules (`shared`, by absolute path): external
 * (`shared:<index>`) to read off which names it imports, or, with `reading`, each read from the
 * page's array.
 */
function fromPage(shared: readonly string[], reading: Reading | null): Plugin {
  const index = new Map(shared.map((path, i) => [path, i]));
  return {
    name: 'shared-with-the-page',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === 'shared' || args.kind === 'entry-point') return undefined;
        const found = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'shared' });
        const i = index.get(found.path);
        if (i === undefined) return found;
        return reading ? { path: String(i), namespace: 'shared' } : { path: `shared:${i}`, external: true };
      });
      b.onLoad({ filter: /.*/, namespace: 'shared' }, (args) => {
        const names = reading?.imported.get(Number(args.path)) ?? [];
        if (names.length === 0) return { contents: '', loader: 'js' };
        const values = names.map((name, k) => `v${k} = ${SHARED}[${reading?.slots.get(`${args.path} ${name}`)}]`);
        return { contents: `const ${values.join(', ')};\nexport { ${names.map((name, k) => `v${k} as ${name}`).join(', ')} };\n`, loader: 'js' };
      });
    },
  };
}

/**
 * The names the battle code imports from each shared module, read off its ESM bundle with those
 * modules external (esbuild writes `import { a, b as c } from "shared:3";`).
 */
function battleImports(esm: string): Map<number, string[]> {
  const names = new Map<number, string[]>();
  const statements = [...esm.matchAll(/import\s*(\{[^}]*\}|[^'";{}]*?)\s*(?:from\s*)?"shared:(\d+)"/g)];
  if (statements.length !== (esm.match(/"shared:\d+"/g) ?? []).length) throw new Error('internal: the explorer\'s battle code imports the page\'s modules in a form the bundle does not read');
  for (const [, what = '', i] of statements) {
    if (what === '') continue;
    if (!what.startsWith('{')) throw new Error(`internal: the explorer's battle code imports shared module ${i} as '${what}': name what it imports`);
    const list = names.get(Number(i)) ?? [];
    for (const spec of what.slice(1, -1).split(',').map((s) => s.trim()).filter((s) => s !== '')) list.push(spec.split(/\s+as\s+/)[0] ?? spec);
    names.set(Number(i), [...new Set(list)]);
  }
  return names;
}

/** The two scripts, as the page holds them: its own, and the battle code it runs on demand. */
export interface ExplorerScripts {
  readonly page: string;
  readonly battle: string;
}

export async function bundleExplorer(): Promise<ExplorerScripts> {
  const { build } = await import('esbuild');
  const common: BuildOptions = { absWorkingDir: SRC, bundle: true, platform: 'browser', target: 'es2022', legalComments: 'none', write: false, logLevel: 'silent' };
  const pagePlugins = [NO_POOL, NO_UNLISTED, STUBS];
  const main = at('explore/main.ts');

  // 1. The page's modules; then the battle code's imports of them.
  const first = await build({ ...common, entryPoints: [main], format: 'iife', metafile: true, minify: true, plugins: pagePlugins });
  const shared = Object.keys(first.metafile?.inputs ?? {}).filter((p) => !p.includes(':')).map((p) => resolve(SRC, p)).sort();
  const battleEntry = { ...common, entryPoints: [at('explore/battle-part.ts')], minify: true };
  const esm = await build({ ...battleEntry, format: 'esm', plugins: [NO_POOL, NO_UNLISTED, fromPage(shared, null)] });
  const imported = battleImports(esm.outputFiles?.[0]?.text ?? '');

  // 2. The page's script, leaving those values in one array once it has run; the battle code reading them from it.
  const slotList = [...imported].flatMap(([i, names]) => names.map((name) => ({ i, name })));
  const slots = new Map(slotList.map((s, k) => [`${s.i} ${s.name}`, k]));
  const entry = [
    `import ${JSON.stringify(main)};`,
    ...[...imported].map(([i, names]) => `import { ${names.map((name) => `${name} as s${i}_${slots.get(`${i} ${name}`)}`).join(', ')} } from ${JSON.stringify(shared[i])};`),
    `${SHARED} = [${slotList.map((s, k) => `s${s.i}_${k}`).join(', ')}];`,
  ].join('\n');
  const page = await build({ ...common, stdin: { contents: entry, resolveDir: SRC, loader: 'js', sourcefile: 'explorer-entry.js' }, format: 'iife', minify: true, plugins: pagePlugins });
  const battle = await build({ ...battleEntry, format: 'iife', plugins: [NO_POOL, NO_UNLISTED, fromPage(shared, { imported, slots })] });
  const scripts = { page: page.outputFiles?.[0]?.text, battle: battle.outputFiles?.[0]?.text };
  if (scripts.page === undefined || scripts.battle === undefined) throw new Error('internal: esbuild wrote no explorer bundle');
  return { page: scripts.page, battle: scripts.battle };
}
