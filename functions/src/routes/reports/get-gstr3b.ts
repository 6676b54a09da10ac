import { getGstr3b } from '@app/shared/api/routes/reports/get-gstr3b';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { returnPeriodOf } from '@app/shared/gst/return-period';
import { gstr3b } from '#lib/reports/gstr3b';

/** GSTR-3B of a month or a quarter and how its tax is paid (issue 33). */
export const handler = defineRoute(getGstr3b, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: await gstr3b(
    membership.company_id,
    returnPeriodOf(query.financial_year, query.financial_month, query.frequency),
  ),
}));
