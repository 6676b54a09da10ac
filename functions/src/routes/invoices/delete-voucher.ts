import { deleteVoucher } from '@app/shared/api/routes/invoices/delete-voucher';
import { withdrawVoucherRequest } from '#lib/books/voucher-requests';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Cancels a Sales invoice or deletes another voucher. */
export const handler = defineRoute(deleteVoucher, COMPANY_IN_QUERY, ({ params, membership }) =>
  withdrawVoucherRequest(membership, params.vouchar_id, 'Invoice deleted successfully!'),
);
