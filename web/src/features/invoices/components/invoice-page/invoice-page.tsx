import { Link } from '@tanstack/react-router';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/failure-message';
import { indianDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useDeleteInvoice } from '../../api/delete-invoice';
import { pathTypeOf } from '../../invoice-search';
import { INVOICE_MESSAGES } from '../../messages';
import { PdfActionButtons } from './pdf-action-buttons';
import { InvoiceHistory } from './invoice-history';
import { BillToCard, InvoiceInformationCard, InvoiceSummaryCard } from './invoice-info-cards';
import { InvoiceItemsTable } from './invoice-items-table';

interface InvoicePageProps {
  voucher: Voucher;
  companyId: string;
  /** The company's tax setting: its invoices print as tax invoices. */
  taxEnabled: boolean;
  onBack: () => void;
  /** Spec 2: Delete returns to /invoices. */
  onDeleted: () => void;
}

/**
 * Spec 2, Invoice detail page (/invoices/{id}). Edit opens the edit page for Sales as well as
 * Purchase invoices (the spec's page could not reach Sales editing); a cancelled invoice can only
 * be read.
 */
export function InvoicePage({ voucher, companyId, taxEnabled, onBack, onDeleted }: InvoicePageProps) {
  const deletion = useDeleteInvoice(companyId);
  const active = voucher.status === 'active';
  const remove = () =>
    deletion.mutate(voucher._id, {
      onSuccess: () => {
        notify.success(INVOICE_MESSAGES.deleted);
        onDeleted();
      },
      onError: (error) => notify.error(failureMessage(error)),
    });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={onBack}>
          <ArrowLeft /> Back
        </Button>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-semibold">Invoice {voucher.voucher_number}</h1>
          <p className="text-muted-foreground text-sm">Created on {indianDate(voucher.created_at)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {active && (
            <Button asChild variant="outline" size="sm">
              <Link
                to="/invoices/update/$type/$voucherId"
                params={{ type: pathTypeOf(voucher.voucher_type), voucherId: voucher._id }}
              >
                <Pencil /> Edit
              </Link>
            </Button>
          )}
          <PdfActionButtons companyId={companyId} voucher={voucher} taxEnabled={taxEnabled} />
          {active && (
            <ConfirmDialog
              trigger={
                <Button variant="outline" size="sm" className="text-destructive" disabled={deletion.isPending}>
                  <Trash2 /> Delete
                </Button>
              }
              title={`Delete invoice ${voucher.voucher_number}?`}
              description={INVOICE_MESSAGES.deleteConfirm}
              confirmLabel="Delete"
              onConfirm={remove}
            />
          )}
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <InvoiceInformationCard voucher={voucher} />
        <BillToCard voucher={voucher} />
        <InvoiceSummaryCard voucher={voucher} />
      </div>
      <InvoiceItemsTable voucher={voucher} />
      <InvoiceHistory companyId={companyId} invoiceId={voucher._id} />
    </div>
  );
}
