import type { AnalyzeExpenseCommandOutput } from '@aws-sdk/client-textract';
import { isBillMediaType } from '@app/shared/bills/bill-files';
import { logger } from '#lib/logger';
import type { BillBuyer } from '../buyer';
import { UNREADABLE_BILL_MESSAGE } from './unreadable';
import { expenseResponse } from './expense-document';
import { imageSize } from './image-size';
import { MAX_IMAGE_PIXELS } from './ocr-image';
import { ocrWords } from './ocr-words';
import type { PageWords } from './page-words';
import { canRenderPdfPages, pdfPageImage } from './pdf-page-images';
import { type PdfText, readPdfText } from './pdf-words';

/** How the words were read: a PDF's text layer, or OCR of an image or of a scanned PDF's pages. */
export type ReadBy = 'pdf-text' | 'ocr';

export interface LocalExtraction {
  ok: true;
  /** The bill in AnalyzeExpense's shape, for the same mapper as Textract's responses. */
  response: AnalyzeExpenseCommandOutput;
  readBy: ReadBy;
  pages: number;
}

export type LocalExtractionFailureReason =
  /** Not one of BILL_MEDIA_TYPES (shared/src/bills/bill-files.ts). */
  | 'unsupported-media-type'
  /** The bytes are not a readable file of the type given (a broken PDF, a text file called .png). */
  | 'unreadable'
  /** A PDF with no text layer, and no way here to render its pages for OCR. */
  | 'scanned-pdf-unsupported'
  /** Read, but without a single word on it (a blank page, a photo of nothing). */
  | 'no-text'
  /** More pages, or more pixels, than a bill has; reading them would take minutes. */
  | 'too-large';

export interface LocalExtractionFailure {
  ok: false;
  reason: LocalExtractionFailureReason;
  /** What the user is shown. */
  message: string;
}

/** At 2-5 s a page, OCR of more would keep the user waiting for minutes. */
export const MAX_OCR_PAGES = 10;

const failure = (reason: LocalExtractionFailureReason, detail?: string): LocalExtractionFailure => ({
  ok: false,
  reason,
  message: detail ? `${UNREADABLE_BILL_MESSAGE}: ${detail}` : UNREADABLE_BILL_MESSAGE,
});

/** The words of every page, and how they were read. */
interface ReadWords {
  pages: PageWords[];
  readBy: ReadBy;
}

async function pdfWords(bytes: Uint8Array): Promise<ReadWords | LocalExtractionFailure> {
  let pdf: PdfText;
  try {
    pdf = await readPdfText(bytes);
  } catch {
    return failure('unreadable');
  }
  try {
    const scanned = pdf.pages.filter((page) => page.words.length === 0);
    if (scanned.length === 0) return { pages: pdf.pages, readBy: 'pdf-text' };
    if (!(await canRenderPdfPages())) return failure('scanned-pdf-unsupported', 'scanned PDFs cannot be read here yet');
    if (scanned.length > MAX_OCR_PAGES) return failure('too-large', `a scan of more than ${MAX_OCR_PAGES} pages`);
    const pages: PageWords[] = [];
    for (const page of pdf.pages) {
      const read = page.words.length > 0 ? page : await ocrWords(await pdfPageImage(pdf, page.page), page.page);
      pages.push(read ?? page);
    }
    // A blank page (a PDF's empty back page) is looked at by OCR, but the bill is read from its text.
    return { pages, readBy: pages.some((page) => page.ocr && page.words.length > 0) ? 'ocr' : 'pdf-text' };
  } finally {
    await pdf.document.destroy();
  }
}

async function imageWords(bytes: Uint8Array): Promise<ReadWords | LocalExtractionFailure> {
  const size = imageSize(bytes);
  if (!size) return failure('unreadable');
  if (size.width * size.height > MAX_IMAGE_PIXELS) return failure('too-large', 'an image of over 100 megapixels');
  const page = await ocrWords(bytes, 1);
  return page ? { pages: [page], readBy: 'ocr' } : failure('unreadable');
}

/**
 * Reads a bill without Textract: a PDF's text layer (scanned pages by OCR, where pages can be
 * rendered), or OCR of an image; then the same layout analysis for both, told which company the
 * bill is addressed to when that is known (its block is never the supplier's). Never throws: a file
 * that cannot be read gives a failure whose message the caller can show.
 */
export async function extractBillLocally(
  bytes: Uint8Array,
  mediaType: string,
  buyer?: BillBuyer,
): Promise<LocalExtraction | LocalExtractionFailure> {
  const type = mediaType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!isBillMediaType(type)) return failure('unsupported-media-type', 'only PDF, PNG, JPEG and WebP files are read');
  try {
    const read = type === 'application/pdf' ? await pdfWords(bytes) : await imageWords(bytes);
    if ('ok' in read) return read;
    if (read.pages.every((page) => page.words.length === 0)) return failure('no-text', 'no text was found on it');
    return { ok: true, response: expenseResponse(read.pages, buyer), readBy: read.readBy, pages: read.pages.length };
  } catch (error) {
    // OCR of a corrupt image, a PDF that breaks pdf.js half-way: the user can only try another file.
    // Logged, so that a fault of our own is not mistaken for a bad file.
    logger.warn('bill could not be read', {
      mediaType: type,
      error: error instanceof Error ? error.message : String(error),
    });
    return failure('unreadable');
  }
}
