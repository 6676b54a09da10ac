import { deleteTaxVoucher } from '@app/shared/api/routes/invoices/delete-tax-voucher';
import { withdrawVoucherRequest } from '#lib/books/voucher-requests';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** The tax variant of the voucher delete. */
export const handler = defineRoute(deleteTaxVoucher, COMPANY_IN_QUERY, ({ params, membership }) =>
  withdrawVoucherRequest(membership, params.vouchar_id, 'Invoice deleted successfully!'),
);
