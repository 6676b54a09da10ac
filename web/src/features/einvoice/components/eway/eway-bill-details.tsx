import { AlertTriangle } from 'lucide-react';
import { EWAY_WARNING_HOURS, type EwayBill } from '@app/shared/einvoice/eway-docs';
import { Badge } from '@/components/ui/badge';
import { useHoursLeft } from '@/hooks/use-hours-left';
import { indianDateTime } from '@/lib/format';

const SOURCES: Record<EwayBill['source'], string> = {
  irp: 'made with the IRN',
  portal: 'made on the portal',
};

/**
 * The invoice's e-way bill: its number and validity, and how it was made. Amber within the last
 * hours of its validity (EWAY_WARNING_HOURS), for it can still be extended on the portal then; red
 * ("Expired") once it has lapsed.
 */
export function EwayBillDetails({ bill }: { bill: EwayBill }) {
  const hoursLeft = useHoursLeft(bill.valid_till);
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-3 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="text-muted-foreground">E-way bill no.</dt>
        <dd className="font-medium">{bill.number}</dd>
        <dt className="text-muted-foreground">Made at</dt>
        <dd>{indianDateTime(bill.made_at)}</dd>
        <dt className="text-muted-foreground">Valid until</dt>
        <dd className="flex flex-wrap items-center gap-2">
          {indianDateTime(bill.valid_till)}
          {hoursLeft === 0 && <Badge variant="destructive">Expired</Badge>}
        </dd>
        <dt className="text-muted-foreground">Source</dt>
        <dd>{SOURCES[bill.source]}</dd>
      </dl>
      {hoursLeft > 0 && hoursLeft <= EWAY_WARNING_HOURS && (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
        >
          <AlertTriangle className="size-4" aria-hidden="true" />
          Ends in {hoursLeft} {hoursLeft === 1 ? 'hour' : 'hours'}: extend it on the portal before it lapses
        </p>
      )}
    </div>
  );
}
