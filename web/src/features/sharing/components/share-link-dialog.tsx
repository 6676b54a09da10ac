import { useCallback, useEffect, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import type { Voucher } from '@app/shared/books/voucher-docs';
import type { CreatedInvoiceLink } from '@app/shared/sharing/invoice-link-docs';
import { LINK_MESSAGES } from '@app/shared/sharing/invoice-link-docs';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useCreateInvoiceLink } from '../api/create-invoice-link';
import { useInvoiceLinks } from '../api/list-invoice-links';
import { useRevokeInvoiceLink } from '../api/revoke-invoice-link';
import { InvoiceLinksList } from './invoice-links-list';
import { SharedLinkBox } from './shared-link-box';

export interface ShareLinkDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: string;
  /** The seller's name, as the message with the link gives it. */
  companyName: string;
  voucher: Voucher;
}

/**
 * Issue 37: a link to the invoice's public page, to copy or send by WhatsApp, and the invoice's
 * links with their views, each to withdraw. A link's address is shown once, when it is made (only
 * its token's hash is kept), so the one made here is remembered while the invoice's page is open;
 * an older one cannot be shown again, and New link makes another.
 */
export function ShareLinkDialog({ open, onOpenChange, ...invoice }: ShareLinkDialogProps) {
  const [current, setCurrent] = useState<CreatedInvoiceLink | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90svh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Share invoice {invoice.voucher.voucher_number}</DialogTitle>
          <DialogDescription>
            Whoever has the link sees the invoice, saves its PDF and can pay by UPI, until the link expires or you
            withdraw it.
          </DialogDescription>
        </DialogHeader>
        <ShareLinkBody {...invoice} current={current} onCurrent={setCurrent} />
      </DialogContent>
    </Dialog>
  );
}

interface ShareLinkBodyProps extends Omit<ShareLinkDialogProps, 'open' | 'onOpenChange'> {
  current: CreatedInvoiceLink | null;
  onCurrent: (link: CreatedInvoiceLink | null) => void;
}

/** The dialog's content, there while it is open: opening it makes a link when none opens the invoice. */
function ShareLinkBody({ companyId, companyName, voucher, current, onCurrent }: ShareLinkBodyProps) {
  const links = useInvoiceLinks(companyId, voucher._id);
  const create = useCreateInvoiceLink(companyId, voucher._id);
  const revoke = useRevokeInvoiceLink(companyId, voucher._id);
  const { mutate: createLink } = create;
  const makeLink = useCallback(
    () =>
      createLink(undefined, {
        onSuccess: onCurrent,
        onError: (error) => notify.error(failureMessage(error)),
      }),
    [createLink, onCurrent],
  );
  // Once per opening, when the links are in (the clock is read here, outside render).
  const listed = links.data;
  const looked = useRef(false);
  useEffect(() => {
    if (!listed || looked.current) return;
    looked.current = true;
    const now = new Date().toISOString();
    const anyOpen = listed.some((link) => link.revoked_at === null && link.expires_at > now);
    if (current === null && !anyOpen) makeLink();
  }, [listed, current, makeLink]);

  const withdraw = (linkId: string) =>
    revoke.mutate(linkId, {
      onSuccess: () => {
        notify.success(LINK_MESSAGES.revoked);
        if (current?.id === linkId) onCurrent(null);
      },
      onError: (error) => notify.error(failureMessage(error)),
    });

  return (
    <div className="flex min-w-0 flex-col gap-5">
      {current ? (
        <SharedLinkBox
          link={current}
          invoice={{ number: voucher.voucher_number, company: companyName, grandTotal: voucher.grand_total }}
          phone={voucher.party_details.phone}
        />
      ) : create.isPending || links.isPending ? (
        <p role="status" className="text-muted-foreground text-sm">
          Getting the link ready…
        </p>
      ) : (
        <p className="text-muted-foreground text-sm">
          A link is shown once, when it is made. Make a new link to share this invoice.
        </p>
      )}
      <Button variant="outline" size="sm" className="self-start" disabled={create.isPending} onClick={makeLink}>
        <Plus /> New link
      </Button>
      <InvoiceLinksList
        query={links}
        currentId={current?.id}
        withdrawing={revoke.isPending ? revoke.variables : undefined}
        onWithdraw={withdraw}
      />
    </div>
  );
}
