import { UsageError } from '../core/errors.js';
import { readSmallYaml } from '../core/small-yaml.js';
import { PROTO_REFUSAL, yamlFailure } from '../core/yaml-failure.js';
import { LIMITS } from '../scenario/limits.js';
import { checkOverlay, type LoadedOverlay } from '../scenario/overlay-check.js';
import type { YamlFile } from '../scenario/yaml-file.js';

const NAME = 'the pasted overlay';

/**
 * An overlay pasted into the page, checked as `--overlay` checks a file: at most
 * LIMITS.fileBytes of UTF-8 (the file's limit), refused in one line before anything parses
 * it; then its SHA-256, and the overlay checks of a file. The page reads the paste with the
 * small YAML reader (core/small-yaml.ts), not the `yaml` package the CLI uses, which would be
 * a tenth of its script: every shipped overlay is within what it reads, and what it does not
 * read it refuses in one sentence.
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
  const read = readSmallYaml(text, NAME);
  const fail = (path: readonly (string | number)[], reason: string): UsageError => yamlFailure(NAME, path, read.lineOf(path), reason);
  if (read.proto) throw fail(read.proto, PROTO_REFUSAL);
  const yaml: YamlFile = { raw: read.raw, hash, fail, written: read.written };
  return checkOverlay(yaml);
}
