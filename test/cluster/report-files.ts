import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A report folder's files as text by path, with the run's own clock taken out: its start and
 * end times, its duration, and the manifest's hash of index.html, the page that shows them.
 * Two runs of one plan write the rest alike byte for byte, however the work was split
 * (issue #37: a merged sharded run against the unsharded one).
 */
export function reportFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const paths = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
  for (const path of paths) {
    files[path] = readFileSync(join(dir, path), 'utf8')
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g, '<time>')
      .replace(/"durationSeconds": [\d.]+/g, '"durationSeconds": <seconds>')
      .replace(/"index\.html": "[0-9a-f]{64}"/g, '"index.html": "<hash>"');
  }
  return files;
}

/**
 * The paths whose text differs between two report folders (as reportFiles reads them), or
 * that only one holds: a short answer where a whole-folder comparison would print every chart.
 */
export function differingFiles(a: string, b: string): string[] {
  const [left, right] = [reportFiles(a), reportFiles(b)];
  const paths = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  return paths.filter((path) => left[path] !== right[path]);
}
