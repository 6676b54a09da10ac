import { Link } from '@tanstack/react-router';
import { AlertTriangle } from 'lucide-react';
import type { DashboardDueSide } from '@app/shared/reports/dashboard-docs';
import { formatRupees } from '@app/shared/money';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { openInvoicesSearch, overdueSearch, type Side } from '../dashboard-links';

/** The buckets' colours, youngest to oldest: from calm to alarm. */
const BUCKET_COLOURS = ['bg-emerald-500', 'bg-amber-400', 'bg-orange-500', 'bg-red-600'] as const;

interface DueSideCardProps {
  title: 'Receivables' | 'Payables';
  side: Side;
  figures: DashboardDueSide;
  today: string;
}

/**
 * Issue 19: what parties owe (or are owed): the ledgers' total, its open invoices by age (0-30,
 * 31-60, 61-90, 90+ days since the invoice) as a bar and rows, each row leading to those invoices,
 * what is on account, and the overdue ones.
 */
export function DueSideCard({ title, side, figures, today }: DueSideCardProps) {
  const aged = figures.ageing.reduce((total, bucket) => total + bucket.amount, 0);
  const partyType = side === 'sales' ? 'Debtors' : 'Creditors';
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardDescription>{title}</CardDescription>
        <CardTitle className="text-2xl tabular-nums">
          <Link to="/customers" search={{ type: partyType }} className="hover:underline">
            {formatRupees(figures.total)}
          </Link>
        </CardTitle>
        <p className="text-muted-foreground text-xs">
          {figures.parties} {figures.parties === 1 ? 'party' : 'parties'}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="bg-muted flex h-2 overflow-hidden rounded-full" aria-hidden="true">
          {figures.ageing.map((bucket, index) =>
            aged > 0 && bucket.amount > 0 ? (
              <div
                key={bucket.bucket}
                className={BUCKET_COLOURS[index]}
                style={{ width: `${(bucket.amount / aged) * 100}%` }}
              />
            ) : null,
          )}
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          {figures.ageing.map((bucket, index) => (
            <div key={bucket.bucket} className="flex min-w-0 flex-col">
              <dt className="text-muted-foreground flex items-center gap-1.5 text-xs">
                <span className={cn('size-2 rounded-full', BUCKET_COLOURS[index])} />
                {bucket.bucket} days
              </dt>
              <dd className="tabular-nums">
                <Link
                  to="/invoices"
                  search={openInvoicesSearch(side, bucket.bucket, today)}
                  className="hover:underline"
                  aria-label={`${title} ${bucket.bucket} days: ${formatRupees(bucket.amount)} in ${bucket.invoices} invoices`}
                >
                  {formatRupees(bucket.amount)}
                </Link>
              </dd>
            </div>
          ))}
        </dl>
        {figures.on_account !== 0 && (
          <p className="text-muted-foreground text-xs">
            {figures.on_account > 0 ? 'Not against an invoice' : 'Paid ahead'}:{' '}
            {formatRupees(Math.abs(figures.on_account))}
          </p>
        )}
        {figures.overdue.invoices > 0 ? (
          <Link
            to="/invoices"
            search={overdueSearch(side)}
            className="text-destructive flex items-center gap-1.5 text-sm font-medium hover:underline"
          >
            <AlertTriangle className="size-4" /> {figures.overdue.invoices} overdue:{' '}
            {formatRupees(figures.overdue.amount)}
          </Link>
        ) : (
          <p className="text-muted-foreground text-sm">Nothing overdue</p>
        )}
      </CardContent>
    </Card>
  );
}
