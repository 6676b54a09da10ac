import { useState } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { PdfPreview, type PdfPreviewProps } from './pdf-preview';

type PdfPreviewSheetProps = Omit<PdfPreviewProps, 'fullscreen' | 'className'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Spec 2, Invoice PDF preview drawer: the preview in a right-side drawer that can fill the screen. */
export function PdfPreviewSheet({ open, onOpenChange, ...preview }: PdfPreviewSheetProps) {
  const [fullscreen, setFullscreen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className={cn('w-full gap-0 sm:max-w-3xl', fullscreen && 'w-screen sm:max-w-none')}
        data-fullscreen={fullscreen}
        // The drawer itself takes the focus: its first control is no more the point than the others.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.target as HTMLElement).focus();
        }}
      >
        <SheetHeader className="border-b pr-12">
          <SheetTitle>{preview.title}</SheetTitle>
          <SheetDescription>Preview, download, print or share this PDF.</SheetDescription>
        </SheetHeader>
        <PdfPreview {...preview} fullscreen={{ on: fullscreen, toggle: () => setFullscreen((on) => !on) }} />
      </SheetContent>
    </Sheet>
  );
}
