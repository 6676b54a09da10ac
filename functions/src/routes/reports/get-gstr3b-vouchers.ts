import { getGstr3bVouchers } from '@app/shared/api/routes/reports/get-gstr3b-vouchers';
import { returnPeriodOf } from '@app/shared/gst/return-period';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { gstr3bVouchers } from '#lib/reports/gstr3b';

/** The vouchers behind one GSTR-3B figure (issue 33's drill-down). */
export const handler = defineRoute(getGstr3bVouchers, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: await gstr3bVouchers(
    membership.company_id,
    returnPeriodOf(query.financial_year, query.financial_month, query.frequency),
    query.figure,
  ),
}));
