import { createVoucher } from '@app/shared/api/routes/invoices/create-voucher';
import { postVoucherRequest } from '#lib/books/voucher-requests';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** A new voucher of any type, posted once per Idempotency-Key. */
export const handler = defineRoute(createVoucher, COMPANY_IN_BODY, ({ body, membership, event }) =>
  postVoucherRequest(body, membership, event),
);
