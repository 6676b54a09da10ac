import { listVouchers } from '@app/shared/api/routes/invoices/list-vouchers';
import { INVOICE_TYPES, NOTE_TYPES } from '@app/shared/books/voucher-types';
import { voucherListPage } from '#lib/books/voucher-list';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** The invoices directory: Sales and Purchase invoices of a period, and their credit and debit notes. */
const DIRECTORY_TYPES = [...INVOICE_TYPES, ...NOTE_TYPES];

export const handler = defineRoute(listVouchers, COMPANY_IN_QUERY, async ({ query }) => ({
  data: await voucherListPage(query, DIRECTORY_TYPES),
}));
