import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCurrentNumber } from '@app/shared/api/routes/invoices/get-current-number';
import { isNoteType, typeSlug } from '@app/shared/books/voucher-types';
import { callApi } from '@/lib/api-client';
import type { DirectoryType } from '../invoice-search';
import { invoiceKeys } from './invoice-keys';

export const currentNumberQueryOptions = (companyId: string, type: DirectoryType) =>
  queryOptions({
    queryKey: invoiceKeys.number(companyId, type),
    queryFn: ({ signal }) =>
      callApi(getCurrentNumber, {
        // Notes by their path name: /serial-number/get/current/credit-note.
        params: { voucher_type: isNoteType(type) ? typeSlug(type) : type },
        query: { company_id: companyId },
        signal,
      }),
    // The next number moves with every invoice anyone saves: always ask afresh.
    staleTime: 0,
  });

/**
 * Spec 2: the number the new invoice will get (Sales), or the default bill number (Purchase); a
 * note's number (CN/26-27/0001, DN/...).
 */
export const useCurrentNumber = (companyId: string, type: DirectoryType, enabled = true) =>
  useQuery({ ...currentNumberQueryOptions(companyId, type), enabled });
