/**
 * What a file-system error means, in words for a one-line message: the reason behind its
 * code (Node's `error.code`), or undefined for a code without words here, so the caller
 * says what it can instead. Reading a scenario or overlay and writing a report name their
 * failures from this one table, so "permission denied" is never "does it exist?".
 *
 * @example
 * fileErrorWords(Object.assign(new Error(), { code: 'EACCES' })); // => 'permission denied'
 * fileErrorWords(new Error('no code'));                           // => undefined
 */
export function fileErrorWords(error: unknown): string | undefined {
  const code = errorCode(error);
  return Object.hasOwn(WORDS, code) ? WORDS[code] : undefined;
}

/**
 * A file-system error's code (Node's `error.code`), or '' for anything else.
 *
 * @example
 * errorCode(Object.assign(new Error(), { code: 'ENOENT' })); // => 'ENOENT'
 */
export function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

const WORDS: Readonly<Record<string, string>> = {
  ENOENT: 'it does not exist',
  ENOTDIR: 'a folder on its path is a file',
  EISDIR: 'it is a folder, not a file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ELOOP: 'too many symbolic links on its path',
  ENAMETOOLONG: 'the name is too long',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EMFILE: 'too many open files',
};
