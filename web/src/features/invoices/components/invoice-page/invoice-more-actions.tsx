import { useId, type ComponentProps } from 'react';
import { Link } from '@tanstack/react-router';
import { Ellipsis, LinkIcon, Loader2, Trash2 } from 'lucide-react';
import { typeSlug } from '@app/shared/books/voucher-types';
import type { VoucherPdfActions } from '@/components/pdf-preview/use-voucher-pdf-actions';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { NoteAction } from '../../note-actions';
import { NoteActionIcon } from '../note-action-icon';
import { ShareMenuItem } from './pdf-action-buttons';

interface InvoiceMoreActionsProps {
  invoiceId: string;
  /** Issue 18: a return against the invoice, while goods are left on it. */
  returnAction?: NoteAction;
  /** Issue 18: Lower price and Raise price, the notes that change its value. */
  priceActions: NoteAction[];
  pdf: VoucherPdfActions;
  /** Opens the Share link dialog; absent where the invoice cannot be shared by a link. */
  onShareLink?: () => void;
  /** Asks before deleting; absent where the voucher cannot be deleted. */
  onDelete?: () => void;
  deleting: boolean;
}

/**
 * Issue 37: the invoice page's less used actions (Return, Change price, Share, Share link, Delete) in
 * one menu, so at 1366 px the title keeps its line beside Record Payment, Edit, Download and Print.
 */
export function InvoiceMoreActions({
  invoiceId,
  returnAction,
  priceActions,
  pdf,
  onShareLink,
  onDelete,
  deleting,
}: InvoiceMoreActionsProps) {
  const priceLabelId = useId();
  const sharing = pdf.busy === 'share';
  const hasNotes = returnAction !== undefined || priceActions.length > 0;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        {/* The menu closes on Share, so its button shows the share under way. */}
        <Button variant="outline" size="icon" className="size-8" aria-label="More actions" aria-busy={sharing}>
          {sharing ? <Loader2 className="animate-spin" /> : <Ellipsis />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-40">
        {returnAction && (
          <DropdownMenuItem asChild>
            <NoteLink action={returnAction} invoiceId={invoiceId} />
          </DropdownMenuItem>
        )}
        {priceActions.length > 0 && (
          <DropdownMenuGroup aria-labelledby={priceLabelId}>
            <DropdownMenuLabel id={priceLabelId} className="text-muted-foreground text-xs">
              Change price
            </DropdownMenuLabel>
            {priceActions.map((action) => (
              <DropdownMenuItem key={action.label} asChild>
                <NoteLink action={action} invoiceId={invoiceId} />
              </DropdownMenuItem>
            ))}
          </DropdownMenuGroup>
        )}
        {hasNotes && <DropdownMenuSeparator />}
        <ShareMenuItem pdf={pdf} />
        {onShareLink && (
          <DropdownMenuItem onSelect={onShareLink}>
            <LinkIcon /> Share link
          </DropdownMenuItem>
        )}
        {onDelete && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              disabled={deleting}
              onSelect={onDelete}
              className="text-destructive focus:text-destructive"
            >
              <Trash2 className="text-destructive" /> Delete
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The note form against this invoice that an action opens (a menu item's child: it takes its props). */
function NoteLink({
  action,
  invoiceId,
  ...rest
}: { action: NoteAction; invoiceId: string } & Omit<ComponentProps<'a'>, 'href' | 'children'>) {
  return (
    <Link
      {...rest}
      to="/invoices/create/$type"
      params={{ type: typeSlug(action.type) }}
      search={{ against: invoiceId, kind: action.kind }}
    >
      <NoteActionIcon action={action} /> {action.label}
    </Link>
  );
}
