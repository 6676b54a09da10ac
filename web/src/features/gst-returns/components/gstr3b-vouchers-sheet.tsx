import { Link } from '@tanstack/react-router';
import type { Gstr3bFigure } from '@app/shared/reports/gstr3b-docs';
import { toDisplayDate } from '@app/shared/financial-year';
import { formatAmount, sumRupees } from '@app/shared/money';
import { ListError } from '@/components/list-error';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useGstr3bVouchers, type ReturnPeriod } from '../api/gstr3b';

/**
 * The vouchers behind one GSTR-3B figure (issue 33), each with its share and a link to it; the
 * shares add up to the figure as the books make it.
 */
export function Gstr3bVouchersSheet({
  companyId,
  period,
  figure,
  title,
  onClose,
}: {
  companyId: string;
  period: ReturnPeriod;
  /** The figure shown; null: closed. */
  figure: Gstr3bFigure | null;
  title: string;
  onClose: () => void;
}) {
  const query = useGstr3bVouchers(companyId, period, figure);
  const vouchers = query.data ?? [];
  return (
    <Sheet open={figure !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-2xl">
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>The vouchers behind this figure, as your books make it.</SheetDescription>
        </SheetHeader>
        <div className="px-4 pb-4">
          {query.isError && !query.data ? (
            <ListError error={query.error} onRetry={() => void query.refetch()} />
          ) : !query.data ? (
            <Skeleton aria-label="Loading" className="h-40 w-full" />
          ) : vouchers.length === 0 ? (
            <p className="text-muted-foreground text-sm">No vouchers in this period.</p>
          ) : (
            <Table aria-label="Vouchers behind the figure">
              <TableHeader>
                <TableRow>
                  <TableHead>Voucher</TableHead>
                  <TableHead>Party</TableHead>
                  <TableHead className="text-right">Taxable</TableHead>
                  <TableHead className="text-right">Tax</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {vouchers.map((voucher) => (
                  <TableRow key={voucher.vouchar_id}>
                    <TableCell>
                      <Link
                        to="/invoices/$invoiceId"
                        params={{ invoiceId: voucher.vouchar_id }}
                        className="font-medium underline-offset-4 hover:underline"
                      >
                        {voucher.voucher_number}
                      </Link>
                      <div className="text-muted-foreground text-xs">
                        {voucher.voucher_type} · {toDisplayDate(voucher.date)}
                      </div>
                    </TableCell>
                    <TableCell className="whitespace-normal">{voucher.party_name}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatAmount(voucher.taxable)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatAmount(voucher.tax)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={2}>Total</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatAmount(sumRupees(vouchers.map((voucher) => voucher.taxable)))}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatAmount(sumRupees(vouchers.map((voucher) => voucher.tax)))}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
