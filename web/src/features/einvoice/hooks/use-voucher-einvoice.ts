import type { Voucher } from '@app/shared/books/voucher-docs';
import { documentTypeOf } from '@app/shared/einvoice/einvoice-build';
import { useEInvoice } from '../api/get-einvoice';

export type EInvoiceableVoucher = Pick<Voucher, '_id' | 'voucher_type' | 'note_kind'>;

/**
 * An invoice's e-invoice, asked for only where there can be one: a sales invoice, a credit note or
 * a debit note raising a sale. The answer says whether the company e-invoices (`applicable`), so
 * the page needs no setting of its own: the settings' query stays with the Settings tab, and the
 * first view's shared code does not grow by a chunk both would share.
 */
export function useVoucherEInvoice(companyId: string, voucher: EInvoiceableVoucher) {
  const asked = documentTypeOf(voucher) !== undefined;
  const view = useEInvoice(companyId, voucher._id, asked);
  return { asked, view };
}

/**
 * Whether the invoice has an active IRN: the IRP has it as it is, so it is neither edited nor
 * deleted (the server refuses both, 409); a credit note, or cancelling the IRN, is the way.
 */
export function useIrnLocked(companyId: string, voucher: EInvoiceableVoucher): boolean {
  const { asked, view } = useVoucherEInvoice(companyId, voucher);
  return asked && view.data?.einvoice?.status === 'active';
}
