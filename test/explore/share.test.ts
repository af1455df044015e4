/**
 * Issue #36: the link an answer is shared by, and `explore --base-url`, checked as a URL.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shareLink } from '../../src/explore/share.js';
import { cli } from '../cli/run-cli.js';

describe('the link to an answer', () => {
  it('is the page\'s own address when it is served, with the answer\'s hash in place of the one it had', () => {
    expect(shareLink('https://example.org/odds/index.html#hott2/knights/spears', null, '#d3h2/blades/psiloi?b=going=bad')).toBe('https://example.org/odds/index.html#d3h2/blades/psiloi?b=going=bad');
    expect(shareLink('http://localhost:8080/#x', 'https://example.org/odds/', '#hott2/knights/spears')).toBe('http://localhost:8080/#hott2/knights/spears');
  });

  it('from a local file, is the baked-in base URL with the hash, or none', () => {
    expect(shareLink('file:///home/me/odds/index.html#x', 'https://example.org/odds/', '#hott2/knights/spears')).toBe('https://example.org/odds/#hott2/knights/spears');
    expect(shareLink('file:///home/me/odds/index.html#x', null, '#hott2/knights/spears')).toBeNull();
  });
});

describe('explore --base-url', () => {
  it.each(['ftp://example.org/odds/', 'odds/', 'javascript:alert(1)', ''])('refuses %j in one sentence, exit 2', async (url) => {
    const dir = join(await mkdtemp(join(tmpdir(), 'oddsmith-explore-')), 'explorer');
    const run = await cli('explore', '--out', dir, '--base-url', url);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^oddsmith: --base-url needs the http or https address the folder will be published at, such as https:\/\/example\.org\/odds\/, not '.*'\n$/);
  });

  it('refuses an address of 100,000 characters in one short sentence, exit 2, and takes one of 2,000', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'oddsmith-explore-')), 'explorer');
    const long = `https://example.org/${'a'.repeat(100_000)}/`;
    const run = await cli('explore', '--out', dir, '--base-url', long);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('oddsmith: --base-url is 100,021 characters, but the address a folder is published at is at most 2,000\n');
    const most = `https://example.org/${'a'.repeat(2000 - 21)}/`;
    expect(most.length).toBe(2000);
    const taken = await cli('explore', '--out', dir, '--base-url', most);
    expect(taken.code, taken.stderr).toBe(0);
  });

  it('bakes the address in, without a hash, escaped', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'oddsmith-explore-')), 'explorer');
    const run = await cli('explore', '--out', dir, '--base-url', 'https://example.org/odds/?a="b"#old');
    expect(run.code, run.stderr).toBe(0);
    const html = await readFile(join(dir, 'index.html'), 'utf8');
    expect(html).toContain('<meta name="oddsmith-base-url" content="https://example.org/odds/?a=%22b%22">');
  });
});
