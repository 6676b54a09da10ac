import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { VoucherPayload } from '@app/shared/books/voucher-input';
import { createVoucher } from '@app/shared/api/routes/invoices/create-voucher';
import { callApi } from '@/lib/api-client';
import { reloadCustomers } from '@/lib/customer-keys';

/**
 * Posts a receipt or payment (POST /invoices/create/vouchar) with an Idempotency-Key. A key
 * belongs to one submission: sending the same voucher again after a failure (a lost answer, a
 * timeout) reuses it, so the server posts it once; a changed voucher gets a new key.
 */
export function useRecordTransaction(companyId: string) {
  const queryClient = useQueryClient();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const mutation = useMutation({
    mutationFn: (payload: VoucherPayload) => {
      const body = JSON.stringify(payload);
      if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
      return callApi(createVoucher, { body: payload, headers: { 'Idempotency-Key': attempt.current.key } });
    },
    onSuccess: async () => {
      attempt.current = null;
      // A voucher moves the customer's balance, and also the transactions, invoices and reports
      // other screens show: everything cached is stale; what is on screen reloads now.
      await Promise.all([reloadCustomers(queryClient, companyId), queryClient.invalidateQueries()]);
    },
  });
  return mutation;
}
