import { deleteTaxVoucher } from '@app/shared/api/routes/invoices/delete-tax-voucher';
import { COMPANY_IN_QUERY, withdrawVoucherRequest } from '#lib/books/voucher-requests';
import { defineRoute } from '#lib/http/define-route';

/** The tax variant of the voucher delete. */
export const handler = defineRoute(deleteTaxVoucher, COMPANY_IN_QUERY, ({ params, caller, membership }) =>
  withdrawVoucherRequest(membership.company_id, params.vouchar_id, caller.sub, 'Invoice deleted successfully!'),
);
