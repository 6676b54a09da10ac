import { deleteTransaction } from '@app/shared/api/routes/transactions/delete-transaction';
import { withdrawVoucherRequest } from '#lib/books/voucher-requests';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Deletes (or, for a Sales invoice, cancels) the voucher of a transactions row. */
export const handler = defineRoute(deleteTransaction, COMPANY_IN_QUERY, ({ params, membership }) =>
  withdrawVoucherRequest(membership, params.vouchar_id, 'Transaction deleted successfully!'),
);
