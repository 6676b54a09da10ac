import { parseExpiry } from '../parse-expiry';
import { pageLayout } from './layout';
import { tablesOf } from './line-items';
import { type OcrImage, enlargedParts } from './ocr-image';
import type { PageWords, Word } from './page-words';

/** Reads one enlarged word as a single line of CODE_ALPHABET; its text and confidence. */
export type CodeReader = (image: Uint8Array) => Promise<{ text: string; confidence: number }>;

/**
 * What batch numbers and expiries are printed in: capitals, digits, '-' and '/'. Without '.', a
 * misread '2512.89' comes back '2512L89'; an expiry printed '06.27' is left as first read.
 */
export const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-/';
/** Small print is read again at twice and three times its size; the surer reading wins. */
const SCALES = [2, 3];

const BATCH = /^(?=.*\d)[A-Z0-9][A-Z0-9/-]*$/;
const isCode = (kind: 'batch' | 'expiry', text: string) =>
  kind === 'batch' ? BATCH.test(text) : parseExpiry(text) !== undefined;

/**
 * A pharmacy bill's batch numbers and expiries are short codes in small print, where OCR reading a
 * whole page confuses letters and digits ('L82531' read '182531', 'PP8587G' read 'PPBS87G') with
 * little confidence. Each word in a batch or expiry cell of the page's item tables is read again
 * on its own, cut out and enlarged, as one line of the characters codes use; the second reading
 * replaces the first when it is a code of the kind and OCR is surer of it (issue 34).
 */
export async function rereadCodes(image: OcrImage, page: PageWords, readCode: CodeReader): Promise<Word[]> {
  const cells = tablesOf(pageLayout(page)).flatMap((table) => table.codeWords);
  if (cells.length === 0) return page.words;
  const boxes = cells.map(({ word }) => word);
  const readings = await Promise.all(SCALES.map((scale) => enlargedParts(image, boxes, scale)));
  const reread = new Map<Word, Word>();
  for (const [index, { kind, word }] of cells.entries()) {
    let best = { text: word.text, confidence: word.confidence };
    for (const parts of readings) {
      const part = parts?.[index];
      const read = part ? await readCode(part) : undefined;
      if (read && read.confidence > best.confidence && isCode(kind, read.text)) best = read;
    }
    if (best.text !== word.text) reread.set(word, { ...word, ...best });
  }
  return page.words.map((word) => reread.get(word) ?? word);
}
