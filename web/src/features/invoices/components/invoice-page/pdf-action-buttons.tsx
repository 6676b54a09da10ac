import { Download, Loader2, Printer, Share2, type LucideIcon } from 'lucide-react';
import { useVoucherPdfActions, type PdfAction } from '@/components/pdf-preview/use-voucher-pdf-actions';
import type { PrintableVoucher } from '@/components/pdf-preview/voucher-pdf';
import { Button } from '@/components/ui/button';

const ACTIONS: { action: PdfAction; label: string; icon: LucideIcon }[] = [
  { action: 'download', label: 'Download', icon: Download },
  { action: 'share', label: 'Share', icon: Share2 },
  { action: 'print', label: 'Print', icon: Printer },
];

/** Spec 2: the invoice page's Download, Share and Print, each on the PDF the server makes on the click. */
export function PdfActionButtons(props: { companyId: string; voucher: PrintableVoucher; taxEnabled: boolean }) {
  const { busy, run } = useVoucherPdfActions(props.companyId, props.voucher, props.taxEnabled);
  return ACTIONS.map(({ action, label, icon: Icon }) => (
    <Button
      key={action}
      variant="outline"
      size="sm"
      disabled={busy !== null}
      aria-busy={busy === action}
      onClick={() => run(action)}
    >
      {busy === action ? <Loader2 className="animate-spin" /> : <Icon />} {label}
    </Button>
  ));
}
