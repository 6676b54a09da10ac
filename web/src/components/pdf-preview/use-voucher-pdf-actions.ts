import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadPdf, printPdf, sharePdf } from './pdf-actions';
import { voucherPdfQueryOptions, voucherPdfTitle, type PrintableVoucher } from './voucher-pdf';

export type PdfAction = 'download' | 'share' | 'print';

/** A page's one set of PDF actions: one runs at a time, so every control of the set shares `busy`. */
export interface VoucherPdfActions {
  /** The action under way, if any. */
  busy: PdfAction | null;
  run: (action: PdfAction) => void;
}

/**
 * Download, Share and Print of a voucher straight from a page (spec 2, Invoice detail page): the
 * server makes the PDF on the click (or it comes from the last minute's copy) and the action
 * follows. `busy` names the action under way.
 */
export function useVoucherPdfActions(
  companyId: string,
  voucher: PrintableVoucher,
  taxEnabled: boolean,
): VoucherPdfActions {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<PdfAction | null>(null);
  const run = (action: PdfAction) => {
    setBusy(action);
    const pending = queryClient.query(voucherPdfQueryOptions(companyId, voucher, taxEnabled));
    const done =
      action === 'download'
        ? downloadPdf(pending)
        : action === 'print'
          ? printPdf(pending)
          : sharePdf(pending, voucherPdfTitle(voucher));
    void done.finally(() => setBusy(null));
  };
  return { busy, run };
}
