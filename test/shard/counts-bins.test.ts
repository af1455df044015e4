import { describe, expect, it } from 'vitest';
import { takeBins } from '../../src/app/counts-bins.js';

describe("a counts file's bins, read before its JSON", () => {
  it('each nonzero array becomes its number in the list, its pairs two typed arrays', () => {
    const taken = takeBins('{"a":{"nonzero":[[0,3],[2,1.5]]},"b":{"nonzero":[]},"c":{"nonzero":[[7,1e+300]]}}');
    expect(taken?.text).toBe('{"a":{"nonzero":0},"b":{"nonzero":1},"c":{"nonzero":2}}');
    expect(taken?.arrays.map((a) => [[...a.bins], [...a.counts]])).toEqual([
      [[0, 2], [3, 1.5]],
      [[], []],
      [[7], [1e300]],
    ]);
  });

  it('what is not pairs of plain numbers is no counts file: null', () => {
    for (const bad of ['[[1,2,3]]', '[[1]]', '[["1",2]]', '[[1,2],]', '[[1,2][3,4]]', '[[1, 2]]', '[[NaN,1]]', '[{"0":1}]']) {
      expect(takeBins(`{"nonzero":${bad}}`), bad).toBeNull();
    }
  });

  it('a key spelled inside a string is text, not bins (its quotes are escaped)', () => {
    const text = '{"scope":"\\"nonzero\\":[[1,2]]","nonzero":[[4,5]]}';
    const taken = takeBins(text);
    expect(taken?.text).toBe('{"scope":"\\"nonzero\\":[[1,2]]","nonzero":0}');
    expect(JSON.parse(taken?.text ?? '')).toEqual({ scope: '"nonzero":[[1,2]]', nonzero: 0 });
  });
});
