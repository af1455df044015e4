import { isMap, isSeq, type Document, type LineCounter, type Node } from 'yaml';

/**
 * The 1-based line of the deepest node of `path` that exists in a parsed YAML document:
 * the key's line for a map entry, the item's line for a list entry. A path that leaves the
 * document (a missing field) gives the line of the nearest parent that is there.
 */
export function lineOf(doc: Document, lines: LineCounter, path: readonly (string | number)[]): number {
  let node: unknown = doc.contents;
  let offset = (doc.contents as Node | null)?.range?.[0] ?? 0;
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
  }
  return lines.linePos(offset).line;
}

/** `conditions[1].b.uphill`: a path as a person reads it. */
export function pathText(path: readonly (string | number | symbol)[]): string {
  return path.reduce<string>((text, step) => (typeof step === 'number' ? `${text}[${step}]` : text ? `${text}.${String(step)}` : String(step)), '');
}
