import { ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Region } from '@app/shared/bills/bill-draft';
import type { BillMediaType } from '@app/shared/bills/bill-files';
import { PDF_MESSAGES } from '@/components/pdf-preview/pdf-messages';
import { PreviewMessage } from '@/components/pdf-preview/preview-message';
import { useElementWidth } from '@/components/pdf-preview/use-element-width';
import { ViewerBoundary } from '@/components/pdf-preview/viewer-boundary';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useBillFile } from '../../api/get-bill-file';
import { regionStyle } from '../../region-style';

const PdfViewer = lazy(() => import('@/components/pdf-preview/pdf-viewer'));

/** The page's margin inside the scrolling area, both sides together (p-4). */
const PAGE_MARGIN = 32;
const MAX_PAGE_WIDTH = 900;

export interface BillViewerProps {
  companyId: string;
  billId: string;
  fileUrl: string | null;
  mediaType: BillMediaType;
  fileName: string;
  /** The pages the reader saw (the PDF's own count replaces it once loaded). */
  pages: number;
  /** Where the field being edited was read; its page is shown and the region framed. */
  highlight: Region | null;
  className?: string;
}

/** A photo of a bill, as an image of the page. */
function BillImage({ blob, fileName }: { blob: Blob; fileName: string }) {
  // The address is made and revoked by the same effect: one kept across a remount (StrictMode runs
  // effects twice) would already be revoked, and the image would not load.
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <img ref={image} alt={`The bill ${fileName}`} className="block w-full bg-white shadow-md" />;
}

/**
 * The bill itself beside the review form: a PDF a page at a time (PDF.js, as the invoice preview
 * draws it) or the photo, fitted to the width, with the region of the field being edited framed
 * on its page and scrolled into view.
 */
export function BillViewer(props: BillViewerProps) {
  const { companyId, billId, fileUrl, mediaType, fileName, highlight, className } = props;
  const file = useBillFile(companyId, billId, fileUrl);
  const [view, setView] = useState({ page: 1, pages: props.pages, highlight });
  // A field read on another page brings that page up.
  if (view.highlight !== highlight) {
    setView({ ...view, highlight, page: highlight && highlight.page <= view.pages ? highlight.page : view.page });
  }
  const [area, width] = useElementWidth();
  const pageWidth = width ? Math.min(width - PAGE_MARGIN, MAX_PAGE_WIDTH) : undefined;
  const box = useRef<HTMLDivElement>(null);
  const framed = highlight?.page === view.page ? highlight : null;
  useEffect(() => {
    if (framed) box.current?.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'smooth' });
  }, [framed]);

  let body;
  if (file.isError || (!fileUrl && !file.data)) {
    body = (
      <PreviewMessage alert>
        <span>{file.error instanceof Error ? file.error.message : PDF_MESSAGES.notAvailable}</span>
        {fileUrl && (
          <Button variant="outline" size="sm" onClick={() => void file.refetch()}>
            Try Again
          </Button>
        )}
      </PreviewMessage>
    );
  } else if (!file.data) {
    body = <PreviewMessage busy>Loading the bill…</PreviewMessage>;
  } else {
    body = (
      <div className="relative mx-auto" style={{ width: pageWidth }} data-testid="bill-page">
        {mediaType === 'application/pdf' ? (
          <ViewerBoundary>
            <Suspense fallback={<PreviewMessage busy>{PDF_MESSAGES.loading}</PreviewMessage>}>
              <PdfViewer
                file={file.data}
                pageNumber={view.page}
                width={pageWidth}
                onPages={(pages) => setView((current) => (current.pages === pages ? current : { ...current, pages }))}
              />
            </Suspense>
          </ViewerBoundary>
        ) : (
          <BillImage blob={file.data} fileName={fileName} />
        )}
        {framed && (
          <div
            ref={box}
            aria-hidden="true"
            data-testid="bill-highlight"
            className="pointer-events-none absolute rounded-sm border-2 border-amber-500 bg-amber-300/25 shadow-[0_0_0_4px_rgb(251_191_36_/_0.3)] transition-all duration-200"
            style={regionStyle(framed)}
          />
        )}
      </div>
    );
  }

  return (
    <section
      aria-label="The bill"
      className={cn('bg-card flex min-h-0 flex-col overflow-hidden rounded-lg border', className)}
    >
      <div className="flex h-11 items-center gap-2 border-b px-3 text-sm">
        <span className="min-w-0 flex-1 truncate font-medium">{fileName}</span>
        {view.pages > 1 && (
          <>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Previous page"
              disabled={view.page <= 1}
              onClick={() => setView({ ...view, page: view.page - 1 })}
            >
              <ChevronLeft />
            </Button>
            <span className="text-muted-foreground tabular-nums">
              Page {view.page} of {view.pages}
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Next page"
              disabled={view.page >= view.pages}
              onClick={() => setView({ ...view, page: view.page + 1 })}
            >
              <ChevronRight />
            </Button>
          </>
        )}
      </div>
      <div ref={area} className="bg-muted/40 min-h-0 flex-1 overflow-auto p-4">
        {body}
      </div>
    </section>
  );
}
