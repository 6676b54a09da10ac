import { Stamp } from 'lucide-react';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { ListError } from '@/components/list-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useVoucherEInvoice } from '../hooks/use-voucher-einvoice';
import { IrnDetails } from './irn-details';
import { IrnRequest } from './irn-request';

interface EInvoiceCardProps {
  companyId: string;
  voucher: Pick<Voucher, '_id' | 'voucher_type' | 'note_kind' | 'voucher_number'>;
}

/**
 * Issue 36, the invoice page's e-Invoice: for a sales invoice or note the IRP takes (a registered
 * buyer or an export, e-invoicing on), either what it takes to get the IRN, or the IRN it has.
 * Nothing shows for anything else, nor while the answer is on its way.
 */
export function EInvoiceCard({ companyId, voucher }: EInvoiceCardProps) {
  const { asked, view } = useVoucherEInvoice(companyId, voucher);
  if (!asked || (view.data && !view.data.applicable) || (!view.data && !view.isError)) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Stamp className="size-4" aria-hidden="true" /> e-Invoice
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!view.data ? (
          <ListError error={view.error} onRetry={() => void view.refetch()} />
        ) : view.data.einvoice ? (
          <IrnDetails companyId={companyId} voucherId={voucher._id} einvoice={view.data.einvoice} />
        ) : (
          <IrnRequest
            companyId={companyId}
            voucherId={voucher._id}
            voucherNumber={voucher.voucher_number}
            view={view.data}
          />
        )}
      </CardContent>
    </Card>
  );
}
