import { getVouchersCsv } from '@app/shared/api/routes/invoices/get-vouchers-csv';
import { INVOICES_DIRECTORY } from '#lib/books/directories';
import { directoryCsv } from '#lib/books/directory-csv';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** The invoices directory's Export CSV: every row its filters match, in its order. */
export const handler = defineRoute(getVouchersCsv, COMPANY_IN_QUERY, async ({ query }) => {
  const { bytes, fileName } = await directoryCsv(query, INVOICES_DIRECTORY);
  return { data: bytes, fileName };
});
