import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { gitCommit } from '../../src/cli/git-commit.js';
import { ROOT } from './run-cli.js';

describe('the manifest commit', () => {
  it("is oddsmith's own checkout's HEAD, whatever the current directory", () => {
    const head = execFileSync('git', ['-C', ROOT, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    const cwd = process.cwd();
    try {
      process.chdir('/tmp'); // not a repository, or someone else's: must not matter
      expect(gitCommit()).toBe(head);
    } finally {
      process.chdir(cwd);
    }
  });
});
