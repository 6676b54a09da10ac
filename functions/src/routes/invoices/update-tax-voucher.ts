import { updateTaxVoucher } from '@app/shared/api/routes/invoices/update-tax-voucher';
import { updateVoucherRequest } from '#lib/books/voucher-requests';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** The tax variant of the voucher update. */
export const handler = defineRoute(updateTaxVoucher, COMPANY_IN_BODY, ({ params, body, membership }) =>
  updateVoucherRequest(params.vouchar_id, body, membership),
);
