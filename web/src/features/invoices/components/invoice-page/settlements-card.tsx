import { IndianRupee } from 'lucide-react';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { formatRupees } from '@app/shared/money';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { indianDate } from '@/lib/format';

/**
 * Issue 19: the receipts (payments, of a purchase) that settled the invoice, with how much each
 * paid of it, and in all. Receipts have no page of their own: they are listed, not linked.
 */
export function SettlementsCard({ voucher }: { voucher: Voucher }) {
  const settlements = voucher.settlements;
  if (!settlements || settlements.by.length === 0) return null;
  const title = voucher.voucher_type === 'Purchase' ? 'Payments Made' : 'Payments Received';
  const by = [...settlements.by].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <IndianRupee className="size-4" /> {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <div className="overflow-x-auto rounded-lg border">
          <Table aria-label={title}>
            <TableHeader>
              <TableRow>
                <TableHead>Voucher No.</TableHead>
                <TableHead>Date</TableHead>
                <TableHead className="text-right">Settled</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {by.map((entry) => (
                <TableRow key={entry.vouchar_id}>
                  <TableCell className="font-medium">{entry.voucher_number}</TableCell>
                  <TableCell>{indianDate(entry.date)}</TableCell>
                  <TableCell className="text-right">{formatRupees(entry.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={2} className="text-right font-semibold">
                  Total settled
                </TableCell>
                <TableCell className="text-right font-semibold">{formatRupees(settlements.received)}</TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </div>
      </CardContent>
    </Card>
  );
}
