import { ChevronLeft, ChevronRight, Download, Maximize2, Minimize2, Printer, Share2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { downloadPdf, printPdf, sharePdf } from './pdf-actions';
import { sizeInKb, type PdfFile } from './pdf-file';

export interface Fullscreen {
  on: boolean;
  toggle: () => void;
}

interface PdfToolbarProps {
  title: string;
  /** Undefined until the PDF has arrived: the actions wait for it. */
  file: PdfFile | undefined;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  fullscreen?: Fullscreen;
}

/** Spec 2: page navigation (more than one page), the size chip, fullscreen, Download PDF, Print, Share. */
export function PdfToolbar({ title, file, page, pages, onPage, fullscreen }: PdfToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-b px-4 py-2">
      {pages > 1 && (
        <div className="flex items-center gap-1" role="group" aria-label="Pages">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <ChevronLeft />
          </Button>
          <span className="text-sm tabular-nums" aria-live="polite">
            Page {page} of {pages}
          </span>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Next page"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            <ChevronRight />
          </Button>
        </div>
      )}
      {file && (
        <Badge variant="secondary" aria-label={`File size ${sizeInKb(file.blob.size)}`}>
          {sizeInKb(file.blob.size)}
        </Badge>
      )}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {fullscreen && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={fullscreen.on ? 'Exit fullscreen' : 'Fullscreen'}
            aria-pressed={fullscreen.on}
            onClick={fullscreen.toggle}
          >
            {fullscreen.on ? <Minimize2 /> : <Maximize2 />}
          </Button>
        )}
        <Button size="sm" disabled={!file} onClick={() => file && void downloadPdf(file)}>
          <Download /> Download PDF
        </Button>
        <Button variant="outline" size="sm" disabled={!file} onClick={() => file && void printPdf(file)}>
          <Printer /> Print
        </Button>
        <Button variant="outline" size="sm" disabled={!file} onClick={() => file && void sharePdf(file, title)}>
          <Share2 /> Share
        </Button>
      </div>
    </div>
  );
}
