import { useId } from 'react';
import { ClipboardCopy, MessageCircle } from 'lucide-react';
import type { CreatedInvoiceLink } from '@app/shared/sharing/invoice-link-docs';
import { LINK_MESSAGES } from '@app/shared/sharing/invoice-link-docs';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { indianDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import { invoiceLinkUrl, shareText, whatsappHref, type SharedInvoice } from '../share-text';

interface SharedLinkBoxProps {
  link: CreatedInvoiceLink;
  invoice: Omit<SharedInvoice, 'url'>;
  /** The buyer's phone on the invoice: WhatsApp opens their chat when it is a mobile number. */
  phone: string | null;
}

/** The link just made: its address to copy, and WhatsApp with a message and the link typed in. */
export function SharedLinkBox({ link, invoice, phone }: SharedLinkBoxProps) {
  const inputId = useId();
  const url = invoiceLinkUrl(link.token);
  const copy = async () => {
    // The clipboard needs a secure page and the browser's leave; without it, the link is there to select.
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Link copied');
    } catch {
      notify.error('Could not copy: select the link and copy it');
    }
  };
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {LINK_MESSAGES.created}
      </label>
      <Input id={inputId} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" onClick={() => void copy()}>
          <ClipboardCopy /> Copy link
        </Button>
        <Button asChild variant="outline">
          <a href={whatsappHref(phone, shareText({ ...invoice, url }))} target="_blank" rel="noopener">
            <MessageCircle /> WhatsApp
          </a>
        </Button>
      </div>
      <p className="text-muted-foreground text-xs">Opens the invoice until {indianDate(link.expires_at)}.</p>
    </div>
  );
}
