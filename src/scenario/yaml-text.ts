import { LineCounter, parseDocument } from 'yaml';
import { UsageError } from '../core/errors.js';
import { clipped } from '../core/printable.js';
import { LIMITS } from './limits.js';
import { keyPath, lineOf, writtenAt } from './yaml-lines.js';
import { PROTO_REFUSAL, yamlFailure } from '../core/yaml-failure.js';

export type Path = readonly (string | number)[];

/** A YAML file read within the limits: its plain value, the hash of its bytes, and how to blame a field. */
export interface YamlFile {
  readonly raw: unknown;
  readonly hash: string;
  /** A UsageError naming the file, the field's path and its line: "x.yaml: conditions[1].b (line 12): why". */
  fail(path: Path, reason: string): UsageError;
  /** The value at `path` as the file writes it (`1e308` where the value read is 1e+308), or ''. */
  written(path: Path): string;
}

/**
 * YAML text, with the hash of its bytes, as a `YamlFile` (`name` is what errors call it: a
 * file, or "the pasted overlay"): valid YAML, no `__proto__` key, no tag the YAML core schema
 * does not know (`!!js/function`, `!anything`: read as text it would pass for a name),
 * aliases expanded at most LIMITS.aliases times. Pure, so the explorer page checks a pasted
 * overlay the same way. Every YAML file oddsmith reads is read here.
 */
export function yamlText(text: string, hash: string, name: string): YamlFile {
  const lines = new LineCounter();
  // resolveKnownTags: false, so YAML 1.1's !!binary, !!set, !!timestamp... are unknown too: core schema only
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, resolveKnownTags: false });
  const syntax = doc.errors[0];
  if (syntax) throw new UsageError(`${name}: line ${lines.linePos(syntax.pos[0]).line}: not valid YAML (${syntax.message.split('\n')[0]})`);
  const tag = doc.warnings.find((w) => w.code === 'TAG_RESOLVE_FAILED');
  if (tag) {
    throw new UsageError(`${name}: line ${lines.linePos(tag.pos[0]).line}: the YAML tag '${clipped(text.slice(tag.pos[0], tag.pos[1]), 40)}' is not one oddsmith reads (it reads plain text, numbers, true/false, lists and maps); write the value without it`);
  }
  const fail = (path: Path, reason: string): UsageError => yamlFailure(name, path, lineOf(doc, lines, path), reason);
  const proto = keyPath(doc, '__proto__');
  if (proto) throw fail(proto, PROTO_REFUSAL);
  let raw: unknown;
  try {
    raw = doc.toJS({ maxAliasCount: LIMITS.aliases });
  } catch (error) {
    if (error instanceof ReferenceError) throw new UsageError(`${name}: its YAML aliases expand too far (more than ${LIMITS.aliases} alias uses); write the values out`);
    throw error;
  }
  return { raw, hash, fail, written: (path) => writtenAt(doc, text, path) };
}
