import { listTransactions } from '@app/shared/api/routes/transactions/list-transactions';
import { VOUCHER_TYPES } from '@app/shared/books/voucher-types';
import { voucherListPage } from '#lib/books/voucher-list';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** The transactions directory: vouchers of every type in a period. */
export const handler = defineRoute(listTransactions, COMPANY_IN_QUERY, async ({ query }) => ({
  data: await voucherListPage(query, VOUCHER_TYPES),
}));
