import { printVoucher } from '@app/shared/api/routes/print/print-voucher';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { voucherPdf } from '#lib/print/voucher-pdf';

/** A sales invoice or purchase bill as a PDF (any voucher type prints, in the layout of its type). */
export const handler = defineRoute(printVoucher, COMPANY_IN_QUERY, async ({ query, membership }) => {
  const { bytes, fileName } = await voucherPdf(membership.company_id, query.vouchar_id);
  return { data: bytes, fileName };
});
