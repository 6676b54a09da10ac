import { createInvoiceLink as route } from '@app/shared/api/routes/sharing/create-invoice-link';
import { LINK_MESSAGES } from '@app/shared/sharing/invoice-link-docs';
import { requireVoucher } from '#lib/books/voucher-requests';
import { ValidationError } from '#lib/errors';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { createInvoiceLink, presentLink } from '#lib/sharing/invoice-links';

/** Issue 37: a public link to an active sales invoice; its token is in this answer only. */
export const handler = defineRoute(route, COMPANY_IN_BODY, async ({ params, body, caller, membership }) => {
  const voucher = await requireVoucher(membership.company_id, params.vouchar_id);
  if (voucher.voucher_type !== 'Sales' || voucher.status !== 'active') {
    throw new ValidationError(LINK_MESSAGES.notShareable, [
      { field: 'vouchar_id', message: LINK_MESSAGES.notShareable },
    ]);
  }
  const { record, token } = await createInvoiceLink(membership.company_id, voucher.voucher_id, caller.sub, body.days);
  return { statusCode: 201, message: LINK_MESSAGES.created, data: { ...presentLink(record), token } };
});
