import type { InvoiceFigures, PaymentStatus } from '@app/shared/books/invoice-maths';
import { formatRupees, paiseToRupees } from '@app/shared/money';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PaymentStatusChip } from '../status-chips';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** Spec 2: the floating summary: item count, subtotal, tax total, grand total, party and payment status. */
export function SummaryPanel({
  items,
  figures,
  party,
  status,
}: {
  items: number;
  figures: InvoiceFigures;
  party: string | undefined;
  status: PaymentStatus;
}) {
  return (
    <Card
      role="complementary"
      aria-label="Invoice summary"
      className="fixed right-4 bottom-4 z-30 w-72 gap-3 py-4 shadow-lg sm:right-6 sm:bottom-6"
    >
      <CardHeader className="flex flex-row items-center justify-between px-4">
        <CardTitle className="text-sm">Summary</CardTitle>
        <PaymentStatusChip status={status} />
      </CardHeader>
      <CardContent className="px-4">
        <dl className="grid grid-cols-2 gap-x-2 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Party</dt>
          <dd className="truncate text-right">{party ?? '—'}</dd>
          <dt className="text-muted-foreground">Items</dt>
          <dd className="text-right">{items}</dd>
          <dt className="text-muted-foreground">Sub Total</dt>
          <dd className="text-right">{rupees(figures.subtotal)}</dd>
          <dt className="text-muted-foreground">Tax</dt>
          <dd className="text-right">{rupees(figures.tax)}</dd>
          <dt className="font-semibold">Grand Total</dt>
          <dd className="text-right font-semibold">{rupees(figures.grand_total)}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
