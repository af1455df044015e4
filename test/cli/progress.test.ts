import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProgress } from '../../src/cli/progress.js';
import { halfWidthPercent } from '../../src/report/half-width.js';

function recorder(): { write(text: string): void; readonly lines: string[] } {
  const lines: string[] = [];
  return { write: (text: string) => void lines.push(text), lines };
}

describe('progress lines', () => {
  // vitest.config.ts switches progress off for the suite (ODDSMITH_PROGRESS=0); these tests are about the lines.
  afterEach(() => void vi.unstubAllEnvs());
  const on = (): void => void vi.stubEnv('ODDSMITH_PROGRESS', undefined);

  it('the first ETA is measured from the first trials done, not from the pool start-up (issue #11)', () => {
    // A 43-s job: the pool takes 1.2 s to start, then 1e6 trials a second for 43 s.
    on();
    let now = 0;
    const out = recorder();
    const progress = createProgress('job', out, () => now);
    const planned = 43e6;
    for (now = 1200; now <= 8000; now += 100) progress.update(Math.max(0, now - 1200) * 1000, planned);
    const first = out.lines.find((l) => /ETA \d/.test(l)) ?? '';
    // At t = 2.2..6.2 s the truth is 43 - (t - 1.2) s: in seconds, within a few, never 80 minutes.
    const seconds = Number(/ETA (\d+)s$/.exec(first.trim())?.[1]);
    expect(seconds).toBeGreaterThan(30);
    expect(seconds).toBeLessThan(45);
  });

  it('shows no rate until a second of trials has been timed, never 0/s', () => {
    // Trials start at 4.5 s; the first line (at 5 s) comes before the rate can be measured.
    on();
    let now = 0;
    const out = recorder();
    const progress = createProgress('job', out, () => now);
    for (now = 4500; now <= 10_000; now += 100) progress.update((now - 4500) * 1000, 10e6);
    expect(out.lines[0]).toBe('job   5%  500k/10.0M trials  ... trials/s  ETA ...\n');
    expect(out.lines[1]).toBe('job  55%  5.5M/10.0M trials  1M trials/s  ETA 5s\n');
    expect(out.lines.join('')).not.toMatch(/ 0\/s/);
  });

  it('writes a slow rate in its unit with its figures, never 0/s (issue #47: "low: break-even costs ... 0/s")', () => {
    // A break-even search: 27 types, one done every 3.2 s.
    on();
    let now = 0;
    const out = recorder();
    const progress = createProgress('low: break-even costs', out, () => now, 'types');
    for (now = 0; now <= 20_000; now += 100) progress.update(Math.floor(now / 3200), 27);
    // Timed from the first type done (3.2 s): 5 more in 16.8 s, 0.298 a second; 21 left, 71 s.
    expect(out.lines.at(-1)).toBe('low: break-even costs  22%  6/27 types  0.3 types/s  ETA 1m11s\n');
  });

  it('is silent for runs that end within a second', () => {
    on();
    let now = 0;
    const out = recorder();
    const progress = createProgress('job', out, () => now);
    for (now = 0; now < 1000; now += 100) progress.update(now, 1000);
    progress.finish();
    expect(out.lines).toEqual([]);
  });
});

describe('progress switched off (issue #33: a test counting stderr lines must not depend on speed)', () => {
  afterEach(() => void vi.unstubAllEnvs());

  /** The lines a 20-s run of 20M trials prints on a pipe, one update each 100 ms. */
  function lines(env: string | undefined): string[] {
    vi.stubEnv('ODDSMITH_PROGRESS', env);
    let now = 0;
    const out = recorder();
    const progress = createProgress('job', out, () => now);
    for (now = 0; now <= 20_000; now += 100) progress.update(now * 1000, 20e6);
    progress.finish();
    return out.lines;
  }

  it('ODDSMITH_PROGRESS=0 silences every line, however long the run', () => {
    expect(lines('0')).toEqual([]);
  });

  it('unset, or any other value, leaves them on: a line every 5 s on a pipe', () => {
    expect(lines(undefined)).toHaveLength(4); // at 5, 10, 15 and 20 s
    expect(lines('1')).toHaveLength(4);
  });
});

describe('half-widths as a reader sees them', () => {
  it('shows a tiny half-width, never ±0.0%', () => {
    expect(halfWidthPercent(0.0123)).toBe('1.2%');
    expect(halfWidthPercent(0.001)).toBe('0.1%');
    expect(halfWidthPercent(0.0000421)).toBe('0.0042%');
    expect(halfWidthPercent(0)).toBe('0.0%');
  });
});
