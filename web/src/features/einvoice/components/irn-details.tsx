import type { EInvoiceStatus } from '@app/shared/einvoice/einvoice-docs';
import { Badge } from '@/components/ui/badge';
import { useStillBefore } from '@/hooks/use-still-before';
import { useCompanyAccess } from '@/lib/company-access';
import { irpTimeText } from '../irp-time';
import { CancelIrnDialog } from './cancel-irn-dialog';

interface IrnDetailsProps {
  companyId: string;
  voucherId: string;
  einvoice: EInvoiceStatus;
}

/**
 * The invoice's registration with the IRP: its IRN, acknowledgement and status. Cancel IRN is
 * offered within the IRP's 24 hours and to those who manage the books (it cancels the invoice too);
 * after that a credit note is the way.
 */
export function IrnDetails({ companyId, voucherId, einvoice }: IrnDetailsProps) {
  const mayCancel = useCompanyAccess().can('manage_books');
  const inTime = useStillBefore(einvoice.cancellable_until);
  const active = einvoice.status === 'active';
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="text-muted-foreground">IRN</dt>
        <dd className="font-mono text-xs break-all" data-testid="irn">
          {einvoice.irn}
        </dd>
        <dt className="text-muted-foreground">Ack No</dt>
        <dd className="font-medium">{einvoice.ack_no}</dd>
        <dt className="text-muted-foreground">Ack Date</dt>
        <dd>{irpTimeText(einvoice.ack_date)}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd className="flex flex-col items-start gap-1">
          <Badge variant={active ? 'default' : 'destructive'}>{active ? 'Active' : 'Cancelled'}</Badge>
          {!active && (
            <span className="text-muted-foreground">
              {einvoice.cancelled_at ? `On ${irpTimeText(einvoice.cancelled_at)}` : 'Cancelled'}
              {einvoice.cancel_reason ? `: ${einvoice.cancel_reason}` : ''}
            </span>
          )}
        </dd>
      </dl>
      {active && mayCancel && inTime && <CancelIrnDialog companyId={companyId} voucherId={voucherId} />}
    </div>
  );
}
