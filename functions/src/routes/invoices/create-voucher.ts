import { createVoucher } from '@app/shared/api/routes/invoices/create-voucher';
import { COMPANY_IN_BODY, postVoucherRequest } from '#lib/books/voucher-requests';
import { defineRoute } from '#lib/http/define-route';

/** A new voucher of any type, posted once per Idempotency-Key. */
export const handler = defineRoute(createVoucher, COMPANY_IN_BODY, ({ body, caller, event }) =>
  postVoucherRequest(body, caller.sub, event),
);
