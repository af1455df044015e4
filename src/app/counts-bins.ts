/**
 * The bins of a counts file's text read straight into typed arrays, before its JSON is parsed.
 * JSON.parse makes an array of each `[bin, count]` pair, some 60 bytes each: a counts file of
 * one-bin pairs would take twenty times its size. Each `"nonzero":[...]` is read here into two
 * Float64Arrays (16 bytes a bin) and left in the text as its number in the list, so the rest
 * parses small. A key cannot be spelled inside a JSON string without escaping its quote, so
 * only keys are found. What is not pairs of plain numbers is no file oddsmith wrote: null.
 */

/** One array's bins as written: bin numbers and counts, not yet checked (counts-file.ts does). */
export interface WrittenBins {
  readonly bins: Float64Array;
  readonly counts: Float64Array;
}

const KEY = '"nonzero":[';
/** A JSON number, read where the scan stands. */
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** The numbers of `[[a,b],[c,d],...]` from `at` (just past its first `[`): where its `]` closes and the pairs, or null. */
function pairsAt(text: string, at: number): { end: number; pairs: number[] } | null {
  const pairs: number[] = [];
  let i = at;
  const number = (): boolean => {
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (!m) return false;
    pairs.push(Number(m[0]));
    i = NUMBER.lastIndex;
    return true;
  };
  if (text[i] === ']') return { end: i + 1, pairs };
  for (;;) {
    if (text[i] !== '[') return null;
    i++;
    if (!number() || text[i] !== ',') return null;
    i++;
    if (!number() || text[i] !== ']') return null;
    i++;
    if (text[i] === ']') return { end: i + 1, pairs };
    if (text[i] !== ',') return null;
    i++;
  }
}

/**
 * The text with every `"nonzero":[[bin,count],...]` written as `"nonzero":k`, the k-th entry
 * of `arrays`; null where a `nonzero` holds anything but pairs of numbers.
 *
 * @example
 * takeBins('{"nonzero":[[0,3],[2,1]]}'); // => { text: '{"nonzero":0}', arrays: [{ bins: [0, 2], counts: [3, 1] }] }
 */
export function takeBins(text: string): { text: string; arrays: WrittenBins[] } | null {
  const arrays: WrittenBins[] = [];
  const parts: string[] = [];
  let from = 0;
  for (let at = text.indexOf(KEY); at !== -1; at = text.indexOf(KEY, from)) {
    const read = pairsAt(text, at + KEY.length);
    if (read === null) return null;
    const n = read.pairs.length / 2;
    const bins = new Float64Array(n);
    const counts = new Float64Array(n);
    for (let k = 0; k < n; k++) {
      bins[k] = read.pairs[2 * k] as number;
      counts[k] = read.pairs[2 * k + 1] as number;
    }
    parts.push(text.slice(from, at), `"nonzero":${arrays.length}`);
    arrays.push({ bins, counts });
    from = read.end;
  }
  parts.push(text.slice(from));
  return { text: parts.join(''), arrays };
}
