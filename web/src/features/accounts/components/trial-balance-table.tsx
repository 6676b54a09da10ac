import { ChevronDown, ChevronRight } from 'lucide-react';
import type { TrialBalanceDoc, TrialBalanceGroupDoc } from '@app/shared/reports/statement-docs';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useExpandedRows } from '@/hooks/use-expanded-rows';
import { cn } from '@/lib/utils';
import type { StatementPeriod } from '../api/statements';
import { figure, sidedBalance } from '../figures';
import { LedgerLink } from './ledger-link';

type Columns = TrialBalanceDoc['totals'];

/** The figures after the name: opening and the period's debits and credits on wide screens, then the closing balance. */
function Figures({ row, total = false }: { row: Columns; total?: boolean }) {
  return (
    <>
      <TableCell className="hidden text-right tabular-nums lg:table-cell">
        {total ? '' : sidedBalance(row.opening_debit, row.opening_credit)}
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
  isExpanded: (id: string) => boolean;
  onToggle: (id: string) => void;
  period: StatementPeriod;
}

/** A group's row and, opened, its sub-groups' and ledgers' rows under it, indented. */
function GroupRows({ group, depth, isExpanded, onToggle, period }: GroupRowsProps) {
  const expanded = isExpanded(group.id);
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
            <GroupRows
              key={child.id}
              group={child}
              depth={depth + 1}
              isExpanded={isExpanded}
              onToggle={onToggle}
              period={period}
            />
          ))}
          {group.ledgers.map((ledger) => (
            <TableRow key={ledger.id} className="text-muted-foreground">
              <TableCell style={{ paddingLeft: `${(depth + 1) * 1.25 + 1.5}rem` }} className="whitespace-normal">
                <LedgerLink id={ledger.id} name={ledger.name} period={period} />
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
  const { isExpanded, toggle } = useExpandedRows();
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
          <GroupRows key={group.id} group={group} depth={0} isExpanded={isExpanded} onToggle={toggle} period={period} />
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
