import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sparticuz from '@sparticuz/chromium';
import { chromium, type Browser, type Page } from 'playwright-core';

// The browser for the browser test: by default the headless Chromium that the
// @sparticuz/chromium npm package ships (so `npm ci && npm test` needs no system browser),
// or the executable named by CHROMIUM_PATH.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PACKAGE = join(ROOT, 'node_modules', '@sparticuz', 'chromium');
const CACHE = join(ROOT, 'node_modules', '.cache', 'oddsmith-chromium');
/**
 * The package's own flags, less those that composite through SwiftShader's software GL (made
 * for Lambda's GPU-less hosts): Chromium's plain software compositor lays out and paints the
 * same pages with about a third less CPU, which the suite, sharing two cores, feels.
 */
const PACKAGE_ARGS = [...sparticuz.args.filter((arg) => !/^--(use-gl|use-angle|enable-unsafe-swiftshader|in-process-gpu|ignore-gpu-blocklist)\b/.test(arg)), '--disable-gpu'];
const OVERRIDE_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function launchChromium(): Promise<Browser> {
  const override = process.env['CHROMIUM_PATH'];
  if (override !== undefined && !existsSync(override)) {
    throw new Error(`CHROMIUM_PATH is ${override}, which does not exist; unset it to use the Chromium that @sparticuz/chromium ships.`);
  }
  const executablePath = override ?? (await unpackedChromium());
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath, headless: true, args: override ? OVERRIDE_ARGS : PACKAGE_ARGS, timeout: 0 });
  } catch (error) {
    const hint = override ? 'check CHROMIUM_PATH' : `delete ${CACHE} to unpack it afresh`;
    throw new Error(`Chromium at ${executablePath} did not start (${hint}).`, { cause: error });
  }
  console.log(`browser test: Chromium ${browser.version()} at ${executablePath}${override ? ' (CHROMIUM_PATH)' : ''}`);
  return browser;
}

/**
 * A page of `browser` whose waits (loading, selectors, clicks) have no time limit of their own,
 * where Playwright's is 30 s: the suite's timeout (vitest.config.ts) is the one bound, so a
 * slow machine fails no wait. Chromium's launch has no limit either, for the same reason.
 */
export async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  page.setDefaultTimeout(0);
  return page;
}

/**
 * Path of the package's Chromium, unpacked once per package version into node_modules/.cache.
 * The package unpacks into os.tmpdir() and reuses whatever it finds there (another version's
 * leftovers crashed it), so it unpacks into a fresh folder of ours that is renamed into place
 * only when complete: an interrupted unpack is never reused.
 */
async function unpackedChromium(): Promise<string> {
  const { version } = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as { version: string };
  const dir = join(CACHE, version);
  const executable = join(dir, 'chromium');
  if (existsSync(executable)) return executable;

  await mkdir(CACHE, { recursive: true });
  const staging = await mkdtemp(join(CACHE, `${version}-unpacking-`));
  try {
    // os.tmpdir() reads TMPDIR on each call, so this points the unpack at our folder.
    const savedTmpdir = process.env['TMPDIR'];
    process.env['TMPDIR'] = staging;
    try {
      await sparticuz.executablePath();
    } finally {
      if (savedTmpdir === undefined) delete process.env['TMPDIR'];
      else process.env['TMPDIR'] = savedTmpdir;
    }
    // Fails only if a concurrent run renamed its copy into place first; that copy is as good.
    await rename(staging, dir).catch(() => undefined);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  if (!existsSync(executable)) throw new Error(`Unpacking @sparticuz/chromium ${version} into ${dir} left no chromium executable.`);
  return executable;
}
