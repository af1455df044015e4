import { planJoust, solveJoustPlan, type JoustPlan } from '../app/joust-strategy.js';
import type { JoustReportData } from '../report/joust-report.js';
import { joustJson, joustTable } from './format/joust-text.js';
import type { CliIo } from './io.js';
import { parseChoice } from './parse-options.js';
import { explorerBeside, openReportPlaces } from './report-places.js';
import { printable } from '../core/printable.js';
import { optionFlags } from './parse-options.js';

interface JoustStrategyFlags {
  readonly option?: readonly string[];
  readonly format?: string;
  readonly out?: string;
}

/** `oddsmith joust-strategy`: the joust solved as a zero-sum game (C33), its value and optimal strategies. */
export async function joustStrategyCommand(io: CliIo, flags: JoustStrategyFlags): Promise<void> {
  const format = parseChoice(flags.format ?? 'table', '--format', ['table', 'json'] as const);
  const plan = planJoust(optionFlags(flags.option));
  // The report's place is checked before anything is computed (report-places.ts).
  const report = flags.out === undefined ? null : await joustReport(io, flags.out, plan);
  try {
    const data = solveJoustPlan(plan);
    io.stdout.write(format === 'json' ? joustJson(data) : joustTable(data));
    if (report) io.stderr.write(`wrote ${printable(await report.write(data))}\n`);
  } finally {
    report?.close();
  }
}

/** The --out report folder and a writer for it; the report code (d3) is loaded only for --out. */
async function joustReport(io: CliIo, out: string, settings: JoustPlan): Promise<{ write: (data: JoustReportData) => Promise<string>; close: () => void }> {
  const code = await import('../report/joust-report.js');
  const places = openReportPlaces(io, out, [code.joustReportName({ rides: settings.rides, ...settings.readings })], 'joust-strategy');
  return {
    write: async (data) => {
      const explorer = explorerBeside(places.dirs[0] ?? '', 'chainmail/heavy-horse/heavy-horse?combat=joust');
      await places.write(0, code.joustReportFiles(data, explorer), () => code.joustManifest(data));
      return places.dirs[0] ?? '';
    },
    close: places.close,
  };
}
