import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTaxVoucher } from '@app/shared/api/routes/invoices/create-tax-voucher';
import { createVoucher } from '@app/shared/api/routes/invoices/create-voucher';
import { updateTaxVoucher } from '@app/shared/api/routes/invoices/update-tax-voucher';
import { updateVoucher } from '@app/shared/api/routes/invoices/update-voucher';
import type { VoucherPayload } from '@app/shared/books/voucher-input';
import { ApiError, callApi } from '@/lib/api-client';
import { reloadBooks } from './invoice-keys';

export interface SaveInvoiceInput {
  /** Editing this invoice when given (the payload then carries its version). */
  id?: string;
  payload: VoucherPayload;
  /** The submission's Idempotency-Key: a retry of the same submission sends the same one. */
  idempotencyKey: string;
}

/**
 * Posts an invoice, or replaces one (spec 7). Companies with tax on use the /tax variants. A create
 * that never got an answer (network failure) is sent again with the same Idempotency-Key, which the
 * server answers with the invoice the first attempt made, if it did; an update is guarded by its
 * version instead, so it is never repeated on its own.
 */
export function useSaveInvoice(companyId: string, taxEnabled: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload, idempotencyKey }: SaveInvoiceInput) =>
      id
        ? callApi(taxEnabled ? updateTaxVoucher : updateVoucher, { params: { vouchar_id: id }, body: payload })
        : callApi(taxEnabled ? createTaxVoucher : createVoucher, {
            body: payload,
            headers: { 'Idempotency-Key': idempotencyKey },
          }),
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError),
    onSuccess: (saved) => reloadBooks(queryClient, companyId, saved),
  });
}
