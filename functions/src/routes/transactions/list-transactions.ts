import { listTransactions } from '@app/shared/api/routes/transactions/list-transactions';
import { TRANSACTIONS_DIRECTORY } from '#lib/books/directories';
import { voucherListPage } from '#lib/books/voucher-list';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** The transactions directory: vouchers of every type in a period. */
export const handler = defineRoute(listTransactions, COMPANY_IN_QUERY, async ({ query }) => ({
  data: await voucherListPage(query, TRANSACTIONS_DIRECTORY.types),
}));
