#!/usr/bin/env node
/** The process entry: the real streams, exit codes, and output that cannot be written. */
import { main } from './main.js';

// A reader that stops early (`| head`) is not an error: end quietly, as Unix tools do.
// Any other failure to write the answer (a full disk, `> /dev/full`) is one line, not a stack.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  process.stderr.write(`oddsmith: cannot write the output: ${error.code === 'ENOSPC' ? 'no space left on the device' : error.message}\n`);
  process.exit(1);
});

process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr });
