import type { ReactNode } from 'react';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { isNoteType } from '@app/shared/books/voucher-types';
import { PageHeader } from '@/components/page-header';
import { indianDate } from '@/lib/format';
import { InvoiceHeaderActions, type MenuDialog } from './invoice-header-actions';
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
  /** Issue 37: the Share link dialog (the sharing feature's, composed by the route), opened from "More actions". */
  shareLink?: MenuDialog;
}

/**
 * Spec 2, Invoice detail page (/invoices/{id}). Edit opens the edit page for Sales as well as
 * Purchase invoices (the spec's page could not reach Sales editing); a cancelled invoice can only
 * be read. Issue 18: Return raises a credit note against a sale (a debit note against a purchase)
 * until all of it is returned, and Change price one that lowers its price (or, a debit note on a
 * sale, raises it); a note's page is this page too, titled with its type, with the invoice it is
 * against, and Delete cancels it. Issue 37: the less used of these are in a "More actions" menu.
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
  shareLink,
}: InvoicePageProps) {
  const type = voucher.voucher_type;
  const active = voucher.status === 'active';
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title={<VoucherTitle kind={isNoteType(type) ? type : 'Invoice'} number={voucher.voucher_number} />}
        description={`Created on ${indianDate(voucher.created_at)}`}
        onBack={onBack}
      >
        <InvoiceHeaderActions
          voucher={voucher}
          companyId={companyId}
          taxEnabled={taxEnabled}
          locked={locked}
          onDeleted={onDeleted}
          shareLink={shareLink}
        />
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

/**
 * Issue 37: 'Invoice SI/26-27/0044' on one line beside the actions (they wrap below it instead); on
 * a phone the kind may take a line of its own, the number never breaks.
 */
function VoucherTitle({ kind, number }: { kind: string; number: string }) {
  return (
    <span className="sm:whitespace-nowrap">
      {kind} <span className="whitespace-nowrap">{number}</span>
    </span>
  );
}
