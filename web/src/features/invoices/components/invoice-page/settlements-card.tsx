import { IndianRupee } from 'lucide-react';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { formatRupees } from '@app/shared/money';
import { TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { indianDate } from '@/lib/format';
import { TableCard } from './table-card';

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
    <TableCard icon={IndianRupee} title={title}>
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
    </TableCard>
  );
}
