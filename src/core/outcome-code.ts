import type { OutcomeAxis } from './kernel.js';

/** Product of axis sizes: the number of distinct joint codes. */
export function codeCount(axes: readonly OutcomeAxis[]): number {
  return axes.reduce((n, axis) => n * axis.values.length, 1);
}

/**
 * Mixed-radix encoding, first axis most significant.
 *
 * @example
 * encode([{name:'a',values:['x','y']},{name:'b',values:['p','q','r']}], [1, 2]); // => 5
 */
export function encode(axes: readonly OutcomeAxis[], indices: readonly number[]): number {
  let code = 0;
  axes.forEach((axis, i) => {
    code = code * axis.values.length + (indices[i] ?? 0);
  });
  return code;
}

/** Inverse of `encode`: the value index on each axis. */
export function decode(axes: readonly OutcomeAxis[], code: number): number[] {
  const indices = new Array<number>(axes.length).fill(0);
  let rest = code;
  for (let i = axes.length - 1; i >= 0; i--) {
    const size = axes[i]?.values.length ?? 1;
    indices[i] = rest % size;
    rest = Math.floor(rest / size);
  }
  return indices;
}
