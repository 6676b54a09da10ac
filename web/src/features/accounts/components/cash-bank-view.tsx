import type { TrialBalanceDoc } from '@app/shared/reports/statement-docs';
import { cashBankLedgers } from '@app/shared/reports/statement-rows';
import { formatAmount } from '@app/shared/money';
import { EmptyState } from '@/components/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Landmark } from 'lucide-react';
import type { StatementPeriod } from '../api/statements';
import { sidedBalance } from '../figures';
import { LedgerLink } from './ledger-link';

const balance = (debit: number, credit: number) => sidedBalance(debit, credit, '0.00');

/**
 * The cash book and bank books of the period (Tally's): each cash and bank account with its
 * opening balance, what came in (debits) and went out (credits), and its closing balance; each
 * opens its statement over the same days, the book itself.
 */
export function CashBankView({ data, period }: { data: TrialBalanceDoc; period: StatementPeriod }) {
  const ledgers = cashBankLedgers(data.groups);
  if (ledgers.length === 0)
    return (
      <EmptyState
        icon={Landmark}
        title="No cash or bank entries"
        text="Nothing moved through cash or bank in these days."
      />
    );
  return (
    <Table aria-label="Cash & Bank">
      <TableHeader>
        <TableRow>
          <TableHead>Account</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Opening</TableHead>
          <TableHead className="px-1 text-right sm:px-2">In</TableHead>
          <TableHead className="px-1 text-right sm:px-2">Out</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Closing</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {ledgers.map((ledger) => (
          <TableRow key={ledger.id}>
            <TableCell className="whitespace-normal">
              <LedgerLink id={ledger.id} name={ledger.name} period={period} />
              <span className="text-muted-foreground block text-xs tabular-nums sm:hidden">
                Closing {balance(ledger.closing_debit, ledger.closing_credit)}
              </span>
            </TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">
              {balance(ledger.opening_debit, ledger.opening_credit)}
            </TableCell>
            <TableCell className="px-1 text-right tabular-nums sm:px-2">{formatAmount(ledger.debit)}</TableCell>
            <TableCell className="px-1 text-right tabular-nums sm:px-2">{formatAmount(ledger.credit)}</TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">
              {balance(ledger.closing_debit, ledger.closing_credit)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
