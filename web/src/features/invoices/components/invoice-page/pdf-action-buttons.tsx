import { Download, Loader2, Printer, Share2, type LucideIcon } from 'lucide-react';
import type { PdfAction, VoucherPdfActions } from '@/components/pdf-preview/use-voucher-pdf-actions';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';

const BUTTONS: { action: PdfAction; label: string; icon: LucideIcon }[] = [
  { action: 'download', label: 'Download', icon: Download },
  { action: 'print', label: 'Print', icon: Printer },
];

/**
 * Spec 2: the invoice page's Download and Print, each on the PDF the server makes on the click.
 * Issue 37: Share, used less, is the page's menu item (ShareMenuItem) on the same `pdf` actions.
 */
export function PdfActionButtons({ pdf }: { pdf: VoucherPdfActions }) {
  return BUTTONS.map(({ action, label, icon: Icon }) => (
    <Button
      key={action}
      variant="outline"
      size="sm"
      disabled={pdf.busy !== null}
      aria-busy={pdf.busy === action}
      onClick={() => pdf.run(action)}
    >
      {pdf.busy === action ? <Loader2 className="animate-spin" /> : <Icon />} {label}
    </Button>
  ));
}

/** Share in the "More actions" menu: selecting it is the click the share sheet needs. */
export function ShareMenuItem({ pdf }: { pdf: VoucherPdfActions }) {
  return (
    <DropdownMenuItem disabled={pdf.busy !== null} onSelect={() => pdf.run('share')}>
      <Share2 /> Share
    </DropdownMenuItem>
  );
}
