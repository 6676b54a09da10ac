import { formatRupees } from '@app/shared/money';
import type { PublicInvoice } from '@app/shared/sharing/invoice-link-docs';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatQuantity } from '@/lib/format';

type Invoice = PublicInvoice['invoice'];

/** Columns a phone (360 px) has no room for: there each line says its rate and GST under its name. */
const WIDE = 'hidden sm:table-cell';

/** The invoice's lines: item, quantity, rate, taxable value, GST rate and total. */
export function PublicInvoiceLines({ lines }: { lines: Invoice['lines'] }) {
  return (
    <Table aria-label="Items">
      <TableHeader>
        <TableRow>
          <TableHead className="pl-4 sm:pl-6">Item</TableHead>
          <TableHead className="text-right">Qty</TableHead>
          <TableHead className={`${WIDE} text-right`}>Rate</TableHead>
          <TableHead className={`${WIDE} text-right`}>Taxable</TableHead>
          <TableHead className={`${WIDE} text-right`}>GST</TableHead>
          <TableHead className="pr-4 text-right sm:pr-6">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line, index) => (
          <TableRow key={index}>
            <TableCell className="pl-4 whitespace-normal sm:pl-6">
              <span className="wrap-anywhere">{line.name}</span>
              <span className="text-muted-foreground block text-xs sm:hidden">
                @ {formatRupees(line.rate)}, GST {line.tax_rate}%
              </span>
            </TableCell>
            <TableCell className="text-right">{formatQuantity(line.quantity, line.unit)}</TableCell>
            <TableCell className={`${WIDE} text-right`}>{formatRupees(line.rate)}</TableCell>
            <TableCell className={`${WIDE} text-right`}>{formatRupees(line.taxable)}</TableCell>
            <TableCell className={`${WIDE} text-right`}>{line.tax_rate}%</TableCell>
            <TableCell className="pr-4 text-right sm:pr-6">{formatRupees(line.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Taxable value, tax, round off (when there is one) and the grand total. */
export function PublicInvoiceTotals({ invoice }: { invoice: Invoice }) {
  const rows: [string, number][] = [
    ['Taxable value', invoice.taxable],
    ['GST', invoice.tax],
    ...(invoice.round_off === 0 ? [] : [['Round off', invoice.round_off] as [string, number]]),
  ];
  return (
    <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
      {rows.map(([term, amount]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="text-right">{formatRupees(amount)}</dd>
        </div>
      ))}
      <div className="contents text-base font-semibold">
        <dt className="border-t pt-2">Grand total</dt>
        <dd className="border-t pt-2 text-right">{formatRupees(invoice.grand_total)}</dd>
      </div>
    </dl>
  );
}
