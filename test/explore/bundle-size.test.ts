/**
 * Issue #47: the explorer is opened on phones, so its script (inlined in the page) is held to
 * 150 KiB gzipped at zlib's default level. It was 950 KiB, 257 KiB gzipped, when classic zod
 * (47% of it) and the yaml package (10%) came in only to check a pasted overlay.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleExplorer } from '../../src/explore/bundle.js';

describe("the explorer's script", () => {
  it('is at most 150 KiB gzipped', async () => {
    const js = await bundleExplorer();
    expect(gzipSync(js).length).toBeLessThanOrEqual(150 * 1024);
  });
});
