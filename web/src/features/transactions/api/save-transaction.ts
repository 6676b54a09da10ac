import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { createVoucher } from '@app/shared/api/routes/invoices/create-voucher';
import { updateVoucher } from '@app/shared/api/routes/invoices/update-voucher';
import type { VoucherPayload } from '@app/shared/books/voucher-input';
import { callApi } from '@/lib/api-client';
import { reloadBooks, transactionKeys } from './transaction-keys';

export interface SaveTransaction {
  /** The voucher being edited; a new one is posted without. */
  id?: string;
  payload: VoucherPayload;
}

/**
 * Posts a receipt or payment (spec 7: POST /invoices/create/vouchar, the variant without tax for
 * every company), or replaces one (PUT with the version it was loaded at; a stale one gets 409).
 * A new voucher carries an Idempotency-Key that belongs to one submission: sending the same voucher
 * again after a failure (a lost answer, a timeout) reuses it, so the server posts it once; a
 * changed voucher is a new submission with a new key.
 */
export function useSaveTransaction(companyId: string) {
  const queryClient = useQueryClient();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: ({ id, payload }: SaveTransaction) => {
      if (id) return callApi(updateVoucher, { params: { vouchar_id: id }, body: payload });
      const body = JSON.stringify(payload);
      if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
      return callApi(createVoucher, { body: payload, headers: { 'Idempotency-Key': attempt.current.key } });
    },
    onSuccess: async () => {
      attempt.current = null;
      void reloadBooks(queryClient, companyId);
      // The directory the form returns to shows the new entry at once, not the page from before
      // (it is not on screen, so the reload above only marks it stale). A failure here is not the
      // save's: the directory then loads as usual.
      await queryClient
        .refetchQueries({ queryKey: transactionKeys.list(companyId), type: 'all' })
        .catch(() => undefined);
    },
  });
}
