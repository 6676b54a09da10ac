import type { Ledger } from '@app/shared/books/ledger-docs';
import { formatRupees } from '@app/shared/money';
import { BalanceFigure } from '../balance';
import { CustomerAvatar } from '../customer-avatar';

/**
 * Spec 2: who the money is for, their current balance with its colour and arrow, and what it means:
 * a credit balance (positive) in green, a pending one (negative, the customer owes) in red.
 */
export function BalanceCard({ customer }: { customer: Ledger }) {
  const balance = customer.total_amount;
  const amount = formatRupees(Math.abs(balance));
  return (
    <div className="bg-muted/40 flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex items-center gap-3">
        <CustomerAvatar name={customer.ledger_name} image={customer.image} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{customer.ledger_name}</p>
          <p className="text-muted-foreground text-xs">{customer.parent}</p>
        </div>
        <div className="text-right">
          <p className="text-muted-foreground text-xs">Current Balance</p>
          <BalanceFigure amount={balance} />
        </div>
      </div>
      {balance > 0 && (
        <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-700 dark:bg-emerald-950/40 dark:text-emerald-300">
          Customer has a credit balance of {amount}
        </p>
      )}
      {balance < 0 && (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/40 dark:text-red-300">
          Customer has a pending balance of {amount}
        </p>
      )}
    </div>
  );
}
