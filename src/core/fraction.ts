/**
 * Exact rational numbers over BigInt, for the game solver (`matrix-game.ts`): a value or a
 * mixed strategy read off a simplex tableau is a ratio of integers, and floating point would
 * blur the ties and zeros that tests assert. Always in lowest terms, denominator positive.
 * No dependencies; runs in a browser.
 *
 * @example
 * Fraction.of(1, 3).add(Fraction.of(1, 6)).toString(); // => '1/2'
 */
export class Fraction {
  static readonly ZERO = new Fraction(0n, 1n);
  static readonly ONE = new Fraction(1n, 1n);

  /** Numerator and denominator in lowest terms; `den > 0`. */
  private constructor(readonly num: bigint, readonly den: bigint) {}

  /** `num / den` in lowest terms (integers as number or bigint). */
  static of(num: bigint | number, den: bigint | number = 1n): Fraction {
    let n = BigInt(num);
    let d = BigInt(den);
    if (d === 0n) throw new Error('Fraction: zero denominator');
    if (d < 0n) [n, d] = [-n, -d];
    const g = gcd(n, d);
    return new Fraction(n / g, d / g);
  }

  /** Exactly the given value: an integer, a Fraction, or any finite double (its binary expansion, exactly). */
  static from(x: number | bigint | Fraction): Fraction {
    if (x instanceof Fraction) return x;
    if (typeof x === 'bigint') return new Fraction(x, 1n);
    if (!Number.isFinite(x)) throw new Error(`Fraction: not finite: ${x}`);
    // Doubling a non-integer double is exact (it is below 2^53), and ends within 1074 steps.
    let den = 1n;
    let v = x;
    while (!Number.isInteger(v)) {
      v *= 2;
      den *= 2n;
    }
    return Fraction.of(BigInt(v), den);
  }

  add(o: Fraction): Fraction { return Fraction.of(this.num * o.den + o.num * this.den, this.den * o.den); }
  sub(o: Fraction): Fraction { return Fraction.of(this.num * o.den - o.num * this.den, this.den * o.den); }
  mul(o: Fraction): Fraction { return Fraction.of(this.num * o.num, this.den * o.den); }
  div(o: Fraction): Fraction { return Fraction.of(this.num * o.den, this.den * o.num); }
  neg(): Fraction { return new Fraction(-this.num, this.den); }
  /** -1, 0 or 1 as this is below, equal to or above `o`. */
  compare(o: Fraction): number {
    const d = this.num * o.den - o.num * this.den;
    return d < 0n ? -1 : d > 0n ? 1 : 0;
  }
  equals(o: Fraction): boolean { return this.num === o.num && this.den === o.den; }
  isZero(): boolean { return this.num === 0n; }

  /** The nearest double, near enough even when numerator and denominator exceed the double range. */
  toNumber(): number {
    const size = Math.max(bits(this.num), bits(this.den));
    if (size <= 1000) return Number(this.num) / Number(this.den);
    const k = BigInt(size - 1000);
    return Number(this.num >> k) / Number(this.den >> k);
  }
  /** `'n/d'`, or `'n'` for an integer. */
  toString(): string { return this.den === 1n ? `${this.num}` : `${this.num}/${this.den}`; }
  toJSON(): string { return this.toString(); }
}

/** The greatest common divisor (non-negative; gcd(0, 0) is taken as 1 so that dividing by it is safe). */
export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

/** The least common multiple of two positive integers. */
export function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}

const DOUBLE_SAFE = 1n << 1000n;
/** Bit length of |n| rounded up to 4, or 0 when it is far inside the double range (the common case, answered without printing). */
function bits(n: bigint): number {
  const abs = n < 0n ? -n : n;
  return abs < DOUBLE_SAFE ? 0 : abs.toString(16).length * 4;
}
