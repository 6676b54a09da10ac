import { getTimeline } from '@app/shared/api/routes/invoices/get-timeline';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { timeline } from '#lib/reports/timeline';

/** The Inventory Timeline: a page of items with their period figures and the totals row. */
export const handler = defineRoute(getTimeline, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: await timeline(membership.company_id, query),
}));
