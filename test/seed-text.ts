import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The text of a rule seed, for the tests that check quotes and citations against it word
 * for word, or null. The seeds are the rule texts the data is transcribed from; they are not
 * distributed with oddsmith, so these tests run only where the environment variable
 * ODDSMITH_SEEDS names the folder that holds them (`.ci/run` sets it when the seeds are
 * there), and are skipped, by name, everywhere else. Everything else a test needs is in the
 * repository: the data carries its quoted words beside each citation.
 */
export function seedText(file: string): string | null {
  const folder = process.env['ODDSMITH_SEEDS'];
  if (!folder || !existsSync(join(folder, file))) return null;
  return readFileSync(join(folder, file), 'utf8');
}

/** The reason a seed test is skipped, for its name. */
export const NEEDS_SEEDS = '(against the seed text: set ODDSMITH_SEEDS to the seeds folder)';
