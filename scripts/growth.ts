/**
 * How an exact computation's cost grows with the group size (issue #27): the times at each
 * size, the power of the size they grow as (a least-squares fit of log time on log size), and
 * the largest size measured that stays under a second.
 */
export function growthLine(name: string, sizes: readonly number[], ms: readonly number[]): string {
  const xs = sizes.map(Math.log);
  const ys = ms.map((t) => Math.log(Math.max(t, 1e-3)));
  const mx = xs.reduce((s, x) => s + x, 0) / xs.length;
  const my = ys.reduce((s, y) => s + y, 0) / ys.length;
  const slope = xs.reduce((s, x, i) => s + (x - mx) * ((ys[i] as number) - my), 0) / xs.reduce((s, x) => s + (x - mx) ** 2, 0);
  const under = sizes.filter((_, i) => (ms[i] as number) < 1000);
  const times = sizes.map((n, i) => `${n}: ${(ms[i] as number).toFixed((ms[i] as number) < 10 ? 2 : 0)} ms`).join(', ');
  return `  growth, ${name.padEnd(40)} ${times}; grows as n^${slope.toFixed(1)}; largest under 1 s: ${under.length > 0 ? `${under[under.length - 1]} a side` : 'none'}`;
}
