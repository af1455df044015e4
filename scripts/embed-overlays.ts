/**
 * `npx tsx scripts/embed-overlays.ts`: copy each shipped system overlay (src/rules/<id>/<id>.yaml,
 * e.g. hott25) into `overlay-text.ts` beside it, with the SHA-256 of its bytes, so src/rules
 * needs no file access (it is bundled for a browser). A test checks the copy is current.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

for (const id of ['hott25']) {
  const dir = new URL(`../src/rules/${id}/`, import.meta.url);
  const text = readFileSync(new URL(`${id}.yaml`, dir), 'utf8');
  const hash = createHash('sha256').update(text).digest('hex');
  const body = [
    `/** ${id}.yaml as shipped, embedded by scripts/embed-overlays.ts (do not edit; edit the YAML and run it). */`,
    `export const OVERLAY_TEXT = ${JSON.stringify(text)};`,
    '',
    '/** SHA-256 of the YAML\'s bytes: the overlay\'s hash. */',
    `export const OVERLAY_SHA256 = '${hash}';`,
    '',
  ].join('\n');
  writeFileSync(new URL('overlay-text.ts', dir), body);
  console.log(`src/rules/${id}/overlay-text.ts <- ${id}.yaml (sha256 ${hash.slice(0, 12)}...)`);
}
