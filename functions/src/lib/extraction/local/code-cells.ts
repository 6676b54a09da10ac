import { parseExpiry } from '../parse-expiry';
import { pageLayout } from './layout';
import { type CodeKind, tablesOf } from './line-items';
import { type OcrImage, enlargedParts } from './ocr-image';
import type { PageWords, Word } from './page-words';

/**
 * Reads one enlarged word as a single line of the characters its kind is printed in (an MRP in
 * FIGURE_ALPHABET, the others in CODE_ALPHABET); its text and confidence.
 */
export type CodeReader = (image: Uint8Array, kind: CodeKind) => Promise<{ text: string; confidence: number }>;

/**
 * What batch numbers, expiries and counts are printed in: capitals, digits, '-' and '/'. Without
 * '.', a misread '2512.89' comes back '2512L89'; an expiry printed '06.27' is left as first read.
 */
export const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-/';
/** What an MRP is printed in: digits and its decimal mark ('148.00' read '14800' or '148,00'). */
export const FIGURE_ALPHABET = '0123456789.,';
/** Small print is read again at twice and three times its size; the surer reading wins. */
const SCALES = [2, 3];

const BATCH = /^(?=.*\d)[A-Z0-9][A-Z0-9/-]*$/;
const COUNT = /^\d{1,4}$/;
const PRICE = /^\d{1,6}[.,]\d{2}$/;
const IS_CODE: Record<CodeKind, (text: string) => boolean> = {
  batch: (text) => BATCH.test(text),
  expiry: (text) => parseExpiry(text) !== undefined,
  mrp: (text) => PRICE.test(text),
  quantity: (text) => COUNT.test(text),
  free: (text) => COUNT.test(text),
};

/** A code read in a cell where the page's reading found nothing is kept only as sure as this. */
const SURE_IN_BLANK = 60;

/**
 * A pharmacy bill's batch numbers, expiries and counts are small print, where OCR reading a whole
 * page confuses letters and digits ('L82531' read '182531', 'PP8587G' read 'PPBS87G') with little
 * confidence, or finds nothing in a narrow cell (a lone free '4'). Each batch, expiry, MRP,
 * quantity or free cell of the page's item tables is read again on its own, cut out and enlarged,
 * as one line of the characters its kind uses: the second reading replaces a word when it is right for the cell's
 * kind and OCR is surer of it, and fills a blank cell when it is right and read surely (issue 34).
 */
export async function rereadCodes(image: OcrImage, page: PageWords, readCode: CodeReader): Promise<Word[]> {
  const cells = tablesOf(pageLayout(page)).flatMap((table) => table.codeCells);
  if (cells.length === 0) return page.words;
  const boxes = cells.map((cell) => cell.word ?? cell.box);
  const readings = await Promise.all(SCALES.map((scale) => enlargedParts(image, boxes, scale)));
  const reread = new Map<Word, Word>();
  const found: Word[] = [];
  for (const [index, cell] of cells.entries()) {
    let best = cell.word ? { text: cell.word.text, confidence: cell.word.confidence } : undefined;
    for (const parts of readings) {
      const part = parts?.[index];
      const read = part ? await readCode(part, cell.kind) : undefined;
      const floor = best?.confidence ?? SURE_IN_BLANK;
      if (read && read.confidence > floor && IS_CODE[cell.kind](read.text)) best = read;
    }
    if (cell.word && best && best.text !== cell.word.text) reread.set(cell.word, { ...cell.word, ...best });
    if (cell.place && best) found.push({ ...cell.place, ...best });
  }
  return [...page.words.map((word) => reread.get(word) ?? word), ...found];
}
