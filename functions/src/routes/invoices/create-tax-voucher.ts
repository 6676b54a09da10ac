import { createTaxVoucher } from '@app/shared/api/routes/invoices/create-tax-voucher';
import { postVoucherRequest } from '#lib/books/voucher-requests';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** A new voucher of a company with tax on (the same posting; tax follows the company's setting). */
export const handler = defineRoute(createTaxVoucher, COMPANY_IN_BODY, ({ body, membership, event }) =>
  postVoucherRequest(body, membership, event),
);
