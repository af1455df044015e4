import { describe, expect, it } from 'vitest';
import { createProgress } from '../../src/cli/progress.js';
import { halfWidthPercent } from '../../src/report/half-width.js';

function recorder(): { write(text: string): void; readonly lines: string[] } {
  const lines: string[] = [];
  return { write: (text: string) => void lines.push(text), lines };
}

describe('progress lines', () => {
  it('the first ETA is measured from the first trials done, not from the pool start-up (issue #11)', () => {
    // A 43-s job: the pool takes 1.2 s to start, then 1e6 trials a second for 43 s.
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
    let now = 0;
    const out = recorder();
    const progress = createProgress('job', out, () => now);
    for (now = 4500; now <= 10_000; now += 100) progress.update((now - 4500) * 1000, 10e6);
    expect(out.lines[0]).toBe('job   5%  500k/10.0M trials  .../s  ETA ...\n');
    expect(out.lines[1]).toBe('job  55%  5.5M/10.0M trials  1.0M/s  ETA 5s\n');
    expect(out.lines.join('')).not.toMatch(/ 0\/s/);
  });

  it('is silent for runs that end within a second', () => {
    let now = 0;
    const out = recorder();
    const progress = createProgress('job', out, () => now);
    for (now = 0; now < 1000; now += 100) progress.update(now, 1000);
    progress.finish();
    expect(out.lines).toEqual([]);
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
