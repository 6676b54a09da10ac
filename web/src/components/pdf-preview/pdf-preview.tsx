import { lazy, Suspense, useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '@app/shared/api/generic-error';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { FileText } from './file-text';
import type { PdfFile } from './pdf-file';
import { PDF_MESSAGES } from './pdf-messages';
import { PdfToolbar, type Fullscreen } from './pdf-toolbar';
import { PreviewMessage } from './preview-message';
import { useElementWidth } from './use-element-width';
import { ViewerBoundary } from './viewer-boundary';

const PdfViewer = lazy(() => import('./pdf-viewer'));

/** Wider than this, a page would only be bigger, not easier to read. */
const MAX_PAGE_WIDTH = 1000;
/** The page's margin inside the scrolling area, both sides together (p-4). */
const PAGE_MARGIN = 32;

export interface PdfPreviewProps {
  /** What the document is ('Invoice SI/26-27/0001'): the share sheet's title. */
  title: string;
  file: PdfFile | undefined;
  /** The server is still making the PDF. */
  generating: boolean;
  /** Fetching failed (logged where it was fetched); the preview says it is not available. */
  error: unknown;
  onRetry?: () => void;
  fullscreen?: Fullscreen;
  className?: string;
}

/**
 * Spec 2, Invoice PDF preview: the toolbar over one page of the PDF at a time, fitted to the
 * width, with the overlay while the server makes it. A text file is shown as text; any other
 * kind of file is not previewed.
 */
export function PdfPreview({ title, file, generating, error, onRetry, fullscreen, className }: PdfPreviewProps) {
  const [view, setView] = useState({ file, page: 1, pages: 0, shown: 0 });
  // Another document starts at its first page, in a fresh viewer.
  if (view.file !== file) setView({ file, page: 1, pages: 0, shown: view.shown + 1 });
  const [area, width] = useElementWidth();
  const pageWidth = width ? Math.min(width - PAGE_MARGIN, MAX_PAGE_WIDTH) : undefined;
  const type = file?.blob.type ?? '';

  let body;
  if (error && !file) {
    body = (
      <PreviewMessage alert>
        <span className="text-foreground font-medium">{PDF_MESSAGES.notAvailable}</span>
        <span>{error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE}</span>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try Again
          </Button>
        )}
      </PreviewMessage>
    );
  } else if (!file) {
    body = generating ? null : <PreviewMessage>{PDF_MESSAGES.notAvailable}</PreviewMessage>;
  } else if (type.startsWith('text/')) {
    body = <FileText blob={file.blob} />;
  } else if (type !== '' && !type.includes('pdf')) {
    body = <PreviewMessage>{PDF_MESSAGES.unsupported}</PreviewMessage>;
  } else {
    body = (
      <ViewerBoundary key={view.shown}>
        <Suspense fallback={<PreviewMessage busy>{PDF_MESSAGES.loading}</PreviewMessage>}>
          <PdfViewer
            file={file.blob}
            pageNumber={view.page}
            width={pageWidth}
            onPages={(pages) => setView((current) => (current.pages === pages ? current : { ...current, pages }))}
          />
        </Suspense>
      </ViewerBoundary>
    );
  }

  return (
    <div className={cn('flex min-h-0 flex-1 flex-col', className)}>
      <PdfToolbar
        title={title}
        file={file}
        page={view.page}
        pages={view.pages}
        onPage={(page) => setView((current) => ({ ...current, page }))}
        fullscreen={fullscreen}
      />
      <div ref={area} className="bg-muted/40 relative min-h-0 flex-1 overflow-auto p-4">
        {body}
        {generating && !file && (
          <div className="bg-background/80 absolute inset-0 flex items-center justify-center">
            <PreviewMessage busy>{PDF_MESSAGES.generating}</PreviewMessage>
          </div>
        )}
      </div>
    </div>
  );
}
