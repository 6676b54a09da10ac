import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { GENERIC_ERROR_MESSAGE } from '@app/shared/api/generic-error';
import { SkeletonRows } from '@/components/skeleton-rows';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableFooter, TableHeader, TableRow } from '@/components/ui/table';
import { SUMMARY_MESSAGES } from '../messages';

interface RowInvoicesProps<I> {
  /** The sub-table's heading (spec 2: 'Invoice Details', 'Invoices Detail'). */
  title: string;
  invoices: UseQueryResult<I[]>;
  columns: number;
  /** The header row's cells. */
  header: ReactNode;
  row: (invoice: I, index: number) => ReactNode;
  /** The Totals row's cells. */
  totals: (invoices: I[]) => ReactNode;
}

/**
 * An expanded row's invoices, asked for when it opens: skeleton rows while they load, the server's
 * message and a retry if they could not, 'No invoices found' for none, else a row each and Totals.
 */
export function RowInvoices<I>({ title, invoices, columns, header, row, totals }: RowInvoicesProps<I>) {
  const { data } = invoices;
  let body;
  if (data === undefined && invoices.isError) {
    body = (
      <TableRow>
        <TableCell colSpan={columns} role="alert" className="text-center">
          {invoices.error.message || GENERIC_ERROR_MESSAGE}{' '}
          <Button variant="link" size="sm" onClick={() => void invoices.refetch()}>
            Try Again
          </Button>
        </TableCell>
      </TableRow>
    );
  } else if (data === undefined) body = <SkeletonRows columns={columns} rows={2} cellClass={() => 'h-4 w-16'} />;
  else if (data.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={columns} className="text-muted-foreground py-6 text-center">
          {SUMMARY_MESSAGES.emptyInvoices}
        </TableCell>
      </TableRow>
    );
  } else body = data.map(row);

  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <div className="bg-background rounded-md border">
        <Table className="text-[13px] tabular-nums">
          <TableHeader>{header}</TableHeader>
          <TableBody>{body}</TableBody>
          {data && data.length > 0 && <TableFooter>{totals(data)}</TableFooter>}
        </Table>
      </div>
    </section>
  );
}
