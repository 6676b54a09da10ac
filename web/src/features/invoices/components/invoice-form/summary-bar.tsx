import { ChevronUp } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { InvoiceFigures, PaymentStatus } from '@app/shared/books/invoice-maths';
import { formatRupees, paiseToRupees } from '@app/shared/money';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { PaymentStatusChip } from '../status-chips';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/**
 * The summary on a phone (issue 19): a bar along the foot of the screen, under the thumb, with the
 * grand total, the item count and status, and the save button; a tap on the total opens the rest
 * (party, sub total, tax). The desktop's floating card would cover half the form here.
 */
export function SummaryBar({
  items,
  figures,
  party,
  status,
  submit,
}: {
  items: number;
  figures: InvoiceFigures;
  party: string | undefined;
  status: PaymentStatus;
  /** The form's save button. */
  submit: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <div
      role="complementary"
      aria-label="Invoice summary"
      className="bg-background fixed inset-x-0 bottom-0 z-30 border-t px-4 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)]"
    >
      {open && (
        <dl id={detailsId} className="grid grid-cols-2 gap-x-2 gap-y-1 border-b pb-2 text-sm">
          <dt className="text-muted-foreground">Party</dt>
          <dd className="truncate text-right">{party ?? '—'}</dd>
          <dt className="text-muted-foreground">Sub Total</dt>
          <dd className="text-right">{rupees(figures.subtotal)}</dd>
          <dt className="text-muted-foreground">Tax</dt>
          <dd className="text-right">{rupees(figures.tax)}</dd>
        </dl>
      )}
      <div className="flex items-center gap-3 pt-1">
        <Button
          type="button"
          variant="ghost"
          className="h-auto min-w-0 flex-1 flex-col items-start gap-0.5 px-2 py-1 text-left"
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          onClick={() => setOpen(!open)}
        >
          <span className="flex items-center gap-1 text-lg font-semibold tabular-nums">
            {rupees(figures.grand_total)}
            <ChevronUp className={cn('transition-transform', !open && 'rotate-180')} aria-hidden="true" />
          </span>
          <span className="text-muted-foreground flex flex-wrap items-center gap-1.5 text-xs font-normal">
            Grand Total · {items} {items === 1 ? 'item' : 'items'}
            <PaymentStatusChip status={status} className="px-1.5 py-0 text-[11px]" />
          </span>
        </Button>
        {submit}
      </div>
    </div>
  );
}
