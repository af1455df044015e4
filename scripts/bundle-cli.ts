/**
 * Part of `npm run build`: the CLI bundled by esbuild into dist/bundle/ (bin/oddsmith.js runs
 * it), so a one-line `matchup` reads a few files instead of some two hundred small modules
 * (issue #38, start-up). Each command's own code stays a chunk of its own, loaded when it
 * runs. dist/bundle/ sits two folders down, as every compiled module of src/<dir>/ does, so
 * their paths relative to the module (../../armies, ../explore/page.js, ../engine/worker.js)
 * hold in the bundle too; the worker pool still starts dist/engine/worker.js, which tsc
 * compiles. jsdom and piscina load their own files at run time: they stay in node_modules.
 */
import { readFileSync, rmSync } from 'node:fs';
import { build, type Plugin } from 'esbuild';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

/** src/version.ts reads ../package.json from its own place, one folder down: the bundle is two. */
const VERSION: Plugin = {
  name: 'version',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]version\.ts$/ }, () => ({ contents: `export const VERSION = ${JSON.stringify(version)};`, loader: 'ts' }));
  },
};

/**
 * zod's classic API re-exports every translation of its messages (z.locales, some 60 modules,
 * near half of zod's code), which oddsmith never uses: its messages are English, zod's default,
 * which zod's schemas import on their own (zod/v4/classic/schemas.js). The bundle leaves the rest out.
 */
const NO_ZOD_LOCALES: Plugin = {
  name: 'no-zod-locales',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => (/[\\/]zod[\\/]v4[\\/](classic[\\/]external|core[\\/]index)\.js$/.test(args.importer) ? { path: 'zod-locales', namespace: 'stub' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

rmSync('dist/bundle', { recursive: true, force: true });
const result = await build({
  entryPoints: ['src/cli/bin.ts'],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outdir: 'dist/bundle',
  external: ['jsdom', 'piscina', 'tsx', 'esbuild'],
  // Packages written as CommonJS (commander) call require(): give the ES module bundle one.
  banner: { js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);" },
  plugins: [VERSION, NO_ZOD_LOCALES],
  // Less text for V8 to read at start-up (about 5% of its CPU); names are kept, so a stack still names its functions.
  minifyWhitespace: true,
  minifySyntax: true,
  metafile: true,
  logLevel: 'warning',
});
const files = Object.keys(result.metafile.outputs);
console.log(`cli: dist/bundle/bin.js and ${files.length - 1} chunks`);
