import { Link } from '@tanstack/react-router';
import { formatAmount } from '@app/shared/money';
import { Badge } from '@/components/ui/badge';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatQuantity } from '@/lib/format';
import { usePartyInvoices } from '../api/get-party-summary';
import type { SummaryListQuery } from '../api/summary-query';
import { invoiceTotals } from '../invoice-totals';
import { formatCount, invoiceCount, weekdayDate } from '../summary-format';
import { RowInvoices } from './row-invoices';

const COLUMNS = 8;
const NUMBER_HEADS = ['Total Items', 'QTY', 'Total Amount', 'Taxable Value', 'Tax Amount'];

/** Spec 2: a customer row's 'Invoices Detail': each of their sales invoices, and Totals. */
export function CustomerInvoices({ query, partyId }: { query: SummaryListQuery; partyId: string }) {
  const invoices = usePartyInvoices(query, partyId);
  return (
    <RowInvoices
      title="Invoices Detail"
      invoices={invoices}
      columns={COLUMNS}
      header={
        <TableRow>
          {['Date', 'Type', 'Invoice No.'].map((label) => (
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
          <TableCell>
            <Badge variant="secondary">{invoice.voucher_type || 'Sales'}</Badge>
          </TableCell>
          <TableCell>
            <Link
              to="/invoices/$invoiceId"
              params={{ invoiceId: invoice.voucher_id }}
              className="text-primary font-medium hover:underline"
            >
              {invoice.voucher_number}
            </Link>
          </TableCell>
          <TableCell className="text-right">{formatCount(invoice.items)}</TableCell>
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
            <TableCell colSpan={3}>Totals ({invoiceCount(totals.count)})</TableCell>
            <TableCell className="text-right">{formatCount(totals.items)}</TableCell>
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
