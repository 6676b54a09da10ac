import { ListOrdered } from 'lucide-react';
import { formatRupees, paiseToRupees, type Paise } from '@app/shared/money';
import { RupeeInput } from '@/components/decimal-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { indianDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { settledTotal, type SettleAmounts, type SettleRow } from './settle-form';

interface SettleInvoicesCardProps {
  /** 'Receipt' settles sales invoices, 'Payment' purchases. */
  type: 'Receipt' | 'Payment';
  /** undefined while the party's open invoices load. */
  rows: readonly SettleRow[] | undefined;
  amounts: SettleAmounts;
  /** The voucher's amount (paise): what the rows may settle in all. */
  amount: Paise;
  /** Today (YYYY-MM-DD): rows due before it are overdue. */
  today: string;
  errors: Record<string, string>;
  /** Why the rows as a whole cannot go (more than the amount). */
  error?: string;
  onChange: (invoiceId: string, text: string) => void;
  onOldestFirst: () => void;
  className?: string;
}

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/**
 * Issue 19: the invoices a receipt (payment) settles. Each open invoice of the party with what is
 * due on it and a box for what this voucher pays of it; the amount goes oldest due first unless
 * the user types otherwise, and what is left stays on the party's account.
 */
export function SettleInvoicesCard(props: SettleInvoicesCardProps) {
  const { rows, amounts, amount, today, errors } = props;
  const settled = settledTotal(amounts);
  const invoices = props.type === 'Receipt' ? 'sales invoices' : 'purchase bills';
  return (
    <Card className={props.className}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Settle Invoices</CardTitle>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={props.onOldestFirst}
          disabled={!rows?.length || amount <= 0}
        >
          <ListOrdered /> Oldest first
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {rows === undefined ? (
          <Skeleton className="h-16 w-full" aria-label="Loading open invoices" />
        ) : rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">No open {invoices}: the amount goes on the party's account.</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-lg border" aria-label="Open invoices">
            {rows.map((row) => {
              const overdue = row.dueOn < today;
              const error = errors[row.id];
              const id = `settle-${row.id}`;
              return (
                <li key={row.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
                  <div className="min-w-40 flex-1">
                    <p className="font-medium">{row.number}</p>
                    <p className={cn('text-xs', overdue ? 'text-destructive' : 'text-muted-foreground')}>
                      {indianDate(row.date)} · {overdue ? 'overdue since' : 'due'} {indianDate(row.dueOn)}
                    </p>
                  </div>
                  <div className="text-right text-sm">
                    <p className="text-muted-foreground text-xs">Due</p>
                    <p className="tabular-nums">{rupees(row.due)}</p>
                  </div>
                  <div className="flex flex-col items-end gap-1">
                    <RupeeInput
                      id={id}
                      aria-label={`Settle ${row.number}`}
                      aria-invalid={!!error}
                      aria-describedby={error ? `${id}-error` : undefined}
                      value={amounts[row.id] ?? ''}
                      onChange={(text) => props.onChange(row.id, text)}
                      className="w-32"
                    />
                    {error && (
                      <p id={`${id}-error`} className="text-destructive max-w-48 text-right text-xs">
                        {error}
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <p className="text-muted-foreground text-sm" data-testid="settle-summary">
          Settles {rupees(settled)} · On account {rupees(Math.max(0, amount - settled))}
        </p>
        {props.error && (
          <p className="text-destructive text-sm" role="alert">
            {props.error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
