import { getBill } from '@app/shared/api/routes/bills/get-bill';
import { requireBill } from '#lib/bills/require-bill';
import { presentBill } from '#lib/bills/present-bill';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** One bill for the review page. */
export const handler = defineRoute(getBill, COMPANY_IN_QUERY, async ({ params, membership }) => ({
  data: await presentBill(await requireBill(membership.company_id, params.id)),
}));
