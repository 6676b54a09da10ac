import { updateVoucher } from '@app/shared/api/routes/invoices/update-voucher';
import { updateVoucherRequest } from '#lib/books/voucher-requests';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Replaces a voucher, reversing the old effects and applying the new in one transaction. */
export const handler = defineRoute(updateVoucher, COMPANY_IN_BODY, ({ params, body, membership }) =>
  updateVoucherRequest(params.vouchar_id, body, membership),
);
