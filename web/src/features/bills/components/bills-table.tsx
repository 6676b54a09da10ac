import { FileStack, Landmark, Mail, Upload } from 'lucide-react';
import type { Bill } from '@app/shared/bills/bill-record';
import { formatRupees } from '@app/shared/money';
import { SkeletonRows } from '@/components/skeleton-rows';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { indianDateTime } from '@/lib/format';
import { billFacts } from './bill-facts';
import { BillRowActions, type BillActionHandlers } from './bill-row-actions';
import { BillStatusChip } from './bill-status-chip';

const COLUMNS = 6;

/** Where the bill came from: an upload, whose e-mail (and its subject), or GSTR-2B. */
export function BillSource({ bill }: { bill: Bill }) {
  const [Icon, text] =
    bill.source === 'email'
      ? [Mail, `E-mailed by ${bill.sender ?? 'unknown sender'}`]
      : bill.source === 'gstr2b'
        ? [Landmark, 'From GSTR-2B']
        : [Upload, 'Uploaded'];
  return (
    <p className="text-muted-foreground flex items-center gap-1 text-xs">
      <Icon className="size-3 shrink-0" aria-hidden="true" />
      <span className="truncate">
        {text} · {indianDateTime(bill.created_at)}
      </span>
    </p>
  );
}

function BillRow({ bill, ...handlers }: { bill: Bill } & BillActionHandlers) {
  const facts = billFacts(bill);
  return (
    <TableRow>
      <TableCell className="max-w-72">
        <p className="truncate font-medium">{bill.file_name}</p>
        {bill.subject && <p className="text-muted-foreground truncate text-xs">{bill.subject}</p>}
        <BillSource bill={bill} />
      </TableCell>
      <TableCell className="max-w-60">
        {facts.supplier ? <p className="truncate">{facts.supplier}</p> : <p className="text-muted-foreground">—</p>}
        {facts.number && <p className="text-muted-foreground text-xs">Bill {facts.number}</p>}
      </TableCell>
      <TableCell className="whitespace-nowrap">{facts.date ?? '—'}</TableCell>
      <TableCell className="text-right whitespace-nowrap tabular-nums">
        {facts.total === undefined ? '—' : formatRupees(facts.total)}
      </TableCell>
      <TableCell className="max-w-72">
        <BillStatusChip status={bill.status} />
        {facts.failure && <p className="text-muted-foreground mt-1 text-xs whitespace-normal">{facts.failure}</p>}
      </TableCell>
      <TableCell>
        <BillRowActions bill={bill} {...handlers} />
      </TableCell>
    </TableRow>
  );
}

/** What the list says with no bills in it. */
export function NoBills() {
  return (
    <div className="flex flex-col items-center gap-2 py-10 text-center whitespace-normal">
      <FileStack className="text-muted-foreground size-10" aria-hidden="true" />
      <h3 className="font-semibold">No bills yet</h3>
      <p className="text-muted-foreground text-sm">
        Drop a supplier&apos;s bill above, or e-mail it to your bills address, and it is read for you.
      </p>
    </div>
  );
}

/** The company's bills, newest first, each with its state and what can be done with it. */
export function BillsTable({ bills, ...handlers }: { bills: readonly Bill[] | undefined } & BillActionHandlers) {
  return (
    <div className="bg-card rounded-lg border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Bill</TableHead>
            <TableHead>Supplier</TableHead>
            <TableHead>Bill date</TableHead>
            <TableHead className="text-right">Total</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {bills === undefined ? (
            <SkeletonRows columns={COLUMNS} rows={3} cellClass={(cell) => (cell === 0 ? 'h-8 w-48' : 'h-4 w-24')} />
          ) : bills.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS}>
                <NoBills />
              </TableCell>
            </TableRow>
          ) : (
            bills.map((bill) => <BillRow key={bill._id} bill={bill} {...handlers} />)
          )}
        </TableBody>
      </Table>
    </div>
  );
}
