import { Link } from '@tanstack/react-router';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { TrialBalanceDoc, TrialBalanceGroupDoc } from '@app/shared/reports/statement-docs';
import { formatAmount } from '@app/shared/money';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import type { StatementPeriod } from '../api/statements';

type Columns = TrialBalanceDoc['totals'];

/** A column's figure: blank for nothing, as Tally prints a trial balance. */
const figure = (amount: number) => (amount === 0 ? '' : formatAmount(amount));

/** A signed balance as one figure with its side: '1,200.00 Dr'. */
const balance = (debit: number, credit: number) =>
  debit > 0 ? `${formatAmount(debit)} Dr` : credit > 0 ? `${formatAmount(credit)} Cr` : '';

/** The figures after the name: opening and the period's debits and credits on wide screens, then the closing balance. */
function Figures({ row, total = false }: { row: Columns; total?: boolean }) {
  return (
    <>
      <TableCell className="hidden text-right tabular-nums lg:table-cell">
        {total ? '' : balance(row.opening_debit, row.opening_credit)}
      </TableCell>
      <TableCell className="hidden text-right tabular-nums lg:table-cell">{figure(row.debit)}</TableCell>
      <TableCell className="hidden text-right tabular-nums lg:table-cell">{figure(row.credit)}</TableCell>
      <TableCell className="px-1 text-right tabular-nums sm:px-2">{figure(row.closing_debit)}</TableCell>
      <TableCell className="px-1 text-right tabular-nums sm:px-2">{figure(row.closing_credit)}</TableCell>
    </>
  );
}

interface GroupRowsProps {
  group: TrialBalanceGroupDoc;
  depth: number;
  open: ReadonlySet<string>;
  onToggle: (id: string) => void;
  period: StatementPeriod;
}

/** A group's row and, opened, its sub-groups' and ledgers' rows under it, indented. */
function GroupRows({ group, depth, open, onToggle, period }: GroupRowsProps) {
  const expanded = open.has(group.id);
  const Chevron = expanded ? ChevronDown : ChevronRight;
  const indent = { paddingLeft: `${depth * 1.25 + 0.5}rem` };
  return (
    <>
      <TableRow data-state={expanded ? 'selected' : undefined} className={cn(depth === 0 && 'font-medium')}>
        <TableCell style={indent} className="whitespace-normal">
          <Button
            variant="ghost"
            size="sm"
            className="-ml-2 h-auto justify-start gap-1 px-2 py-1 text-left whitespace-normal"
            aria-expanded={expanded}
            onClick={() => onToggle(group.id)}
          >
            <Chevron aria-hidden className="size-4 shrink-0" />
            {group.name}
          </Button>
        </TableCell>
        <Figures row={group} />
      </TableRow>
      {expanded && (
        <>
          {group.groups.map((child) => (
            <GroupRows key={child.id} group={child} depth={depth + 1} open={open} onToggle={onToggle} period={period} />
          ))}
          {group.ledgers.map((ledger) => (
            <TableRow key={ledger.id} className="text-muted-foreground">
              <TableCell style={{ paddingLeft: `${(depth + 1) * 1.25 + 1.5}rem` }} className="whitespace-normal">
                <Link
                  to="/customers/$customerId"
                  params={{ customerId: ledger.id }}
                  search={{ start: period.start, end: period.end }}
                  className="hover:text-foreground underline-offset-4 hover:underline"
                >
                  {ledger.name}
                </Link>
              </TableCell>
              <Figures row={ledger} />
            </TableRow>
          ))}
        </>
      )}
    </>
  );
}

/**
 * Tally's trial balance: each primary group with its closing balance, opening to its sub-groups
 * and ledgers (a ledger opens its statement over the same period); the Profit & Loss A/c, Opening
 * Stock and any difference in opening balances; the totals, debits equal to credits.
 */
export function TrialBalanceTable({ data, period }: { data: TrialBalanceDoc; period: StatementPeriod }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Table aria-label="Trial Balance">
      <TableHeader>
        <TableRow>
          <TableHead>Particulars</TableHead>
          <TableHead className="hidden text-right lg:table-cell">Opening</TableHead>
          <TableHead className="hidden text-right lg:table-cell">Debit</TableHead>
          <TableHead className="hidden text-right lg:table-cell">Credit</TableHead>
          <TableHead className="px-1 text-right sm:px-2">
            <span className="lg:hidden">Debit</span>
            <span className="hidden lg:inline">Closing Debit</span>
          </TableHead>
          <TableHead className="px-1 text-right sm:px-2">
            <span className="lg:hidden">Credit</span>
            <span className="hidden lg:inline">Closing Credit</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.groups.map((group) => (
          <GroupRows key={group.id} group={group} depth={0} open={open} onToggle={toggle} period={period} />
        ))}
        {data.lines.map((line) => (
          <TableRow key={line.name} className="font-medium">
            <TableCell className="whitespace-normal">{line.name}</TableCell>
            <Figures row={line} />
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell>Grand Total</TableCell>
          <Figures row={data.totals} total />
        </TableRow>
      </TableFooter>
    </Table>
  );
}
