import { revokeInvoiceLink as route } from '@app/shared/api/routes/sharing/revoke-invoice-link';
import { LINK_MESSAGES } from '@app/shared/sharing/invoice-link-docs';
import { requireVoucher } from '#lib/books/voucher-requests';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { presentLink, revokeInvoiceLink } from '#lib/sharing/invoice-links';

/** Issue 37: withdraws one of the invoice's links. */
export const handler = defineRoute(route, COMPANY_IN_QUERY, async ({ params, query, membership }) => {
  await requireVoucher(membership.company_id, params.vouchar_id);
  const revoked = await revokeInvoiceLink(membership.company_id, params.vouchar_id, query.link_id);
  return { message: LINK_MESSAGES.revoked, data: presentLink(revoked) };
});
