import { renderPageAsImage } from 'unpdf';
import { loadCanvas } from './canvas';
import type { PdfText } from './pdf-words';

/**
 * 3 times 72 dpi: 216 dpi, enough for OCR of a bill's small print (150 dpi misread 'I' as '1'),
 * but at most 12 megapixels for a page larger than A4.
 */
const RENDER_SCALE = 3;
const MAX_PIXELS = 12e6;

/** Whether PDF pages can be rendered as images here (see canvas.ts). */
export const canRenderPdfPages = async () => (await loadCanvas()) !== undefined;

/** One page of an open PDF as a PNG; only where `canRenderPdfPages()`. */
export async function pdfPageImage(pdf: PdfText, page: number): Promise<Uint8Array> {
  const canvas = await loadCanvas();
  if (!canvas) throw new Error('No canvas package to render PDF pages with');
  const { width, height } = (await pdf.document.getPage(page)).getViewport({ scale: 1 });
  const scale = Math.min(RENDER_SCALE, Math.sqrt(MAX_PIXELS / (width * height)));
  const image = await renderPageAsImage(pdf.document, page, {
    scale,
    canvasImport: () => Promise.resolve(canvas as never),
  });
  return new Uint8Array(image);
}
