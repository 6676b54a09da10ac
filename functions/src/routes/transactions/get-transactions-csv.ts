import { getTransactionsCsv } from '@app/shared/api/routes/transactions/get-transactions-csv';
import { TRANSACTIONS_DIRECTORY } from '#lib/books/directories';
import { directoryCsv } from '#lib/books/directory-csv';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** The transactions directory's Export CSV: every row its filters match, in its order. */
export const handler = defineRoute(getTransactionsCsv, COMPANY_IN_QUERY, async ({ query }) => {
  const { bytes, fileName } = await directoryCsv(query, TRANSACTIONS_DIRECTORY);
  return { data: bytes, fileName };
});
