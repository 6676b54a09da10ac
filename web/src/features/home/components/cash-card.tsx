import { Link } from '@tanstack/react-router';
import { Landmark } from 'lucide-react';
import type { Dashboard } from '@app/shared/reports/dashboard-docs';
import { formatRupees } from '@app/shared/money';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Issue 19: cash in hand and in the bank, in all and per account, each leading to its statement. */
export function CashCard({ dashboard }: { dashboard: Dashboard }) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Landmark className="size-4" /> Cash and bank
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="grid grid-cols-2 gap-4">
          <div>
            <dt className="text-muted-foreground text-xs">Cash in hand</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatRupees(dashboard.cash_total)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-xs">In the bank</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatRupees(dashboard.bank_total)}</dd>
          </div>
        </dl>
        <ul className="flex flex-col divide-y" aria-label="Cash and bank accounts">
          {dashboard.cash.map((account) => (
            <li key={account._id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <Link
                to="/customers/$customerId"
                params={{ customerId: account._id }}
                className="min-w-0 truncate hover:underline"
              >
                {account.name}
              </Link>
              <span className="shrink-0 tabular-nums">{formatRupees(account.balance)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
