import { queryOptions, useQuery } from '@tanstack/react-query';
import { listEndingEwayBills } from '@app/shared/api/routes/einvoice/list-ending-eway-bills';
import { callApi } from '@/lib/api-client';
import { einvoiceKeys } from './einvoice-keys';

export const endingEwayBillsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: einvoiceKeys.ewayEnding(companyId),
    queryFn: ({ signal }) => callApi(listEndingEwayBills, { query: { company_id: companyId }, signal }),
  });

/** Issue 36: the company's e-way bills whose validity ends within 12 hours, soonest first. */
export const useEndingEwayBills = (companyId: string) => useQuery(endingEwayBillsQueryOptions(companyId));
