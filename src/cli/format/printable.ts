/**
 * Text from the user's arguments or files, made safe to print on a terminal: control
 * characters (C0, DEL, C1) are shown as escapes, so an argument can neither break a
 * one-line message nor send the terminal a command (e.g. change its title).
 *
 * @example
 * printable('kni\u001b]0;x\u0007ghts'); // => 'kni\\x1b]0;x\\x07ghts'
 */
export function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => {
    if (c === '\n') return '\\n';
    if (c === '\t') return '\\t';
    if (c === '\r') return '\\r';
    return `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  });
}
