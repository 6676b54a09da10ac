import { Ban, FilePlus2, FileX2, History, PencilLine, Stamp, Trash2, type LucideIcon } from 'lucide-react';
import type { voucherChangeSchema } from '@app/shared/api/routes/invoices/get-voucher-history';
import { formatRupees } from '@app/shared/money';
import type * as z from '@app/shared/zod';
import { ListError } from '@/components/list-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { indianDate, indianDateTime } from '@/lib/format';
import { useInvoiceHistory } from '../../api/get-invoice-history';

type Change = z.infer<typeof voucherChangeSchema>;

const ACTIONS: Record<Change['action'], { label: string; icon: LucideIcon }> = {
  create: { label: 'Created', icon: FilePlus2 },
  update: { label: 'Edited', icon: PencilLine },
  cancel: { label: 'Cancelled', icon: Ban },
  delete: { label: 'Deleted', icon: Trash2 },
  irn: { label: 'IRN received from the IRP', icon: Stamp },
  irn_cancel: { label: 'IRN cancelled on the IRP', icon: FileX2 },
};

/** The figures an edit is most often about, read from the before and after the trail keeps. */
const WATCHED: { key: string; label: string; show: (value: unknown) => string }[] = [
  { key: 'date', label: 'Date', show: (value) => (typeof value === 'string' ? indianDate(value) : '—') },
  {
    key: 'grand_total',
    label: 'Grand total',
    show: (value) => (typeof value === 'number' ? formatRupees(value) : '—'),
  },
  { key: 'paid_amount', label: 'Paid', show: (value) => (typeof value === 'number' ? formatRupees(value) : '—') },
  {
    key: 'inventory',
    label: 'Items',
    show: (value) => (Array.isArray(value) ? String(value.length) : '—'),
  },
];

const field = (record: unknown, key: string): unknown =>
  typeof record === 'object' && record !== null ? (record as Record<string, unknown>)[key] : undefined;

/** 'Grand total ₹310.00 → ₹420.00' for each watched figure an edit changed. */
export function changesOf(change: Change): string[] {
  if (change.action !== 'update') return [];
  return WATCHED.flatMap(({ key, label, show }) => {
    const [before, after] = [show(field(change.before, key)), show(field(change.after, key))];
    return before === after ? [] : [`${label} ${before} → ${after}`];
  });
}

/**
 * The invoice's audit trail (Companies (Accounts) Rules: every change kept, who and when), newest
 * first. An addition to the spec's page.
 */
export function InvoiceHistory({ companyId, invoiceId }: { companyId: string; invoiceId: string }) {
  const query = useInvoiceHistory(companyId, invoiceId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-4" /> History
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <ListError error={query.error} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            {Array.from({ length: 2 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : (
          <ol className="flex flex-col gap-4">
            {[...query.data].reverse().map((change) => {
              const { label, icon: Icon } = ACTIONS[change.action];
              return (
                <li key={`${change.at}-${change.action}`} className="flex gap-3">
                  <span className="bg-muted flex size-8 shrink-0 items-center justify-center rounded-full">
                    <Icon className="size-4" />
                  </span>
                  <div className="text-sm">
                    <p>
                      <span className="font-medium">{label}</span> by {change.actor_name ?? 'a former member'}
                    </p>
                    <p className="text-muted-foreground text-xs">{indianDateTime(change.at)}</p>
                    {changesOf(change).map((line) => (
                      <p key={line} className="text-muted-foreground text-xs">
                        {line}
                      </p>
                    ))}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
