import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ChevronDown, IndianRupee, Lock, Pencil, Trash2 } from 'lucide-react';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { isInvoiceType, isNoteType, typeSlug } from '@app/shared/books/voucher-types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { failureMessage } from '@/lib/failure-message';
import { indianDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useCompanyAccess } from '@/lib/company-access';
import { useDeleteInvoice } from '../../api/delete-invoice';
import { pathTypeOf } from '../../invoice-search';
import { INVOICE_MESSAGES, NOTE_MESSAGES } from '../../messages';
import { noteActionsOf, type NoteAction } from '../../note-actions';
import { returnStatusOf } from '../../note-form';
import { NoteActionIcon } from '../note-action-icon';
import { PdfActionButtons } from './pdf-action-buttons';
import { InvoiceHistory } from './invoice-history';
import { BillToCard, InvoiceInformationCard, InvoiceSummaryCard } from './invoice-info-cards';
import { InvoiceItemsTable } from './invoice-items-table';
import { AgainstInvoiceCard, InvoiceNotesCard } from './note-cards';
import { SettlementsCard } from './settlements-card';

interface InvoicePageProps {
  voucher: Voucher;
  companyId: string;
  /** The company's tax setting: its invoices print as tax invoices. */
  taxEnabled: boolean;
  onBack: () => void;
  /** Spec 2: Delete returns to /invoices. */
  onDeleted: () => void;
  /** Issue 36: the invoice has an active IRN, so it is neither edited nor deleted (the server refuses both). */
  locked?: boolean;
  /** Issue 36: the invoice's e-Invoice card (the einvoice feature's, composed by the route). */
  einvoice?: ReactNode;
  /** Issue 36: the invoice's E-way Bill card (the einvoice feature's, composed by the route), after the e-Invoice. */
  ewayBill?: ReactNode;
}

/**
 * Spec 2, Invoice detail page (/invoices/{id}). Edit opens the edit page for Sales as well as
 * Purchase invoices (the spec's page could not reach Sales editing); a cancelled invoice can only
 * be read. Issue 18: Return raises a credit note against a sale (a debit note against a purchase)
 * until all of it is returned, and Change price one that lowers its price (or, a debit note on a
 * sale, raises it); a note's page is this page too, titled with its type, with the invoice it is
 * against, and Delete cancels it.
 */
export function InvoicePage({
  voucher,
  companyId,
  taxEnabled,
  onBack,
  onDeleted,
  locked = false,
  einvoice,
  ewayBill,
}: InvoicePageProps) {
  const deletion = useDeleteInvoice(companyId);
  const access = useCompanyAccess();
  const type = voucher.voucher_type;
  const active = voucher.status === 'active';
  // Issue 20: Edit and Delete as the user's role allows on this voucher (Staff: their own only).
  const changeable = active && !locked && access.mayChange(voucher.created_by);
  const note = isNoteType(type) ? type : undefined;
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
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title={`${note ?? 'Invoice'} ${voucher.voucher_number}`}
        description={`Created on ${indianDate(voucher.created_at)}`}
        onBack={onBack}
      >
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
        {returnAction && (
          <Button asChild variant="outline" size="sm">
            <NoteLink action={returnAction} invoiceId={voucher._id} />
          </Button>
        )}
        {priceActions.length > 0 && (
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="sm">
                Change price <ChevronDown />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {priceActions.map((action) => (
                <DropdownMenuItem key={action.label} asChild>
                  <NoteLink action={action} invoiceId={voucher._id} />
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
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
        <PdfActionButtons companyId={companyId} voucher={voucher} taxEnabled={taxEnabled} />
        {changeable && (
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" className="text-destructive" disabled={deletion.isPending}>
                <Trash2 /> Delete
              </Button>
            }
            title={`Delete ${note ? note.toLowerCase() : 'invoice'} ${voucher.voucher_number}?`}
            description={
              note ? NOTE_MESSAGES.cancelConfirm(note, voucher.against?.voucher_number) : INVOICE_MESSAGES.deleteConfirm
            }
            confirmLabel="Delete"
            onConfirm={remove}
          />
        )}
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-3">
        <InvoiceInformationCard voucher={voucher} />
        <BillToCard voucher={voucher} />
        <InvoiceSummaryCard voucher={voucher} />
      </div>
      {voucher.against && (
        <AgainstInvoiceCard against={voucher.against} reason={voucher.reason} kind={voucher.note_kind} />
      )}
      {einvoice}
      {ewayBill}
      {active && <InvoiceNotesCard voucher={voucher} />}
      {active && <SettlementsCard voucher={voucher} />}
      <InvoiceItemsTable voucher={voucher} />
      <InvoiceHistory companyId={companyId} invoiceId={voucher._id} />
    </div>
  );
}

/** The note form against this invoice that an action opens (a button's or menu item's child: it takes their props). */
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
