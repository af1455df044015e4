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

/**
 * 32-bit FNV-1a over the UTF-16 code units of a string, finished with mix32: a stable
 * stream key for a canonical matchup description.
 *
 * @example
 * hashString('hott2|close|knights|spears') === hashString('hott2|close|knights|spears'); // => true
 */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}
