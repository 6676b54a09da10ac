import { queryOptions, useQuery } from '@tanstack/react-query';
import { listVouchers } from '@app/shared/api/routes/invoices/list-vouchers';
import { indianDate } from '@app/shared/financial-year';
import { callApi } from '@/lib/api-client';
import type { InvoiceType } from '../invoice-search';
import { invoiceKeys } from './invoice-keys';
import { MAX_PAGE_SIZE } from '@app/shared/lists';

/** The first day of the financial year before this one: a note may be raised against last year's invoice. */
export function previousYearStart(today = indianDate()): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return `${(month >= 4 ? year : year - 1) - 1}-04-01`;
}

export const partyInvoicesQueryOptions = (companyId: string, partyId: string, type: InvoiceType) =>
  queryOptions({
    queryKey: [...invoiceKeys.lists(companyId), 'party', partyId, type],
    queryFn: ({ signal }) => {
      const today = indianDate();
      return callApi(listVouchers, {
        query: {
          company_id: companyId,
          party_id: partyId,
          type,
          start_date: previousYearStart(today),
          end_date: today,
          limit: MAX_PAGE_SIZE,
          sortField: 'date',
          sortOrder: -1,
        },
        signal,
      });
    },
  });

/**
 * The note form's invoice picker: the party's active invoices of the side the note is on (sales for
 * a credit note, purchases for a debit note) from this financial year and the one before, newest first.
 */
export const usePartyInvoices = (companyId: string, partyId: string, type: InvoiceType) =>
  useQuery({ ...partyInvoicesQueryOptions(companyId, partyId, type), enabled: partyId !== '' });
