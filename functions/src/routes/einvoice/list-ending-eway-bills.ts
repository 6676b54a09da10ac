import { listEndingEwayBills } from '@app/shared/api/routes/einvoice/list-ending-eway-bills';
import { endingEwayBills } from '#lib/einvoice/eway-requests';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Issue 36: the e-way bills running out within 12 hours, for the warnings. */
export const handler = defineRoute(listEndingEwayBills, COMPANY_IN_QUERY, async ({ membership }) => ({
  data: await endingEwayBills(membership.company_id),
}));
