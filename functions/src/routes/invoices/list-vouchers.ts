import { listVouchers } from '@app/shared/api/routes/invoices/list-vouchers';
import { INVOICES_DIRECTORY } from '#lib/books/directories';
import { voucherListPage } from '#lib/books/voucher-list';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** The invoices directory: Sales and Purchase invoices of a period, and their credit and debit notes. */
export const handler = defineRoute(listVouchers, COMPANY_IN_QUERY, async ({ query }) => ({
  data: await voucherListPage(query, INVOICES_DIRECTORY.types),
}));
