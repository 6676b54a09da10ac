import { getPublicInvoice } from '@app/shared/api/routes/sharing/get-public-invoice';
import { defineRoute } from '#lib/http/define-route';
import { publicInvoiceOf } from '#lib/sharing/public-invoice';
import { sharedInvoice } from '#lib/sharing/shared-invoice';

/** Issue 37: the invoice a shared link opens, for anyone holding the link; the view is logged. */
export const handler = defineRoute(getPublicInvoice, {}, async ({ params }) => {
  const { company, voucher, link } = await sharedInvoice(params.token);
  return { data: publicInvoiceOf(company, voucher, link.valid_until) };
});
