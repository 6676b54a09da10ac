import { Info, Loader2 } from 'lucide-react';
import { formatRupees, paiseToRupees, type Paise } from '@app/shared/money';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import type { TransactionType } from '../transaction-form';

/**
 * Spec 2 and 4: 'This {type} will be recorded for ₹{amount}', the Total Amount and 'Submit {Type}'
 * ('Processing...' while saving, 'Updating...' for an edit; off while the amount is 0).
 */
export function TransactionSummary({
  type,
  amount,
  saving,
  editing,
}: {
  type: TransactionType;
  amount: Paise;
  saving: boolean;
  editing: boolean;
}) {
  const rupees = formatRupees(paiseToRupees(amount));
  return (
    <Card className="h-fit lg:sticky lg:top-4">
      <CardContent className="flex flex-col gap-4">
        <div
          // A note read in place, not announced on every keystroke of the amount.
          role="note"
          className="flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            This {type.toLowerCase()} will be recorded for {rupees}
          </p>
        </div>
        <div className="flex items-baseline justify-between gap-2 border-t pt-4">
          <span className="text-muted-foreground text-sm font-medium">Total Amount</span>
          <p aria-label="Total Amount" className="text-2xl font-semibold tabular-nums">
            {rupees}
          </p>
        </div>
        <Button type="submit" size="lg" disabled={saving || amount <= 0}>
          {saving && <Loader2 className="animate-spin" />}
          {saving ? (editing ? 'Updating...' : 'Processing...') : `Submit ${type}`}
        </Button>
      </CardContent>
    </Card>
  );
}
