import { isMap, isSeq, type Document, type LineCounter, type Node } from 'yaml';

/**
 * The deepest node of `path` that exists in a parsed YAML document, and where its path
 * starts: the key's offset for a map entry, the item's for a list entry. A path that leaves
 * the document (a missing field) stops at the nearest parent that is there.
 */
function nodeAt(doc: Document, path: readonly (string | number)[]): { node: unknown; offset: number; whole: boolean } {
  let node: unknown = doc.contents;
  let offset = (doc.contents as Node | null)?.range?.[0] ?? 0;
  let steps = 0;
  for (const step of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => (p.key as { value?: unknown } | null)?.value === step);
      if (!pair) break;
      offset = (pair.key as Node).range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof step === 'number') {
      const item = node.items[step] as Node | undefined;
      if (!item) break;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else {
      break;
    }
    steps++;
  }
  return { node, offset, whole: steps === path.length };
}

/** The 1-based line of the deepest node of `path` that exists in a parsed YAML document (`nodeAt`). */
export function lineOf(doc: Document, lines: LineCounter, path: readonly (string | number)[]): number {
  return lines.linePos(nodeAt(doc, path).offset).line;
}

/** The value at `path` as the file writes it (`1e308`, `"3"`), or '' where the path leaves the document. */
export function writtenAt(doc: Document, text: string, path: readonly (string | number)[]): string {
  const { node, whole } = nodeAt(doc, path);
  const range = whole ? (node as Node | null)?.range : undefined;
  return range ? text.slice(range[0], range[1]).trim() : '';
}

/**
 * The path of the first map key in the document that is `name`, or null. Used to refuse
 * `__proto__` before the document becomes an object: as a plain key it would set the
 * object's prototype and vanish from its entries, so no schema could see or refuse it.
 */
export function keyPath(doc: Document, name: string): (string | number)[] | null {
  const search = (node: unknown, path: (string | number)[]): (string | number)[] | null => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = (pair.key as { value?: unknown } | null)?.value;
        if (key === name) return [...path, name];
        const found = search(pair.value, [...path, String(key)]);
        if (found) return found;
      }
    } else if (isSeq(node)) {
      for (const [i, item] of node.items.entries()) {
        const found = search(item, [...path, i]);
        if (found) return found;
      }
    }
    return null;
  };
  return search(doc.contents, []);
}
