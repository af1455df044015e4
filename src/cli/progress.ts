import { rate as rateText } from './format/rate.js';
import type { OutStream } from './io.js';

/**
 * Progress for long runs, on stderr only: a redrawn bar with rate and ETA on a terminal,
 * a plain line every few seconds otherwise (CI logs, pipes). Silent for runs that end fast.
 * The rate is measured from the first trials done, not from the start: starting the worker
 * pool takes a second or so, and counting it made the first ETA many times too long.
 * ODDSMITH_PROGRESS=0 switches it off: the test suite sets it, so no test's stderr depends on
 * how fast the machine is (a run past a second prints a line), and a log can do without it.
 */
export interface Progress {
  update(done: number, planned: number): void;
  finish(): void;
}

const QUIET_MS = 1_000;
const TTY_EVERY_MS = 100;
const LINE_EVERY_MS = 5_000;

const UNITS = [[1e12, 'T', 2], [1e9, 'G', 2], [1e6, 'M', 1], [1e3, 'k', 0]] as const;

/** 1234567 -> '1.2M'; the largest unit whose rounded figure is at least 1, so never '1000k'. */
function human(n: number): string {
  for (const [size, unit, digits] of UNITS) {
    const figure = (n / size).toFixed(digits);
    if (Number(figure) >= 1) return `${figure}${unit}`;
  }
  return String(Math.round(n));
}

function seconds(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s >= 86_400) return `${Math.floor(s / 86_400)}d${String(Math.floor((s % 86_400) / 3600)).padStart(2, '0')}h`;
  if (s >= 3600) return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

const SILENT: Progress = { update: () => undefined, finish: () => undefined };

/** A progress reporter for one run, labelled e.g. with the scenario name, counting `unit` (trials, battles, types): its rate in the same unit. */
export function createProgress(label: string, stream: OutStream, now: () => number = Date.now, unit = 'trials'): Progress {
  if (process.env['ODDSMITH_PROGRESS'] === '0') return SILENT;
  const start = now();
  const tty = stream.isTTY === true;
  let last = 0;
  let drawn = false;
  let first: { t: number; done: number } | null = null;
  return {
    update(done, planned) {
      const t = now();
      if (first === null && done > 0) first = { t, done };
      if (t - start < QUIET_MS || t - last < (tty ? TTY_EVERY_MS : LINE_EVERY_MS)) return;
      last = t;
      const measured = first !== null && t - first.t >= QUIET_MS ? first : null;
      const rate = measured ? (done - measured.done) / ((t - measured.t) / 1000) : 0;
      const fraction = planned > 0 ? Math.min(1, done / planned) : 0;
      // Until a second of trials has been timed the rate is unknown: '...', never a false 0/s.
      const speed = rate > 0 ? `${rateText(rate, unit)}  ETA ${seconds(((planned - done) / rate) * 1000)}` : `... ${unit}/s  ETA ...`;
      const text = `${label} ${(fraction * 100).toFixed(0).padStart(3)}%  ${human(done)}/${human(planned)} ${unit}  ${speed}`;
      if (tty) {
        const width = 24;
        const filled = Math.round(fraction * width);
        stream.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${text}\x1b[K`);
        drawn = true;
      } else {
        stream.write(`${text}\n`);
      }
    },
    finish() {
      if (drawn) stream.write('\r\x1b[K');
    },
  };
}
