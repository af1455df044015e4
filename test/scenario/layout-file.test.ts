import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { loadLayout } from '../../src/scenario/layout-file.js';
import { tempDir } from '../temp-dir.js';
import { ROOT } from '../cli/run-cli.js';

// Issue #48: `battle --field board --terrain my-table.yaml` lays a table by hand; the file is
// untrusted input, checked like an army file, every refusal one sentence naming its line.
const dir = tempDir('layout');
let n = 0;
function file(text: string): string {
  const path = join(dir, `l${n++}.yaml`);
  writeFileSync(path, text);
  return path;
}

const VALID = `system: [hott2, d3h2]
name: A wood and a hill
features:
  - { feature: woods, x: 3, y: 6, width: 3, depth: 3 }
  - { feature: gentle-hills, x: 9, y: 9.5, width: 4, depth: 2.125 }
`;

async function failure(text: string, system = 'd3h2'): Promise<string> {
  const path = file(text);
  try {
    await loadLayout(path, system);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    return message.replace(path, 'FILE');
  }
  throw new Error('the layout was accepted');
}

describe('layout files', () => {
  it('reads features in base widths into the board\'s eighths, from army A\'s left rear corner, with the file\'s hash', async () => {
    const layout = await loadLayout(file(VALID), 'hott2');
    expect(layout.name).toBe('A wood and a hill');
    expect(layout.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(layout.features).toEqual([
      { feature: 'woods', x0: 24, y0: 48, x1: 48, y1: 72 },
      { feature: 'gentle-hills', x0: 72, y0: 76, x1: 104, y1: 93 },
    ]);
  });

  it('reads the example of docs/battles.md', async () => {
    const docs = readFileSync(join(ROOT, 'docs', 'battles.md'), 'utf8');
    const example = /```yaml\n((?:\s*[^`]*\n)*?\s*features:[^`]*?)\s*```/.exec(docs)?.[1] ?? '';
    const layout = await loadLayout(file(example.replace(/^ {2}/gm, '')), 'd3h2');
    expect(layout.features.map((f) => f.feature)).toEqual(['marsh', 'gentle-hills']);
  });

  it('reads a waterway along a side edge from base edge to base edge (F42), on either side', async () => {
    const west = await loadLayout(file(VALID.replace('{ feature: woods, x: 3, y: 6, width: 3, depth: 3 }', '{ feature: waterway, x: 0, y: 0, width: 2, depth: 15 }')), 'd3h2');
    expect(west.features[0]).toEqual({ feature: 'waterway', x0: 0, y0: 0, x1: 16, y1: 120 });
    const east = await loadLayout(file(VALID.replace('{ feature: woods, x: 3, y: 6, width: 3, depth: 3 }', '{ feature: waterway, x: 13, y: 0, width: 2, depth: 15 }')), 'd3h2');
    expect(east.features[0]).toEqual({ feature: 'waterway', x0: 104, y0: 0, x1: 120, y1: 120 });
  });

  it('refuses, in one sentence with its line, what a board cannot lay', async () => {
    expect(await failure(VALID, 'hott25')).toBe('FILE: system (line 1): the layout is for hott2, d3h2, not hott25');
    expect(await failure(VALID.replace('woods', 'waterway'))).toBe('FILE: features[0] (line 4): a waterway lies along a side edge from base edge to base edge (x 0 or x + width 15, y 0, depth 15; ruling F42)');
    expect(await failure(VALID.replace('woods', 'lake'))).toMatch(/^FILE: features\[0\]\.feature \(line 4\): unknown feature 'lake' on a d3h2 board/);
    expect(await failure(VALID.replace('woods', 'wood'))).toMatch(/did you mean woods/);
    expect(await failure(VALID.replace('x: 3,', 'x: 13,'))).toBe('FILE: features[0] (line 4): reaches past the board, which is 15 base widths a side');
    expect(await failure(VALID.replace('depth: 2.125', 'depth: 2.1'))).toMatch(/^FILE: features\[1\]\.depth \(line 5\): not a whole number of eighths of a base width/);
    expect(await failure(VALID.replace('x: 3,', 'x: -1,'))).toMatch(/^FILE: features\[0\]\.x \(line 4\)/);
    expect(await failure(VALID.replace('width: 3,', 'width: 0,'))).toMatch(/^FILE: features\[0\]\.width \(line 4\)/);
    expect(await failure(VALID.replace('x: 3,', 'x: 1e308,'))).toMatch(/^FILE: features\[0\]\.x \(line 4\)/);
    expect(await failure(VALID.replace('depth: 3 }', 'depth: 3, height: 2 }'))).toMatch(/unknown field; fields are feature, x, y, width, depth/);
    expect(await failure(VALID.replace('name:', 'nmae:'))).toMatch(/unknown field; did you mean name/);
    const many = `system: d3h2\nname: crowded\nfeatures:\n${'  - { feature: scrub, x: 0, y: 0, width: 1, depth: 1 }\n'.repeat(17)}`;
    expect(await failure(many)).toMatch(/at most 16 features/);
  });
});
