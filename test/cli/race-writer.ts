/**
 * One racer for test/cli/report-race.test.ts: writes the report `race` into `out`, `rounds`
 * times, each time the whole way a command does (openReportPlaces: check before computing,
 * stage, write, install), each report's files naming this writer and round. In-process the
 * test calls `writeRounds`; as a child process (`node --import tsx race-writer.ts <out>
 * <tag> <rounds>`) it writes the first error on stderr and exits 1.
 */
import { pathToFileURL } from 'node:url';
import { openReportPlaces } from '../../src/cli/report-places.js';
import type { ReportFile } from '../../src/report/report-folder.js';

/** A small report whose every file says who wrote it: a mix of two writes shows. */
function files(stamp: string): ReportFile[] {
  return [['outcomes.csv', `writer,${stamp}\n`], ['charts/a.svg', `<svg><title>${stamp}</title></svg>\n`], ['index.html', `<p>${stamp}</p>\n`]];
}

/** Write the report `rounds` times; the notes the runs wrote on stderr are returned (none expected). */
export async function writeRounds(out: string, tag: string, rounds: number): Promise<string> {
  let notes = '';
  const io = { stdout: { write: () => true }, stderr: { write: (t: string) => (notes += t) } };
  for (let round = 0; round < rounds; round++) {
    const places = openReportPlaces(io, out, ['race'], 'run');
    try {
      await places.write(0, files(`${tag}-${round}`), () => ({ oddsmith: 'race-test', stamp: `${tag}-${round}` }));
    } finally {
      places.close();
    }
  }
  return notes;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [out = '', tag = '', rounds = '0'] = process.argv.slice(2);
  writeRounds(out, tag, Number(rounds)).then(
    (notes) => process.stderr.write(notes),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
