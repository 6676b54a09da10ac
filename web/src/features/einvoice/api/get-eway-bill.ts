import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEwayBill } from '@app/shared/api/routes/einvoice/get-eway-bill';
import { callApi } from '@/lib/api-client';
import { einvoiceKeys } from './einvoice-keys';

export const ewayBillQueryOptions = (companyId: string, voucherId: string) =>
  queryOptions({
    queryKey: einvoiceKeys.eway(companyId, voucherId),
    queryFn: ({ signal }) =>
      callApi(getEwayBill, { params: { vouchar_id: voucherId }, query: { company_id: companyId }, signal }),
  });

/**
 * Issue 36: a sales invoice's e-way bill: whether its goods need one, the transport given, the
 * portal's JSON and the bill once made. Asked only when `enabled` (an active sales invoice).
 */
export const useEwayBill = (companyId: string, voucherId: string, enabled: boolean) =>
  useQuery({ ...ewayBillQueryOptions(companyId, voucherId), enabled });
