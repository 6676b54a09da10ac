import { useEffect } from 'react';
import type { PdfViewerProps } from '@/components/pdf-preview/pdf-viewer';

/** How many pages the PDFs of a test have (PDF.js itself cannot draw in jsdom). */
export const pdfPages = { count: 3 };

/**
 * What a test puts in place of the PDF.js page viewer: it "loads" a document of `pdfPages.count`
 * pages and says which page it draws.
 *
 *   vi.mock('@/components/pdf-preview/pdf-viewer', () => import('@/test/pdf-viewer-mock'));
 */
export default function PdfViewerMock({ pageNumber, onPages }: PdfViewerProps) {
  useEffect(() => onPages(pdfPages.count), [onPages]);
  return <p>Drawing page {pageNumber}</p>;
}
