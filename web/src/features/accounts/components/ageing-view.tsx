import { Users } from 'lucide-react';
import type { AgeingDoc } from '@app/shared/reports/statement-docs';
import { AGEING_SIDES, type AgeingSide } from '@app/shared/reports/statement-views';
import { toDisplayDate } from '@app/shared/financial-year';
import { formatAmount } from '@app/shared/money';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { figure } from '../figures';
import { LedgerLink } from './ledger-link';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';

const SIDE_LABELS: Record<AgeingSide, string> = { receivables: 'Receivables', payables: 'Payables' };

/** The columns past due, shown from a tablet up; a phone shows what is overdue in all. */
const BUCKETS = [
  ['not_due', 'Not due'],
  ['days_0_30', '0-30 days'],
  ['days_31_60', '31-60 days'],
  ['days_61_90', '61-90 days'],
  ['over_90', 'Over 90 days'],
] as const;

type Figures = AgeingDoc['totals'];

const overdue = (row: Figures) => row.days_0_30 + row.days_31_60 + row.days_61_90 + row.over_90;

function Figures({ row }: { row: Figures }) {
  return (
    <>
      {BUCKETS.map(([key]) => (
        <TableCell key={key} className="hidden text-right tabular-nums lg:table-cell">
          {figure(row[key])}
        </TableCell>
      ))}
      <TableCell className="px-1 text-right tabular-nums sm:px-2 lg:hidden">{figure(overdue(row))}</TableCell>
      <TableCell className="hidden text-right tabular-nums sm:table-cell">{figure(row.on_account)}</TableCell>
      <TableCell className="px-1 text-right font-medium tabular-nums sm:px-2">{formatAmount(row.balance)}</TableCell>
    </>
  );
}

/**
 * Receivables or payables by party as at today: each party's open invoices by days past due, what
 * its ledger holds on account beyond them (receipts not set against an invoice, an opening
 * balance), and its balance; each party opens its ledger.
 */
export function AgeingView({
  data,
  side,
  onSideChange,
}: {
  data: AgeingDoc;
  side: AgeingSide;
  onSideChange: (side: AgeingSide) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label="Side" className="flex gap-2">
          {AGEING_SIDES.map((each) => (
            <Button
              key={each}
              type="button"
              size="sm"
              variant={each === side ? 'default' : 'outline'}
              aria-pressed={each === side}
              onClick={() => onSideChange(each)}
            >
              {SIDE_LABELS[each]}
            </Button>
          ))}
        </div>
        <p className="text-muted-foreground text-sm">As on {toDisplayDate(data.as_on)}</p>
      </div>
      {data.parties.length === 0 ? (
        <EmptyState icon={Users} title={`No ${SIDE_LABELS[side].toLowerCase()}`} text="Nothing is outstanding." />
      ) : (
        <Table aria-label={`${SIDE_LABELS[side]} ageing`}>
          <TableHeader>
            <TableRow>
              <TableHead>Party</TableHead>
              {BUCKETS.map(([key, label]) => (
                <TableHead key={key} className="hidden text-right lg:table-cell">
                  {label}
                </TableHead>
              ))}
              <TableHead className="px-1 text-right sm:px-2 lg:hidden">Overdue</TableHead>
              <TableHead className="hidden text-right sm:table-cell">On account</TableHead>
              <TableHead className="px-1 text-right sm:px-2">Balance</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.parties.map((party) => (
              <TableRow key={party.id}>
                <TableCell className="whitespace-normal">
                  <LedgerLink id={party.id} name={party.name} />
                </TableCell>
                <Figures row={party} />
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell>Total</TableCell>
              <Figures row={data.totals} />
            </TableRow>
          </TableFooter>
        </Table>
      )}
    </div>
  );
}
