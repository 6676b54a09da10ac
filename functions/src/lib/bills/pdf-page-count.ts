import { constants, inflateSync } from 'node:zlib';

/**
 * How many pages a PDF has, read from its page tree without a PDF library (the ReadBill worker in
 * AWS carries no PDF renderer): the /Count of its /Pages nodes, whose largest is the root's. Page
 * trees kept in compressed object streams (PDF 1.5+) are inflated first. Where no /Pages node can
 * be found, the /Page leaves are counted; undefined when neither is there. The count only decides
 * what a reading may cost before it starts: the reader's own page count settles it afterwards
 * (finish-reading.ts).
 */
export function pdfPageCount(bytes: Uint8Array): number | undefined {
  const texts = [latin1(bytes), ...objectStreams(bytes).map(latin1)];
  const counts = texts.flatMap(pagesNodeCounts);
  if (counts.length > 0) return Math.max(...counts);
  const leaves = texts.reduce((sum, text) => sum + (text.match(PAGE_LEAF) ?? []).length, 0);
  return leaves > 0 ? leaves : undefined;
}

const PAGES_NODE = /\/Type\s*\/Pages(?![A-Za-z])/g;
const PAGE_LEAF = /\/Type\s*\/Page(?![A-Za-z])/g;
const COUNT = /\/Count\s+(\d+)/;

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/** The /Count of every dictionary that says it is a /Pages node. */
function pagesNodeCounts(text: string): number[] {
  const counts: number[] = [];
  for (const match of text.matchAll(PAGES_NODE)) {
    const dictionary = enclosingDictionary(text, match.index);
    const count = dictionary && COUNT.exec(withoutInnerDictionaries(dictionary));
    if (count?.[1]) counts.push(Number(count[1]));
  }
  return counts;
}

/** The `<< ... >>` around a position (its own level only), or undefined in a malformed file. */
function enclosingDictionary(text: string, at: number): string | undefined {
  const start = dictionaryStart(text, at);
  return start === undefined ? undefined : dictionaryFrom(text, start);
}

/** Where the dictionary holding a position opens: back past every dictionary that closes first. */
function dictionaryStart(text: string, at: number): number | undefined {
  let depth = 0;
  for (let i = at - 1; i > 0; i--) {
    const pair = text.slice(i - 1, i + 1);
    if (pair === '>>') {
      depth++;
      i--;
    } else if (pair === '<<') {
      if (depth === 0) return i - 1;
      depth--;
      i--;
    }
  }
  return undefined;
}

/** The dictionary that opens at `start`, to its matching `>>`. */
function dictionaryFrom(text: string, start: number): string | undefined {
  let depth = 0;
  for (let i = start; i < text.length - 1; i++) {
    const pair = text.slice(i, i + 2);
    if (pair === '<<') {
      depth++;
      i++;
    } else if (pair === '>>') {
      depth--;
      i++;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return undefined;
}

/** A dictionary's own entries: nested dictionaries (resources, say) blanked out. */
function withoutInnerDictionaries(dictionary: string): string {
  let inner = dictionary.slice(2, -2);
  for (let before = ''; before !== inner;) {
    before = inner;
    inner = inner.replace(/<<[^<>]*>>/g, ' ');
  }
  return inner;
}

const OBJECT_STREAM = /\/Type\s*\/ObjStm[\s\S]{0,400}?stream\r?\n/g;

/** The inflated bytes of each compressed object stream (where page trees of newer PDFs live). */
function objectStreams(bytes: Uint8Array): Uint8Array[] {
  const text = latin1(bytes);
  const streams: Uint8Array[] = [];
  for (const match of text.matchAll(OBJECT_STREAM)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) continue;
    try {
      streams.push(inflateSync(bytes.subarray(start, end), { finishFlush: constants.Z_SYNC_FLUSH }));
    } catch {
      // Not Flate, or damaged: its pages (if any) are counted by the reader afterwards.
    }
  }
  return streams;
}
