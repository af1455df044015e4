import { UsageError } from '../core/errors.js';
import { LIMITS } from '../scenario/limits.js';
import { checkOverlay, type LoadedOverlay } from '../scenario/overlay-check.js';
import { yamlText } from '../scenario/yaml-text.js';

const NAME = 'the pasted overlay';

/**
 * An overlay pasted into the page, checked as `--overlay` checks a file: at most
 * LIMITS.fileBytes of UTF-8 (the file's limit), refused in one line before anything parses
 * it (6.5 MB froze the page for 6.2 s in the YAML parser, which runs on the page's thread);
 * then its SHA-256, and the YAML and overlay checks of a file.
 *
 * @example
 * await pastedOverlay('base: hott2\nname: k\ntroops:\n  knights: { vsFoot: 4 }\n'); // => { spec: { name: 'k', ... }, ... }
 */
export async function pastedOverlay(text: string): Promise<LoadedOverlay> {
  // UTF-8 takes at least one byte for each UTF-16 unit: a text longer than the limit is refused unencoded.
  const bytes = text.length > LIMITS.fileBytes ? null : new TextEncoder().encode(text);
  if (bytes === null || bytes.length > LIMITS.fileBytes) throw new UsageError(`${NAME}: larger than ${LIMITS.fileBytes / 1024 / 1024} MiB, the most an overlay may be`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  const hash = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return checkOverlay(yamlText(text, hash, NAME));
}
