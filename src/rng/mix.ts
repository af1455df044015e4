/**
 * Integer mixing and hashing used to derive independent streams.
 * fmix32 is MurmurHash3's finaliser (Appleby): every input bit affects every output bit.
 * Reference: https://github.com/aappleby/smhasher/blob/master/src/MurmurHash3.cpp
 *
 * @example
 * mix32(0); // => 0
 * mix32(1) !== mix32(2); // => true
 */
export function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function fnv1a(text: string, basis: number): number {
  let h = basis;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}

/**
 * A 53-bit stream key for a canonical matchup description: two 32-bit FNV-1a hashes of
 * the UTF-16 code units (different offset bases), each finished with mix32, joined into
 * one safe integer. 53 bits keep two matchups of even a huge sweep from sharing a stream.
 *
 * @example
 * hashString('hott2|close|knights|spears') === hashString('hott2|close|knights|spears'); // => true
 * Number.isSafeInteger(hashString('anything')); // => true
 */
export function hashString(text: string): number {
  const low = fnv1a(text, 0x811c9dc5);
  const high = fnv1a(text, 0x9747b28c) & 0x1fffff;
  return high * 4294967296 + low;
}
