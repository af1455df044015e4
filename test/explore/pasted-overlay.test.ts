/**
 * Issue #33: an overlay pasted into the explorer is held to the 1 MiB limit of an overlay
 * file (LIMITS.fileBytes, the one constant), counted in UTF-8 bytes as a file is, and refused
 * in one line before the YAML parser sees it (6.5 MB froze the page for 6.2 s).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pastedOverlay } from '../../src/explore/pasted-overlay.js';
import { LIMITS } from '../../src/scenario/limits.js';
import { loadOverlay } from '../../src/scenario/overlay-file.js';
import { tempDir } from '../temp-dir.js';

const OVERLAY = 'base: hott2\nname: knights-plus-one\ntroops:\n  knights: { vsFoot: 4 }\n';

/** The overlay padded with a comment line to `bytes` bytes of UTF-8 (`fill` one byte or two each). */
function padded(bytes: number, fill = 'x'): string {
  const room = bytes - OVERLAY.length - 2; // '#' and the final newline
  const per = new TextEncoder().encode(fill).length;
  return `${OVERLAY}#${fill.repeat(Math.floor(room / per))}${'x'.repeat(room % per)}\n`;
}

async function refusal(text: string): Promise<string | null> {
  try {
    await pastedOverlay(text);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe('a pasted overlay', () => {
  it('of exactly 1 MiB (1,048,576 bytes) is checked as an overlay file is', async () => {
    const text = padded(1_048_576);
    expect(new TextEncoder().encode(text).length).toBe(LIMITS.fileBytes);
    const overlay = await pastedOverlay(text);
    expect(overlay.spec.name).toBe('knights-plus-one');
    expect(overlay.changes).toEqual(['knights.vsFoot: 3 -> 4']);
  });

  it('one byte over is refused in one line', async () => {
    expect(await refusal(padded(1_048_577))).toBe('the pasted overlay: larger than 1 MiB, the most an overlay may be');
  });

  it('is measured in UTF-8 bytes: 600,000 two-byte letters (1.2 MB, 600,000 UTF-16 units) are over', async () => {
    const text = `${OVERLAY}#${'é'.repeat(600_000)}\n`;
    expect(text.length).toBeLessThan(LIMITS.fileBytes);
    expect(await refusal(text)).toBe('the pasted overlay: larger than 1 MiB, the most an overlay may be');
  });

  it('6.5 MB that is not even YAML is refused for its size, so before anything parsed it', async () => {
    const text = ': [ {\n'.repeat(1_100_000);
    expect(text.length).toBe(6_600_000);
    expect(await refusal(text)).toBe('the pasted overlay: larger than 1 MiB, the most an overlay may be');
    // The same text within the limit is refused by the YAML reader: only the size check can have answered above.
    expect(await refusal(': [ {\n'.repeat(10))).toMatch(/^the pasted overlay: line 1: this reads plain YAML .*; write it that way$/);
  });
});

const DIR = tempDir('pasted');

/** What `--overlay FILE` says of `text`: its spec and changes, or its refusal without the file's name. */
async function viaFile(text: string, i: number): Promise<unknown> {
  const file = join(DIR, `o${i}.yaml`);
  writeFileSync(file, text);
  try {
    const { spec, changes } = await loadOverlay(file);
    return { spec, changes };
  } catch (error) {
    return (error as Error).message.replace(file, 'NAME');
  }
}

async function viaPage(text: string): Promise<unknown> {
  try {
    const { spec, changes } = await pastedOverlay(text);
    return { spec, changes };
  } catch (error) {
    return (error as Error).message.replace('the pasted overlay', 'NAME');
  }
}

/** Overlays good and bad, one of each kind of check: shape, base, ids, row fields, options, rule tables. */
const OVERLAYS = [
  readFileSync('scenarios/overlays/d3h2-knights-4-2.5ap.yaml', 'utf8'),
  readFileSync('src/rules/hott25/hott25.yaml', 'utf8'),
  OVERLAY,
  'base: hott2\nnmae: typo\n',
  'name: no-base\n',
  'base: nope\nname: x\n',
  'base: hott2\nname: "has space"\n',
  'base: hott2\nname: x\ntroops:\n  knigts: { vsFoot: 4 }\n',
  'base: hott2\nname: x\ntroops:\n  knights: { vsFoot: four }\n',
  'base: d3h2\nname: x\ntroops:\n  knights: { cost: -1 }\n',
  'base: d3h2\nname: x\nadd:\n  Big_Knights: { like: knights }\n',
  'base: d3h2\nname: x\nadd:\n  big-knights: { like: nobody }\n',
  'base: d3h2\nname: x\noptions:\n  no-such-option: 1\n',
  'base: d3h2\nname: x\nfactors:\n  nothing-here: { value: 1 }\n',
  'base: low\nname: x\nfactors: {}\n',
  'base: hott2\nname: x\n__proto__: { polluted: true }\n',
  'base: hott2\nname: x\ntroops: [knights]\n',
  '- just a list\n',
];

describe('the CLI and the page', () => {
  it('accept and refuse the same overlays, with the same words', async () => {
    for (const [i, text] of OVERLAYS.entries()) expect(await viaPage(text), text).toEqual(await viaFile(text, i));
    const refused = await Promise.all(OVERLAYS.map(viaPage));
    expect(refused.filter((r) => typeof r === 'string').length).toBe(OVERLAYS.length - 3);
  });
});

describe('a refusal of a pasted overlay', () => {
  it("names the rule a record's key broke, never zod's words", async () => {
    expect(await refusal('base: d3h2\nname: x\nadd:\n  Big_Knights: { like: knights }\n')).toBe(
      'the pasted overlay: add.Big_Knights (line 4): a new id is kebab-case: lower-case letters, digits and dashes',
    );
  });
});
