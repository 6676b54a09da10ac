import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { InvoiceLink } from '@app/shared/sharing/invoice-link-docs';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useStillBefore } from '@/hooks/use-still-before';
import { failureMessage } from '@/lib/failure-message';
import { indianDate, indianDateTime } from '@/lib/format';

interface InvoiceLinksListProps {
  query: UseQueryResult<InvoiceLink[]>;
  /** The link shown above, made in this dialog. */
  currentId?: string;
  /** The link being withdrawn. */
  withdrawing?: string;
  onWithdraw: (linkId: string) => void;
}

/** The invoice's links, newest first: when each was made and runs out, how often it was opened. */
export function InvoiceLinksList({ query, currentId, withdrawing, onWithdraw }: InvoiceLinksListProps) {
  const headingId = useId();
  if (query.isError) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {failureMessage(query.error)}
      </p>
    );
  }
  if (!query.data || query.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <h3 id={headingId} className="text-sm font-medium">
        Links to this invoice
      </h3>
      <ul className="divide-y rounded-md border">
        {query.data.map((link) => (
          <LinkRow
            key={link.id}
            link={link}
            current={link.id === currentId}
            withdrawing={link.id === withdrawing}
            onWithdraw={onWithdraw}
          />
        ))}
      </ul>
    </section>
  );
}

function LinkRow({
  link,
  current,
  withdrawing,
  onWithdraw,
}: {
  link: InvoiceLink;
  current: boolean;
  withdrawing: boolean;
  onWithdraw: (linkId: string) => void;
}) {
  const open = useStillBefore(link.revoked_at === null ? link.expires_at : null);
  const facts: [string, string][] = [
    ['Created', indianDateTime(link.created_at)],
    [
      link.revoked_at !== null ? 'Withdrawn' : open ? 'Expires' : 'Expired',
      indianDate(link.revoked_at ?? link.expires_at),
    ],
    ['Views', String(link.views)],
    ['Last viewed', link.last_viewed_at === null ? 'Never' : indianDateTime(link.last_viewed_at)],
  ];
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 text-sm">
      <dl className="grid min-w-0 flex-1 basis-56 grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex items-center gap-2">
        {current && open && <Badge variant="secondary">Shown above</Badge>}
        {open ? (
          <Button variant="outline" size="sm" disabled={withdrawing} onClick={() => onWithdraw(link.id)}>
            Withdraw
          </Button>
        ) : (
          <Badge variant="outline" className="text-muted-foreground">
            {link.revoked_at === null ? 'Expired' : 'Withdrawn'}
          </Badge>
        )}
      </div>
    </li>
  );
}
