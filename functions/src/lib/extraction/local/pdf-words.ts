import { getDocumentProxy } from 'unpdf';
import type { PageWords, Word } from './page-words';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type Matrix = [number, number, number, number, number, number];

/** A PDF's text layer gives exact characters; its confidence is that of a perfect read. */
const TEXT_LAYER_CONFIDENCE = 99;
/** Of a font size, how much lies above the baseline (ascent) and in all (Helvetica-like fonts). */
const ASCENT = 0.8;

export interface PdfText {
  document: PdfDocument;
  /** Every page, in order; a page without a text layer (a scan) has no words. */
  pages: PageWords[];
}

/** pdf.js's Util.transform: the matrix `a` applied after `b`. */
const multiply = (a: Matrix, b: Matrix): Matrix => [
  a[0] * b[0] + a[2] * b[1],
  a[1] * b[0] + a[3] * b[1],
  a[0] * b[2] + a[2] * b[3],
  a[1] * b[2] + a[3] * b[3],
  a[0] * b[4] + a[2] * b[5] + a[4],
  a[1] * b[4] + a[3] * b[5] + a[5],
];

const isMatrix = (value: unknown): value is Matrix =>
  Array.isArray(value) && value.length === 6 && value.every((entry) => typeof entry === 'number');

/**
 * The words of one text item (pdf.js gives runs of text: a phrase, sometimes a whole line), each
 * given its share of the run's width by its characters: exact enough to tell columns apart.
 */
function wordsOfItem(text: string, matrix: Matrix, itemWidth: number, pageWidth: number, pageHeight: number): Word[] {
  const [a, b, , , x, baseline] = matrix;
  const fontSize = Math.hypot(matrix[2], matrix[3]);
  // Rotated or vertical text (a 'PAID' stamp, a side note) is no part of the bill's fields.
  if (fontSize === 0 || a <= 0 || Math.abs(b) > 0.05 * a) return [];
  const advance = itemWidth / Math.max(1, text.length);
  return [...text.matchAll(/\S+/g)].map((match) => ({
    text: match[0],
    left: (x + match.index * advance) / pageWidth,
    top: (baseline - ASCENT * fontSize) / pageHeight,
    width: (match[0].length * advance) / pageWidth,
    height: fontSize / pageHeight,
    confidence: TEXT_LAYER_CONFIDENCE,
  }));
}

async function pageWords(document: PdfDocument, page: number): Promise<PageWords> {
  const proxy = await document.getPage(page);
  const viewport = proxy.getViewport({ scale: 1 });
  const content = await proxy.getTextContent();
  const viewportMatrix = viewport.transform as Matrix;
  const words = content.items.flatMap((item) => {
    if (!('str' in item) || !isMatrix(item.transform) || item.str.trim() === '') return [];
    const matrix = multiply(viewportMatrix, item.transform);
    // item.width is in the page's units; the viewport (scale 1) keeps them.
    return wordsOfItem(item.str, matrix, item.width, viewport.width, viewport.height);
  });
  return { page, aspect: viewport.height / viewport.width, ocr: false, words };
}

/** Opens a PDF and reads its text layer with positions. Throws on bytes that are not a PDF. */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  const pages: PageWords[] = [];
  for (let page = 1; page <= document.numPages; page++) pages.push(await pageWords(document, page));
  return { document, pages };
}
