import { UsageError } from './errors.js';

/** `conditions[1].b.uphill`: a path as a person reads it. */
export function pathText(path: readonly (string | number | symbol)[]): string {
  return path.reduce<string>((text, step) => (typeof step === 'number' ? `${text}[${step}]` : text ? `${text}.${String(step)}` : String(step)), '');
}

/** A refusal naming the file, the field's path and its line: "x.yaml: conditions[1].b (line 12): why" (the YAML readers' one form). */
export function yamlFailure(name: string, path: readonly (string | number)[], line: number, reason: string): UsageError {
  return new UsageError(`${name}: ${path.length > 0 ? `${pathText(path)} (line ${line})` : `line ${line}`}: ${reason}`);
}

/** Why a `__proto__` key is refused wherever it is (a plain object would drop it unseen). */
export const PROTO_REFUSAL = "unknown field; '__proto__' is never a field or a troop id";
