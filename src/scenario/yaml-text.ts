import { LineCounter, parseDocument } from 'yaml';
import { UsageError } from '../core/errors.js';
import { LIMITS } from './limits.js';
import { keyPath, lineOf, pathText } from './yaml-lines.js';

export type Path = readonly (string | number)[];

/** A YAML file read within the limits: its plain value, the hash of its bytes, and how to blame a field. */
export interface YamlFile {
  readonly raw: unknown;
  readonly hash: string;
  /** A UsageError naming the file, the field's path and its line: "x.yaml: conditions[1].b (line 12): why". */
  fail(path: Path, reason: string): UsageError;
}

/**
 * YAML text, with the hash of its bytes, as a `YamlFile` (`name` is what errors call it: a
 * file, or "the pasted overlay"): valid YAML, no `__proto__` key, aliases expanded at most
 * LIMITS.aliases times. Pure, so the explorer page checks a pasted overlay the same way.
 */
export function yamlText(text: string, hash: string, name: string): YamlFile {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const syntax = doc.errors[0];
  if (syntax) throw new UsageError(`${name}: line ${lines.linePos(syntax.pos[0]).line}: not valid YAML (${syntax.message.split('\n')[0]})`);
  const fail = (path: Path, reason: string): UsageError => {
    const where = path.length > 0 ? `${pathText(path)} (line ${lineOf(doc, lines, path)})` : `line ${lineOf(doc, lines, path)}`;
    return new UsageError(`${name}: ${where}: ${reason}`);
  };
  const proto = keyPath(doc, '__proto__');
  if (proto) throw fail(proto, "unknown field; '__proto__' is never a field or a troop id");
  let raw: unknown;
  try {
    raw = doc.toJS({ maxAliasCount: LIMITS.aliases });
  } catch (error) {
    if (error instanceof ReferenceError) throw new UsageError(`${name}: its YAML aliases expand too far (more than ${LIMITS.aliases} alias uses); write the values out`);
    throw error;
  }
  return { raw, hash, fail };
}
