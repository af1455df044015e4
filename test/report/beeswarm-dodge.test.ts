import { range } from 'd3-array';
import { describe, expect, it } from 'vitest';
import { dodge } from '../../src/report/charts/beeswarm.js';

/** dodge as first written, every distance by Math.hypot: the offsets must never change. */
function dodgeByHypot(xs: readonly number[], radius: number, maxOffset: number): number[] {
  const diameter = 2 * radius;
  const step = radius * 1.2;
  const slots = 2 * Math.floor(maxOffset / step) + 1;
  const order = range(xs.length).sort((a, b) => (xs[a] ?? 0) - (xs[b] ?? 0) || a - b);
  const columns = new Map<number, { x: number; y: number }[]>();
  const offsets = new Array<number>(xs.length).fill(0);
  const overflow = new Map<number, number>();
  for (const i of order) {
    const x = xs[i] ?? 0;
    const column = Math.floor(x / diameter);
    const near = [column - 1, column, column + 1].flatMap((c) => columns.get(c) ?? []).filter((p) => Math.abs(p.x - x) < diameter);
    let placed = false;
    for (let k = 0; k < slots && !placed; k++) {
      const y = k === 0 ? 0 : (k % 2 === 1 ? 1 : -1) * Math.ceil(k / 2) * step;
      if (near.every((p) => Math.hypot(p.x - x, p.y - y) >= diameter)) {
        offsets[i] = y;
        const list = columns.get(column);
        if (list) list.push({ x, y });
        else columns.set(column, [{ x, y }]);
        placed = true;
      }
    }
    if (!placed) {
      const n = overflow.get(column) ?? 0;
      overflow.set(column, n + 1);
      offsets[i] = (n % 2 === 0 ? 1 : -1) * maxOffset;
    }
  }
  return offsets;
}

/** A small deterministic generator (mulberry32), so a failure repeats. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('dodge places every dot where Math.hypot placed it', () => {
  it('on random rows, and on rows whose dots sit exactly a diameter or a step apart (the ties)', () => {
    const next = random(38);
    let rows = 0;
    for (const radius of [3, 4.5, 5]) {
      const diameter = 2 * radius;
      for (let r = 0; r < 60; r++) {
        const n = 1 + Math.floor(next() * 120);
        const spread = 40 + next() * 400;
        // Half the rows on a lattice of diameters and steps, where distances come out exactly at the limit.
        const lattice = r % 2 === 0;
        const xs = range(n).map(() => (lattice ? Math.round(next() * 12) * (next() < 0.5 ? diameter : radius * 1.2) : next() * spread));
        expect(dodge(xs, radius, 30), `radius ${radius}, row ${r}`).toEqual(dodgeByHypot(xs, radius, 30));
        rows++;
      }
    }
    expect(rows).toBe(180);
  });
});
