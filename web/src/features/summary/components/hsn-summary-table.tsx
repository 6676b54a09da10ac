import { Info } from 'lucide-react';
import type { HsnSummary, HsnSummaryRow } from '@app/shared/reports/summary-docs';
import { formatAmount } from '@app/shared/money';
import { ExpandableRow } from '@/components/expandable-row';
import { SkeletonRows } from '@/components/skeleton-rows';
import { STICKY_COLUMN } from '@/components/table-columns';
import { SortHeader, type SortState } from '@/components/sort-header';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useExpandedRows } from '@/hooks/use-expanded-rows';
import { formatPercent, formatQuantity } from '@/lib/format';
import type { SummaryListQuery } from '../api/summary-query';
import { invoiceCount } from '../summary-format';
import type { SummarySortField } from '../summary-search';
import { HsnInvoices } from './hsn-invoices';

const COLUMNS = 10;
const TAX_RATE_HINT = 'Total Tax Rate e.g. CGST + SGST';

/** A row is one HSN code at one tax rate (a GSTR-1 HSN line), so both name it. */
const rowKey = (row: HsnSummaryRow) => `${row.hsn_code}@${row.tax_rate}`;

function TaxRateHead() {
  return (
    <TableHead className="text-right">
      <span className="inline-flex items-center gap-1">
        Tax Rate
        <Tooltip>
          <TooltipTrigger asChild>
            <button type="button" aria-label={TAX_RATE_HINT} className="text-muted-foreground hover:text-foreground">
              <Info className="size-3.5" />
            </button>
          </TooltipTrigger>
          <TooltipContent>{TAX_RATE_HINT}</TooltipContent>
        </Tooltip>
      </span>
    </TableHead>
  );
}

interface HsnSummaryTableProps extends SortState<SummarySortField<'hsn'>> {
  /** undefined while the first page loads (skeleton rows). */
  summary: HsnSummary | undefined;
  query: SummaryListQuery;
  offset: number;
}

/**
 * Spec 2, HSN-wise: a row per HSN code and tax rate with its products, quantity, values and tax,
 * a badge counting its invoices; a row opens to its 'Invoice Details'. The Grand Total row covers
 * every matching row, not just this page (the page's meta).
 */
export function HsnSummaryTable({ summary, query, offset, sort, order, onSort }: HsnSummaryTableProps) {
  const { isExpanded, toggle } = useExpandedRows();
  const sorting = { sort, order, onSort };
  const meta = summary?.meta;
  return (
    <div className="bg-card rounded-lg border">
      <Table className="text-[13px] tabular-nums">
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <span className="sr-only">Invoice Details</span>
            </TableHead>
            <TableHead>Sr. No.</TableHead>
            <SortHeader field="hsn_code" label="HSN Code" className={STICKY_COLUMN} {...sorting} />
            <SortHeader field="item" label="Product" {...sorting} />
            <TableHead>Unit</TableHead>
            <SortHeader field="quantity" label="Quantity" className="text-right" {...sorting} />
            <TableHead className="text-right">Total Value</TableHead>
            <SortHeader field="taxable_value" label="Taxable Value" className="text-right" {...sorting} />
            <TaxRateHead />
            <SortHeader field="tax_amount" label="Tax Amount" className="text-right" {...sorting} />
          </TableRow>
        </TableHeader>
        <TableBody>
          {summary === undefined ? (
            <SkeletonRows columns={COLUMNS} cellClass={(cell) => (cell === 0 ? 'size-5' : 'h-4 w-16')} />
          ) : (
            summary.docs.map((row, index) => (
              <ExpandableRow
                key={rowKey(row)}
                id={`summary-hsn-${offset + index}`}
                label={`Invoices of HSN ${row.hsn_code} at ${formatPercent(row.tax_rate)}`}
                columns={COLUMNS}
                expanded={isExpanded(rowKey(row))}
                onToggle={() => toggle(rowKey(row))}
                details={<HsnInvoices query={query} row={row} />}
              >
                <TableCell className="text-muted-foreground">{offset + index + 1}</TableCell>
                <TableCell className={STICKY_COLUMN}>
                  <span className="inline-flex flex-wrap items-center gap-2">
                    <span className="font-mono font-medium">{row.hsn_code || '—'}</span>
                    <Badge variant="secondary" className="font-normal">
                      {invoiceCount(row.invoice_count)}
                    </Badge>
                  </span>
                </TableCell>
                <TableCell className="max-w-64 truncate" title={row.item}>
                  {row.item}
                </TableCell>
                <TableCell>{row.unit}</TableCell>
                <TableCell className="text-right">{formatQuantity(row.quantity)}</TableCell>
                <TableCell className="text-right">{formatAmount(row.total_value)}</TableCell>
                <TableCell className="text-right">{formatAmount(row.taxable_value)}</TableCell>
                <TableCell className="text-right">{formatPercent(row.tax_rate)}</TableCell>
                <TableCell className="text-right font-medium">{formatAmount(row.tax_amount)}</TableCell>
              </ExpandableRow>
            ))
          )}
        </TableBody>
        {meta && (
          <TableFooter>
            <TableRow className="font-semibold">
              <TableCell colSpan={5}>Grand Total</TableCell>
              <TableCell className="text-right">{formatQuantity(meta.quantity)}</TableCell>
              <TableCell className="text-right">{formatAmount(meta.total_value)}</TableCell>
              <TableCell className="text-right">{formatAmount(meta.taxable_value)}</TableCell>
              <TableCell />
              <TableCell className="text-right">{formatAmount(meta.tax_amount)}</TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </div>
  );
}
