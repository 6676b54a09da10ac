import { listInvoiceLinks } from '@app/shared/api/routes/sharing/list-invoice-links';
import { requireVoucher } from '#lib/books/voucher-requests';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { invoiceLinks, presentLink } from '#lib/sharing/invoice-links';

/** Issue 37: the invoice's shared links with their views. */
export const handler = defineRoute(listInvoiceLinks, COMPANY_IN_QUERY, async ({ params, membership }) => {
  await requireVoucher(membership.company_id, params.vouchar_id);
  return { data: (await invoiceLinks(membership.company_id, params.vouchar_id)).map(presentLink) };
});
