import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { balanceText } from '@/lib/balance';
import { cn } from '@/lib/utils';

/**
 * A balance with its colour and arrow: a debit (the customer owes us, money still to come in) red
 * and pointing in; a credit green and pointing out; nothing at zero.
 */
export function BalanceFigure({ amount, className }: { amount: number; className?: string }) {
  const Icon = amount < 0 ? ArrowDownLeft : ArrowUpRight;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 font-medium tabular-nums',
        amount < 0 && 'text-red-600 dark:text-red-400',
        amount > 0 && 'text-emerald-700 dark:text-emerald-400',
        className,
      )}
    >
      {amount !== 0 && <Icon className="size-4" aria-hidden="true" />}
      {balanceText(amount)}
    </span>
  );
}
