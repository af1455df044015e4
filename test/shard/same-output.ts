import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** An ISO time, as reports write when a run started and finished. */
const TIME = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g;

/** The files under `dir`, by path relative to it. */
function filesUnder(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, root) : [relative(root, path)];
  });
}

/**
 * Every file of a report tree with its run's timing taken out, and nothing else: when the run
 * started and finished, how long it took, and (in manifest.json) the checksum of a file that
 * names those times. What must then be byte for byte the same between a run made whole and
 * the same run merged from shards (issue #37).
 */
export function reportTree(dir: string): Map<string, string> {
  const raw = new Map(filesUnder(dir).sort().map((path) => [path, readFileSync(join(dir, path), 'utf8')]));
  const timed = new Set([...raw].filter(([, text]) => new RegExp(TIME.source).test(text)).map(([path]) => path));
  const out = new Map<string, string>();
  for (const [path, text] of raw) {
    if (!path.endsWith('manifest.json')) {
      out.set(path, text.replace(TIME, '<time>'));
      continue;
    }
    const manifest = JSON.parse(text) as Record<string, unknown> & { sha256?: Record<string, string> };
    for (const key of ['startedAt', 'finishedAt', 'durationSeconds', 'createdAt']) delete manifest[key];
    const folder = path.slice(0, -'manifest.json'.length);
    for (const file of Object.keys(manifest.sha256 ?? {})) if (timed.has(`${folder}${file}`)) delete manifest.sha256?.[file];
    out.set(path, JSON.stringify(manifest, null, 2));
  }
  return out;
}
