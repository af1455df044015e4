import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * A fresh folder under the system's temporary directory for one test file, removed when the
 * file's tests end (the suite once left its reports there on every run: gigabytes).
 * Call it at the top of a test file, not inside a test.
 */
export function tempDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `oddsmith-${name}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
