import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import { PDF_MESSAGES } from './pdf-messages';
import { PreviewMessage } from './preview-message';

// The worker ships with the app (bundled by Vite from pdfjs-dist), so previews work offline. It
// is set here, beside the components that use it, as react-pdf asks.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

export interface PdfViewerProps {
  file: Blob;
  /** 1-based. */
  pageNumber: number;
  /** The page's width in CSS pixels: it fills the space it is given. */
  width: number | undefined;
  onPages: (pages: number) => void;
}

/**
 * One page of a PDF, drawn by PDF.js with its text selectable. Loaded on its own (React.lazy):
 * PDF.js stays out of the main bundle until a preview opens.
 */
export default function PdfViewer({ file, pageNumber, width, onPages }: PdfViewerProps) {
  const loading = <PreviewMessage busy>{PDF_MESSAGES.loading}</PreviewMessage>;
  return (
    <Document
      file={file}
      suspense={false}
      loading={loading}
      error={<PreviewMessage alert>{PDF_MESSAGES.loadFailed}</PreviewMessage>}
      noData={<PreviewMessage>{PDF_MESSAGES.notAvailable}</PreviewMessage>}
      onLoadSuccess={({ numPages }) => onPages(numPages)}
      onLoadError={(error) => console.error('PDF preview failed', error)}
      className="flex justify-center"
    >
      <Page
        pageNumber={pageNumber}
        width={width}
        loading={loading}
        renderAnnotationLayer={false}
        className="bg-white shadow-md"
      />
    </Document>
  );
}
