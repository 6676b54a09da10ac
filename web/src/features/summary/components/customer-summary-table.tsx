import type { PartySummary } from '@app/shared/reports/summary-docs';
import { formatAmount } from '@app/shared/money';
import { ExpandableRow } from '@/components/expandable-row';
import { SkeletonRows } from '@/components/skeleton-rows';
import { STICKY_COLUMN } from '@/components/table-columns';
import { SortHeader, type SortState } from '@/components/sort-header';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useExpandedRows } from '@/hooks/use-expanded-rows';
import { formatQuantity } from '@/lib/format';
import type { SummaryListQuery } from '../api/summary-query';
import { gstinOrDash, invoiceCount } from '../summary-format';
import type { SummarySortField } from '../summary-search';
import { CustomerInvoices } from './customer-invoices';

const COLUMNS = 8;

interface CustomerSummaryTableProps extends SortState<SummarySortField<'customer'>> {
  /** undefined while the first page loads (skeleton rows). */
  summary: PartySummary | undefined;
  query: SummaryListQuery;
  offset: number;
}

/**
 * Spec 2, Customer-wise: a row per customer with their GSTIN, quantity, values and tax; a row opens
 * to its 'Invoices Detail'. The Grand Total row covers every matching customer (the page's meta).
 */
export function CustomerSummaryTable({ summary, query, offset, sort, order, onSort }: CustomerSummaryTableProps) {
  const { isExpanded, toggle } = useExpandedRows();
  const sorting = { sort, order, onSort };
  const meta = summary?.meta;
  return (
    <div className="bg-card rounded-lg border">
      <Table className="text-[13px] tabular-nums">
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <span className="sr-only">Invoices Detail</span>
            </TableHead>
            <TableHead>Sr. No.</TableHead>
            <SortHeader field="party_name" label="Customer Name" className={STICKY_COLUMN} {...sorting} />
            <SortHeader field="party_tin" label="Customer TIN/GSTIN" {...sorting} />
            <SortHeader field="quantity" label="Quantity" className="text-right" {...sorting} />
            <TableHead className="text-right">Total Value</TableHead>
            <SortHeader field="taxable_value" label="Taxable Value" className="text-right" {...sorting} />
            <SortHeader field="tax_amount" label="Tax Amount" className="text-right" {...sorting} />
          </TableRow>
        </TableHeader>
        <TableBody>
          {summary === undefined ? (
            <SkeletonRows columns={COLUMNS} cellClass={(cell) => (cell === 0 ? 'size-5' : 'h-4 w-20')} />
          ) : (
            summary.docs.map((row, index) => (
              <ExpandableRow
                key={row.party_id}
                id={`summary-customer-${offset + index}`}
                label={`Invoices of ${row.party_name}`}
                columns={COLUMNS}
                expanded={isExpanded(row.party_id)}
                onToggle={() => toggle(row.party_id)}
                details={<CustomerInvoices query={query} partyId={row.party_id} />}
              >
                <TableCell className="text-muted-foreground">{offset + index + 1}</TableCell>
                <TableCell className={STICKY_COLUMN}>
                  <span className="inline-flex flex-wrap items-center gap-2">
                    <span className="max-w-64 truncate font-medium" title={row.party_name}>
                      {row.party_name}
                    </span>
                    <Badge variant="secondary" className="font-normal">
                      {invoiceCount(row.invoice_count)}
                    </Badge>
                  </span>
                </TableCell>
                <TableCell className="font-mono text-xs">{gstinOrDash(row.party_tin)}</TableCell>
                <TableCell className="text-right">{formatQuantity(row.quantity)}</TableCell>
                <TableCell className="text-right">{formatAmount(row.total_value)}</TableCell>
                <TableCell className="text-right">{formatAmount(row.taxable_value)}</TableCell>
                <TableCell className="text-right font-medium">{formatAmount(row.tax_amount)}</TableCell>
              </ExpandableRow>
            ))
          )}
        </TableBody>
        {meta && (
          <TableFooter>
            <TableRow className="font-semibold">
              <TableCell colSpan={4}>Grand Total</TableCell>
              <TableCell className="text-right">{formatQuantity(meta.quantity)}</TableCell>
              <TableCell className="text-right">{formatAmount(meta.total_value)}</TableCell>
              <TableCell className="text-right">{formatAmount(meta.taxable_value)}</TableCell>
              <TableCell className="text-right">{formatAmount(meta.tax_amount)}</TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </div>
  );
}
