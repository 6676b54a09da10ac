import { getAgeing } from '@app/shared/api/routes/reports/get-ageing';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { ageingDoc } from '#lib/reports/statements';

/** Receivables or payables by party and by days past due, as at today. */
export const handler = defineRoute(getAgeing, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: await ageingDoc(membership.company_id, query.side),
}));
