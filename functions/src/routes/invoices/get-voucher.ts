import { getVoucher } from '@app/shared/api/routes/invoices/get-voucher';
import { requireVoucher } from '#lib/books/voucher-requests';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { presentVoucher } from '#lib/presenters/voucher';

/** One voucher, whatever its status. */
export const handler = defineRoute(getVoucher, COMPANY_IN_QUERY, async ({ params, membership }) => ({
  data: presentVoucher(await requireVoucher(membership.company_id, params.vouchar_id)),
}));
