import { getAgeing } from '@app/shared/api/routes/reports/get-ageing';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { ageing } from '#lib/reports/ageing';
import { inRupees } from '#lib/presenters/statements';

/** Receivables or payables by party and by days past due, as at today. */
export const handler = defineRoute(getAgeing, COMPANY_IN_QUERY, async ({ query, membership }) => {
  const { side, as_on: asOn, parties, totals } = await ageing(membership.company_id, query.side);
  return {
    data: {
      side,
      as_on: asOn,
      parties: parties.map(({ id, name, invoices, ...figures }) => ({ id, name, invoices, ...inRupees(figures) })),
      totals: inRupees(totals),
    },
  };
});
