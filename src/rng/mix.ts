import { splitMix64 } from './u64.js';

/**
 * A 64-bit stream key for a canonical matchup description: 64-bit FNV-1a (Fowler, Noll and
 * Vo; offset basis 0xcbf29ce484222325, prime 0x100000001b3) over the UTF-16 code units,
 * finished with SplitMix64's output function (u64.ts) so every bit of the text reaches every
 * bit of the key. 64 bits keep two matchups of even a huge sweep from sharing a stream
 * (250,000 matchups: about 2e-9 that any two do).
 * Reference: http://www.isthe.com/chongo/tech/comp/fnv/
 *
 * @example
 * hashString('hott2|close|knights|spears') === hashString('hott2|close|knights|spears'); // => true
 * hashString('anything') < 2n ** 64n; // => true
 */
export function hashString(text: string): bigint {
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  for (let i = 0; i < text.length; i++) {
    lo = (lo ^ text.charCodeAt(i)) >>> 0;
    // (hi * 2^32 + lo) * (2^40 + 0x1b3) mod 2^64; lo * 0x1b3 < 2^41 is exact.
    const low = lo * 0x1b3;
    hi = (Math.imul(hi, 0x1b3) + Math.floor(low / 4294967296) + (lo << 8)) >>> 0;
    lo = low >>> 0;
  }
  const key = splitMix64({ hi, lo });
  return (BigInt(key.hi) << 32n) | BigInt(key.lo);
}
