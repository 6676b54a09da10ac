import { getTransactionsCsv } from '@app/shared/api/routes/transactions/get-transactions-csv';
import { fetchFile } from '@/lib/api-client';
import type { TransactionListParams } from '../transactions-search';
import { transactionFilterQuery } from './list-transactions';

/**
 * Export CSV: every voucher the directory's filters match, in its order, as one file the server
 * writes in one read (paging through the list would read the period again for every page).
 */
export const fetchTransactionsCsv = (companyId: string, params: TransactionListParams) =>
  fetchFile(getTransactionsCsv, { query: transactionFilterQuery(companyId, params) });
