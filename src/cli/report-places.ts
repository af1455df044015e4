import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { printable } from '../core/printable.js';
import { checkPlaces, checkReportPath, discardStaged, prepareOutRoot, stageFolder, writeFolder, type ReportFile, type ReportKind } from '../report/report-folder.js';
import type { CliIo } from './io.js';

/** The report folders one command writes, checked, staged and guarded (openReportPlaces). */
export interface ReportPlaces {
  /** Each report's folder, in the order of the names given. */
  readonly dirs: readonly string[];
  /** Write report `index` whole (report-folder.ts `writeFolder`) into its folder; returns its files. */
  write(index: number, files: Iterable<ReportFile>, manifest: () => object): Promise<string[]>;
  /** Stop guarding and remove what was staged and not written. Call it in a `finally`. */
  close(): void;
}

/**
 * The one way a command writes reports (run, balance, joust-strategy, explore). Before any
 * computing: `--out` is checked and made, each report's name and path are checked, and each
 * target must be absent or an earlier report of the same `kind` oddsmith can prove it wrote
 * (checked holding the folder's lock, so no racing run swaps a report in meanwhile); only then
 * are a killed run's leftovers removed (noted on stderr) and a temporary folder
 * staged per report, which proves the place writable. Until `close`, SIGINT and SIGTERM remove the temporary
 * folders and end the process (130, 143), so an interrupt, even while a report is being
 * written, leaves the earlier report as it was and nothing half-written.
 */
export function openReportPlaces(io: CliIo, out: string, names: readonly string[], kind: ReportKind): ReportPlaces {
  const root = prepareOutRoot(out);
  const dirs = names.map((name) => join(root, name));
  for (const dir of dirs) checkReportPath(dir);
  for (const left of checkPlaces(root, dirs, kind)) io.stderr.write(`note: removed '${printable(left)}', left by an interrupted run\n`);
  const staged = new Map<number, string>();
  const discardAll = (): void => {
    for (const temp of staged.values()) discardStaged(temp);
    staged.clear();
  };
  const handlers = (['SIGINT', 'SIGTERM'] as const).map((signal) => {
    const handler = (): void => {
      discardAll();
      io.stderr.write(`\noddsmith: interrupted (${signal}); no partial report was left\n`);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    };
    process.once(signal, handler);
    return [signal, handler] as const;
  });
  const close = (): void => {
    for (const [signal, handler] of handlers) process.removeListener(signal, handler);
    discardAll();
  };
  try {
    dirs.forEach((_, i) => staged.set(i, stageFolder(root)));
  } catch (error) {
    close();
    throw error;
  }
  return {
    dirs,
    async write(index, files, manifest) {
      const temp = staged.get(index);
      const dir = dirs[index];
      if (temp === undefined || dir === undefined) throw new Error(`report ${index} was written already, or never placed`);
      const written = await writeFolder(temp, dir, kind, files, manifest);
      staged.delete(index);
      return written;
    },
    close,
  };
}

/**
 * The link from a report folder `dir` to the explorer written beside it (`<out>/explorer`, as
 * `npm start` writes it), opening on `path` (`hott2/knights/spears`); undefined when there is none.
 */
export function explorerBeside(dir: string, path: string): string | undefined {
  return existsSync(join(dirname(dir), 'explorer', 'index.html')) ? `../explorer/index.html#${encodeURI(path)}` : undefined;
}

/** A report folder's page as a command prints it: relative to the working folder. */
export function reportPage(dir: string): string {
  return printable(join(relative('.', dir) || '.', 'index.html'));
}
