import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLedgersWithType } from '@app/shared/api/routes/ledger/list-ledgers-with-type';
import type { PartyGroup } from '@app/shared/books/ledgers';
import { callApi } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

export const partiesQueryOptions = (companyId: string, group: PartyGroup) =>
  queryOptions({
    queryKey: invoiceKeys.parties(companyId, group),
    queryFn: ({ signal }) => callApi(listLedgersWithType, { query: { company_id: companyId, type: group }, signal }),
  });

/** Spec 2: the party picker's ledgers: Debtors for a sale, Creditors for a purchase. */
export const useParties = (companyId: string, group: PartyGroup) => useQuery(partiesQueryOptions(companyId, group));
