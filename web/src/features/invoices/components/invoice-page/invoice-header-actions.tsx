import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { IndianRupee, Lock, Pencil } from 'lucide-react';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { isInvoiceType, isNoteType } from '@app/shared/books/voucher-types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useVoucherPdfActions } from '@/components/pdf-preview/use-voucher-pdf-actions';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useCompanyAccess } from '@/lib/company-access';
import { useDeleteInvoice } from '../../api/delete-invoice';
import { pathTypeOf } from '../../invoice-search';
import { INVOICE_MESSAGES, NOTE_MESSAGES } from '../../messages';
import { noteActionsOf } from '../../note-actions';
import { returnStatusOf } from '../../note-form';
import { InvoiceMoreActions } from './invoice-more-actions';
import { PdfActionButtons } from './pdf-action-buttons';

export interface MenuDialogControl {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dialog another feature gives the page (composed by the route), opened from "More actions": the
 * page holds it open, since the closing menu would take along a dialog it held.
 */
export type MenuDialog = (control: MenuDialogControl) => ReactNode;

interface InvoiceHeaderActionsProps {
  voucher: Voucher;
  companyId: string;
  taxEnabled: boolean;
  /** Issue 36: the invoice has an active IRN, so it is neither edited nor deleted (the server refuses both). */
  locked: boolean;
  onDeleted: () => void;
  /** Issue 37: the Share link dialog, offered on an active sales invoice. */
  shareLink?: MenuDialog;
}

/**
 * The invoice page's actions, for its PageHeader (a fragment: the header lays out each child).
 * Issue 37: Record Payment, Edit, Download and Print stay buttons; the rest are in "More actions".
 */
export function InvoiceHeaderActions({
  voucher,
  companyId,
  taxEnabled,
  locked,
  onDeleted,
  shareLink,
}: InvoiceHeaderActionsProps) {
  const deletion = useDeleteInvoice(companyId);
  const pdf = useVoucherPdfActions(companyId, voucher, taxEnabled);
  const access = useCompanyAccess();
  // A menu item cannot hold the dialog (the closing menu would take it along): it opens from here.
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [sharingLink, setSharingLink] = useState(false);
  const type = voucher.voucher_type;
  const active = voucher.status === 'active';
  // Issue 20: Edit and Delete as the user's role allows on this voucher (Staff: their own only).
  const changeable = active && !locked && access.mayChange(voucher.created_by);
  const note = isNoteType(type) ? type : undefined;
  // Issue 37: the server shares an active sales invoice only.
  const linkShareable = shareLink !== undefined && active && type === 'Sales';
  const notes =
    active && isInvoiceType(type) && access.mayPost(type === 'Sales' ? 'Credit Note' : 'Debit Note')
      ? noteActionsOf(type, returnStatusOf(voucher))
      : [];
  // Issue 32: a bill of expense lines only has no goods to return; its price can still change.
  const goods = voucher.inventory.some((line) => line.item_id !== null);
  const returnAction = goods ? notes.find((action) => action.label === 'Return') : undefined;
  const priceActions = notes.filter((action) => action.label !== 'Return');
  // Issue 19: a receipt (payment) settling what is still due, started from the invoice.
  const payable =
    active &&
    isInvoiceType(type) &&
    (voucher.balance_due ?? 0) > 0 &&
    access.mayPost(type === 'Purchase' ? 'Payment' : 'Receipt');
  const remove = () =>
    deletion.mutate(voucher._id, {
      onSuccess: () => {
        notify.success(note ? NOTE_MESSAGES.cancelled(note) : INVOICE_MESSAGES.deleted);
        onDeleted();
      },
      onError: (error) => notify.error(failureMessage(error)),
    });

  return (
    <>
      {payable && (
        <Button asChild size="sm">
          <Link
            to="/transactions/create/$type"
            params={{ type: type === 'Purchase' ? 'payment' : 'receipt' }}
            search={{ invoice: voucher._id }}
          >
            <IndianRupee /> Record Payment
          </Link>
        </Button>
      )}
      {changeable && (
        <Button asChild variant="outline" size="sm">
          <Link
            to="/invoices/update/$type/$voucherId"
            params={{ type: pathTypeOf(voucher.voucher_type), voucherId: voucher._id }}
          >
            <Pencil /> Edit
          </Link>
        </Button>
      )}
      {active && locked && (
        <span className="text-muted-foreground flex items-center gap-1 text-xs">
          <Lock className="size-3" aria-hidden="true" /> Locked: this invoice has an IRN
        </span>
      )}
      <PdfActionButtons pdf={pdf} />
      <InvoiceMoreActions
        invoiceId={voucher._id}
        returnAction={returnAction}
        priceActions={priceActions}
        pdf={pdf}
        onShareLink={linkShareable ? () => setSharingLink(true) : undefined}
        onDelete={changeable ? () => setConfirmingDelete(true) : undefined}
        deleting={deletion.isPending}
      />
      {linkShareable && shareLink({ open: sharingLink, onOpenChange: setSharingLink })}
      {changeable && (
        <ConfirmDialog
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          title={`Delete ${note ? note.toLowerCase() : 'invoice'} ${voucher.voucher_number}?`}
          description={
            note ? NOTE_MESSAGES.cancelConfirm(note, voucher.against?.voucher_number) : INVOICE_MESSAGES.deleteConfirm
          }
          confirmLabel="Delete"
          onConfirm={remove}
        />
      )}
    </>
  );
}
