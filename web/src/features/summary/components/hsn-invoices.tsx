import { Link } from '@tanstack/react-router';
import type { HsnSummaryRow } from '@app/shared/reports/summary-docs';
import { formatAmount } from '@app/shared/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatQuantity } from '@/lib/format';
import { useHsnInvoices } from '../api/get-hsn-summary';
import type { SummaryListQuery } from '../api/summary-query';
import { invoiceTotals } from '../invoice-totals';
import { gstinOrDash, invoiceCount, weekdayDate } from '../summary-format';
import { RowInvoices } from './row-invoices';

const COLUMNS = 10;
const NUMBER_HEADS = ['QTY', 'Total Amount', 'Taxable Value', 'Tax Amount'];

/** Spec 2: an HSN row's 'Invoice Details': that HSN code's share of each sales invoice, and Totals. */
export function HsnInvoices({ query, row }: { query: SummaryListQuery; row: HsnSummaryRow }) {
  const invoices = useHsnInvoices(query, row);
  return (
    <RowInvoices
      title="Invoice Details"
      invoices={invoices}
      columns={COLUMNS}
      header={
        <TableRow>
          {['Date', 'Party Details', 'TIN / GSTIN', 'Type', 'Invoice No.', 'Unit'].map((label) => (
            <TableHead key={label}>{label}</TableHead>
          ))}
          {NUMBER_HEADS.map((label) => (
            <TableHead key={label} className="text-right">
              {label}
            </TableHead>
          ))}
        </TableRow>
      }
      row={(invoice, index) => (
        <TableRow key={`${invoice.voucher_id}-${index}`}>
          <TableCell>{weekdayDate(invoice.date)}</TableCell>
          <TableCell className="max-w-56 truncate font-medium" title={invoice.party_name}>
            {invoice.party_name}
          </TableCell>
          <TableCell className="font-mono text-xs">{gstinOrDash(invoice.party_tin)}</TableCell>
          <TableCell>
            {/* Spec 2: the summary is of sales, so the type is always Sales. */}
            <Badge variant="secondary">{invoice.voucher_type || 'Sales'}</Badge>
          </TableCell>
          <TableCell>
            <Button variant="outline" size="sm" className="h-7 px-2" asChild>
              <Link to="/invoices/$invoiceId" params={{ invoiceId: invoice.voucher_id }}>
                {invoice.voucher_number}
              </Link>
            </Button>
          </TableCell>
          <TableCell>{invoice.unit}</TableCell>
          <TableCell className="text-right">{formatQuantity(invoice.quantity)}</TableCell>
          <TableCell className="text-right">{formatAmount(invoice.total_amount)}</TableCell>
          <TableCell className="text-right">{formatAmount(invoice.taxable_value)}</TableCell>
          <TableCell className="text-right">{formatAmount(invoice.total_tax)}</TableCell>
        </TableRow>
      )}
      totals={(list) => {
        const totals = invoiceTotals(list);
        return (
          <TableRow className="font-semibold">
            <TableCell colSpan={6}>Totals ({invoiceCount(totals.count)})</TableCell>
            <TableCell className="text-right">{formatQuantity(totals.quantity)}</TableCell>
            <TableCell className="text-right">{formatAmount(totals.total_amount)}</TableCell>
            <TableCell className="text-right">{formatAmount(totals.taxable_value)}</TableCell>
            <TableCell className="text-right">{formatAmount(totals.total_tax)}</TableCell>
          </TableRow>
        );
      }}
    />
  );
}
