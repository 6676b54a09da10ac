import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Dashboard } from '@app/shared/reports/dashboard-docs';
import { formatRupees } from '@app/shared/money';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { invoicesOfPeriod, transactionsOfPeriod } from '../dashboard-links';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * Issue 19: a period's sales and purchases (taxable, net of notes) and the money that came in
 * and went out, each leading to the list it sums.
 */
export function PeriodCard({
  title,
  figures,
  start,
  end,
}: {
  title: string;
  figures: Dashboard['today'];
  start: string;
  end: string;
}) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
          <Figure label="Sales">
            <Link to="/invoices" search={invoicesOfPeriod('sales', start, end)} className="hover:underline">
              {formatRupees(figures.sales)}
            </Link>
          </Figure>
          <Figure label="Purchases">
            <Link to="/invoices" search={invoicesOfPeriod('purchase', start, end)} className="hover:underline">
              {formatRupees(figures.purchases)}
            </Link>
          </Figure>
          <Figure label="Money in">
            <Link to="/transactions" search={transactionsOfPeriod('Receipt', start, end)} className="hover:underline">
              {formatRupees(figures.collections)}
            </Link>
          </Figure>
          <Figure label="Money out">
            <Link to="/transactions" search={transactionsOfPeriod('Payment', start, end)} className="hover:underline">
              {formatRupees(figures.payments)}
            </Link>
          </Figure>
        </dl>
      </CardContent>
    </Card>
  );
}
