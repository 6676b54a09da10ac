import { printPublicInvoice } from '@app/shared/api/routes/sharing/print-public-invoice';
import { printFileName } from '@app/shared/print/print-files';
import { defineRoute } from '#lib/http/define-route';
import { printCompanyOf } from '#lib/print/print-company';
import { printedVoucher } from '#lib/print/voucher-pdf';
import { sharedInvoice } from '#lib/sharing/shared-invoice';

/** Issue 37: the PDF of the invoice a shared link opens, as the company prints it. */
export const handler = defineRoute(printPublicInvoice, {}, async ({ params }) => {
  const { company, voucher } = await sharedInvoice(params.token);
  const bytes = await printedVoucher(voucher, await printCompanyOf(company));
  return { data: bytes, fileName: printFileName(voucher.voucher_number) };
});
