/**
 * Where a command's output goes: the process's streams from the bin entry, buffers in
 * tests. Commands never touch `process.stdout` or `process.stderr` directly, so the whole
 * CLI runs in-process under test.
 */
export interface OutStream {
  write(text: string): unknown;
  /** A terminal redraws progress in place; anything else gets plain lines. */
  readonly isTTY?: boolean;
  /** A terminal's width in characters: wide tables are laid out to fit it. */
  readonly columns?: number;
}

export interface CliIo {
  readonly stdout: OutStream;
  readonly stderr: OutStream;
}
