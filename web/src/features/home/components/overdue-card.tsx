import { Link } from '@tanstack/react-router';
import { AlertTriangle } from 'lucide-react';
import type { Dashboard } from '@app/shared/reports/dashboard-docs';
import { formatRupees } from '@app/shared/money';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { indianDate } from '@/lib/format';
import { overdueSearch, type Side } from '../dashboard-links';

type OverdueInvoice = Dashboard['overdue_sales'][number];

/**
 * Issue 19: the invoices past their due date with something left to pay, oldest due first, each
 * leading to its page, with a link to all of them.
 */
export function OverdueCard({
  title,
  side,
  invoices,
  total,
}: {
  title: string;
  side: Side;
  invoices: readonly OverdueInvoice[];
  total: number;
}) {
  return (
    <Card className="gap-3">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <AlertTriangle className="text-destructive size-4" /> {title}
        </CardTitle>
        {total > 0 && (
          <Button asChild variant="link" size="sm" className="h-auto p-0">
            <Link to="/invoices" search={overdueSearch(side)}>
              View all {total}
            </Link>
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {invoices.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nothing overdue.</p>
        ) : (
          <ul className="flex flex-col divide-y" aria-label={title}>
            {invoices.map((invoice) => (
              <li key={invoice._id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <Link
                    to="/invoices/$invoiceId"
                    params={{ invoiceId: invoice._id }}
                    className="text-primary font-medium hover:underline"
                  >
                    {invoice.voucher_number}
                  </Link>
                  <p className="text-muted-foreground truncate text-xs">
                    {invoice.party_name} · due {indianDate(invoice.due_on)}
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <p className="font-semibold tabular-nums">{formatRupees(invoice.balance_due)}</p>
                  <p className="text-destructive text-xs">
                    {invoice.days_overdue} {invoice.days_overdue === 1 ? 'day' : 'days'} overdue
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
