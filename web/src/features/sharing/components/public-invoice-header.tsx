import { formatRupees } from '@app/shared/money';
import type { PublicInvoice } from '@app/shared/sharing/invoice-link-docs';
import { Badge } from '@/components/ui/badge';
import { indianDate } from '@/lib/format';

type Status = PublicInvoice['invoice']['status'];

const STATUS: Record<Status, { label: string; tone: string }> = {
  paid: {
    label: 'Paid',
    tone: 'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-300',
  },
  'partly paid': {
    label: 'Partly paid',
    tone: 'border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-300',
  },
  unpaid: {
    label: 'Unpaid',
    tone: 'border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-300',
  },
  cancelled: { label: 'Cancelled', tone: 'bg-muted text-muted-foreground' },
};

/**
 * The shared invoice's top: who sells (name, address, GSTIN, phone, e-mail), its number, dates and
 * status, to whom, and what is still due.
 */
export function PublicInvoiceHeader({ shared: { seller, invoice } }: { shared: PublicInvoice }) {
  const status = STATUS[invoice.status];
  return (
    <>
      <header className="flex flex-col gap-4 border-b p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <address className="flex min-w-0 flex-col gap-0.5 text-sm not-italic">
          <p className="text-base font-semibold wrap-anywhere">{seller.name}</p>
          {seller.address.map((line) => (
            <span key={line} className="wrap-anywhere">
              {line}
            </span>
          ))}
          {seller.gstin && <span>GSTIN: {seller.gstin}</span>}
          {seller.phone && (
            <a href={`tel:${seller.phone.replace(/\s/g, '')}`} className="underline-offset-4 hover:underline">
              {seller.phone}
            </a>
          )}
          {seller.email && (
            <a href={`mailto:${seller.email}`} className="wrap-anywhere underline-offset-4 hover:underline">
              {seller.email}
            </a>
          )}
        </address>
        <div className="flex flex-col gap-1 text-sm sm:items-end sm:text-right">
          <div className="flex flex-wrap items-center gap-2 sm:justify-end">
            <h1 className="text-xl font-semibold">
              Invoice <span className="whitespace-nowrap">{invoice.number}</span>
            </h1>
            <Badge variant="outline" className={status.tone}>
              {status.label}
            </Badge>
          </div>
          <p>Date: {indianDate(invoice.date)}</p>
          {invoice.due_date && <p>Due: {indianDate(invoice.due_date)}</p>}
        </div>
      </header>
      <div className="flex flex-col gap-3 px-4 text-sm sm:flex-row sm:items-end sm:justify-between sm:px-6">
        <div className="min-w-0">
          <p className="text-muted-foreground text-xs font-semibold tracking-wider uppercase">Billed to</p>
          <p className="font-medium wrap-anywhere">{invoice.buyer}</p>
        </div>
        <div className="sm:text-right">
          <p className="text-muted-foreground text-xs font-semibold tracking-wider uppercase">Balance due</p>
          <p className="text-2xl font-semibold">{formatRupees(invoice.balance_due)}</p>
        </div>
      </div>
    </>
  );
}
