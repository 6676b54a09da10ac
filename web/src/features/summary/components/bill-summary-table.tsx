import { Link } from '@tanstack/react-router';
import type { BillSummary } from '@app/shared/reports/summary-docs';
import { formatAmount } from '@app/shared/money';
import { SkeletonRows } from '@/components/skeleton-rows';
import { STICKY_COLUMN } from '@/components/table-columns';
import { SortHeader, type SortState } from '@/components/sort-header';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { indianDate } from '@/lib/format';
import { gstinOrDash } from '../summary-format';
import type { SummarySortField } from '../summary-search';

const COLUMNS = 10;

interface BillSummaryTableProps extends SortState<SummarySortField<'bill'>> {
  /** undefined while the first page loads (skeleton rows). */
  summary: BillSummary | undefined;
  offset: number;
}

/**
 * Spec 2, Bill-wise: a row per sales invoice, its number opening the invoice. The Grand Total row
 * covers every matching invoice (the page's meta, which totals values and tax but not grand totals).
 */
export function BillSummaryTable({ summary, offset, sort, order, onSort }: BillSummaryTableProps) {
  const sorting = { sort, order, onSort };
  const meta = summary?.meta;
  return (
    <div className="bg-card rounded-lg border">
      <Table className="text-[13px] tabular-nums">
        <TableHeader>
          <TableRow>
            <TableHead>Sr. No.</TableHead>
            <SortHeader field="voucher_number" label="Invoice No." className={STICKY_COLUMN} {...sorting} />
            <SortHeader field="date" label="Date" {...sorting} />
            <SortHeader field="party_name" label="Customer Details" {...sorting} />
            <TableHead>Customer TIN/GSTIN</TableHead>
            <TableHead>Type</TableHead>
            <SortHeader field="total_value" label="Total Value" className="text-right" {...sorting} />
            <SortHeader field="taxable_value" label="Taxable Value" className="text-right" {...sorting} />
            <TableHead className="text-right">Tax Amount</TableHead>
            <TableHead className="text-right">Grand Total</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {summary === undefined ? (
            <SkeletonRows columns={COLUMNS} cellClass={() => 'h-4 w-16'} />
          ) : (
            summary.docs.map((row, index) => (
              <TableRow key={row._id}>
                <TableCell className="text-muted-foreground">{offset + index + 1}</TableCell>
                <TableCell className={STICKY_COLUMN}>
                  <Link
                    to="/invoices/$invoiceId"
                    params={{ invoiceId: row._id }}
                    className="text-primary font-medium hover:underline"
                  >
                    {row.voucher_number}
                  </Link>
                </TableCell>
                <TableCell>{indianDate(row.date)}</TableCell>
                <TableCell className="max-w-64 truncate font-medium" title={row.party_name}>
                  {row.party_name}
                </TableCell>
                <TableCell className="font-mono text-xs">{gstinOrDash(row.party_tin)}</TableCell>
                <TableCell>
                  <Badge variant="secondary">{row.voucher_type || 'Sales'}</Badge>
                </TableCell>
                <TableCell className="text-right">{formatAmount(row.total_value)}</TableCell>
                <TableCell className="text-right">{formatAmount(row.taxable_value)}</TableCell>
                <TableCell className="text-right">{formatAmount(row.tax_amount)}</TableCell>
                <TableCell className="text-right font-medium">{formatAmount(row.grand_total)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
        {meta && (
          <TableFooter>
            <TableRow className="font-semibold">
              <TableCell colSpan={6}>Grand Total</TableCell>
              <TableCell className="text-right">{formatAmount(meta.total_value)}</TableCell>
              <TableCell className="text-right">{formatAmount(meta.taxable_value)}</TableCell>
              <TableCell className="text-right">{formatAmount(meta.tax_amount)}</TableCell>
              <TableCell className="text-right">{formatAmount(meta.grand_total)}</TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </div>
  );
}
