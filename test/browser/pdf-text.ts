import { inflateSync } from 'node:zlib';

// Just enough of PDF to read back the text Chromium's printer (Skia/PDF) writes: its pages'
// content streams (Flate-compressed), its fonts' ToUnicode maps (two-byte glyph codes,
// Identity-H) and the text operators Tf, Tj and TJ. Not a general PDF reader.

/** Every `N 0 obj ... endobj` of the file, by number, as Latin-1 text (bytes kept one to one). */
function objects(pdf: Buffer): Map<number, string> {
  const text = pdf.toString('latin1');
  return new Map(Array.from(text.matchAll(/(\d+) 0 obj\b([\s\S]*?)endobj/g), (m) => [Number(m[1]), m[2] ?? '']));
}

/** An object's stream, inflated when it is Flate-compressed. */
function streamOf(body: string): string {
  const start = body.indexOf('stream');
  const data = body.slice(body.indexOf('\n', start) + 1, body.lastIndexOf('endstream'));
  const bytes = Buffer.from(data, 'latin1');
  return (/\/FlateDecode/.test(body.slice(0, start)) ? inflateSync(bytes) : bytes).toString('latin1');
}

const hex = (code: string): number => parseInt(code, 16);

/** A ToUnicode CMap as glyph code -> text (its bfchar and bfrange entries). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const unicode = (code: string): string => String.fromCharCode(...(code.match(/.{4}/g) ?? []).map(hex));
  for (const [, section = ''] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from = '', to = ''] of section.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(hex(from), unicode(to));
  }
  for (const [, section = ''] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low = '', high = '', to = ''] of section.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      for (let code = hex(low); code <= hex(high); code++) map.set(code, String.fromCharCode(hex(to) + code - hex(low)));
    }
  }
  return map;
}

/**
 * The text of a PDF Chromium printed: one entry per text object (BT ... ET), in the order the
 * pages draw them, each object's runs joined as drawn. A table printed whole gives one entry
 * per cell.
 */
export function pdfTextBlocks(pdf: Buffer): string[] {
  const objs = objects(pdf);
  const ref = (text: string, key: string): number | undefined => {
    const m = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(text);
    return m ? Number(m[1]) : undefined;
  };
  const maps = new Map<number, Map<number, string>>();
  const fontMap = (font: number): Map<number, string> => {
    let map = maps.get(font);
    if (!map) {
      const cmap = ref(objs.get(font) ?? '', 'ToUnicode');
      maps.set(font, (map = cmap === undefined ? new Map() : toUnicode(streamOf(objs.get(cmap) ?? ''))));
    }
    return map;
  };
  const pageOrder = Array.from(objs.values()).flatMap((body) => (/\/Type \/Pages\b/.test(body) ? Array.from((/\/Kids \[([^\]]*)\]/.exec(body)?.[1] ?? '').matchAll(/(\d+) 0 R/g), (m) => Number(m[1])) : []));
  const blocks: string[] = [];
  for (const page of pageOrder) {
    const body = objs.get(page) ?? '';
    if (!/\/Type \/Page\b/.test(body)) continue;
    const fonts = new Map(Array.from((/\/Font <<([^>]*)>>/.exec(body)?.[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g), (m) => [m[1] ?? '', Number(m[2])]));
    const contents = ref(body, 'Contents');
    if (contents === undefined) continue;
    let map = new Map<number, string>();
    let block = '';
    const decode = (codes: string): string => (codes.match(/.{4}/g) ?? []).map((c) => map.get(hex(c)) ?? '').join('');
    for (const [op, font, run, runs] of streamOf(objs.get(contents) ?? '').matchAll(/\/(\w+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\[((?:[^\]]|\](?!\s*TJ))*)\]\s*TJ|\bET\b/g)) {
      if (font !== undefined) map = fontMap(fonts.get(font) ?? -1);
      else if (run !== undefined) block += decode(run);
      else if (runs !== undefined) block += Array.from(runs.matchAll(/<([0-9A-Fa-f]*)>/g), (m) => decode(m[1] ?? '')).join('');
      else if (op === 'ET') {
        if (block) blocks.push(block);
        block = '';
      }
    }
  }
  return blocks;
}
