/**
 * A bounded memo's value: `map`'s value for `key`, made by `make` when absent and kept; past
 * `most` values the oldest goes first. Prepared matchups, overlaid systems, worked battles and
 * Little Orc Wars kill laws are all kept this way.
 *
 * @example
 * keptOrMade(new Map<string, number>(), 'a', 2, () => 1); // => 1, kept under 'a'
 */
export function keptOrMade<K, V>(map: Map<K, V>, key: K, most: number, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    if (map.size >= most) map.delete(map.keys().next().value as K);
    map.set(key, value);
  }
  return value;
}

/** The map `owner` holds in `maps` (a system object's own memo), made empty when first asked for. */
export function mapOf<O extends object, K, V>(maps: WeakMap<O, Map<K, V>>, owner: O): Map<K, V> {
  let map = maps.get(owner);
  if (!map) maps.set(owner, (map = new Map()));
  return map;
}
