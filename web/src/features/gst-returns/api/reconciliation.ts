import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { decideReconciliation } from '@app/shared/api/routes/gst/decide-reconciliation';
import { draftGstr2bBill } from '@app/shared/api/routes/gst/draft-gstr2b-bill';
import { getReconciliation } from '@app/shared/api/routes/gst/get-reconciliation';
import { uploadGstr2b } from '@app/shared/api/routes/gst/upload-gstr2b';
import { callApi } from '@/lib/api-client';
import type { ReconciliationDecision } from '@app/shared/gst/gstr2b-docs';
import { returnQuery, type ReturnPeriod } from './gstr3b';

const reconciliationKey = (companyId: string, period: ReturnPeriod) =>
  ['gst-returns', companyId, 'reconciliation', period] as const;

export const reconciliationQueryOptions = (companyId: string, period: ReturnPeriod) =>
  queryOptions({
    queryKey: reconciliationKey(companyId, period),
    queryFn: ({ signal }) => callApi(getReconciliation, { query: returnQuery(companyId, period), signal }),
  });

/** A month's GSTR-2B against its purchases (issue 33). */
export const useReconciliation = (companyId: string, period: ReturnPeriod) =>
  useQuery(reconciliationQueryOptions(companyId, period));

/** Keeps a GSTR-2B file (its text); every reconciliation of the company reads again. */
export function useUploadGstr2b(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: string) => callApi(uploadGstr2b, { body: { company_id: companyId, file } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['gst-returns', companyId, 'reconciliation'] }),
  });
}

/** What a decision names besides the month: the action and the documents it is about. */
export type Decision = Omit<ReconciliationDecision, 'company_id' | 'financial_year' | 'financial_month' | 'frequency'>;

/**
 * Keeps one decision on the month's reconciliation: the month as it then stands replaces the one
 * shown, and GSTR-3B reads again (its table 4 follows the accepted matches).
 */
export function useDecideReconciliation(companyId: string, period: ReturnPeriod) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      callApi(decideReconciliation, {
        body: { ...returnQuery(companyId, period), ...decision },
      }),
    onSuccess: async (doc) => {
      queryClient.setQueryData(reconciliationKey(companyId, period), doc);
      await queryClient.invalidateQueries({ queryKey: ['gst-returns', companyId, 'gstr3b'] });
    },
  });
}

/**
 * Drafts the purchase of a 2B bill the books lack: a bill ready for review, whose page opens next
 * and reads it afresh (the Bills page lists it when next read).
 */
export function useDraftGstr2bBill(companyId: string, period: ReturnPeriod) {
  return useMutation({
    mutationFn: (twoBId: string) =>
      callApi(draftGstr2bBill, { body: { ...returnQuery(companyId, period), two_b_id: twoBId } }),
  });
}
