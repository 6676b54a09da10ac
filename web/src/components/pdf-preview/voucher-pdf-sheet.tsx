import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PdfPreviewSheet } from './pdf-preview-sheet';
import { voucherPdfQueryOptions, voucherPdfTitle, type PrintableVoucher } from './voucher-pdf';

interface VoucherPdfSheetProps {
  companyId: string;
  taxEnabled: boolean;
  /** The voucher to preview; null keeps the drawer closed. */
  voucher: PrintableVoucher | null;
  onClose: () => void;
}

/** The preview drawer of one voucher's PDF, which the server makes when the drawer opens. */
export function VoucherPdfSheet({ voucher, ...props }: VoucherPdfSheetProps) {
  // The last voucher stays on show while the drawer slides away.
  const [shown, setShown] = useState(voucher);
  if (voucher && voucher !== shown) setShown(voucher);
  return shown && <VoucherPreview {...props} voucher={shown} open={voucher !== null} />;
}

function VoucherPreview({
  companyId,
  taxEnabled,
  voucher,
  open,
  onClose,
}: Omit<VoucherPdfSheetProps, 'voucher'> & { voucher: PrintableVoucher; open: boolean }) {
  const query = useQuery({ ...voucherPdfQueryOptions(companyId, voucher, taxEnabled), enabled: open });
  return (
    <PdfPreviewSheet
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={voucherPdfTitle(voucher)}
      file={query.data}
      generating={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
