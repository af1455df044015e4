import { relative } from 'node:path';
import { printable } from '../core/printable.js';
import { writeFrontPage } from '../report/front-page-file.js';
import type { CliIo } from './io.js';

/**
 * `oddsmith index [dir]`: write dir/index.html (default reports/), the front page of every
 * oddsmith report there, each with its headline; the last step of `npm start`, whose last line
 * is the one this prints.
 */
export function indexCommand(io: CliIo, dir: string | undefined): void {
  const { path, reports } = writeFrontPage(dir ?? 'reports');
  const shown = relative('.', path);
  io.stdout.write(`Open ${printable(shown.startsWith('..') ? path : shown)}: ${reports === 1 ? 'the report' : `every report (${reports})`} there, each with its headline.\n`);
}
