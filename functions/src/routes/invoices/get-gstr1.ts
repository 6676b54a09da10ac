import { getGstr1 } from '@app/shared/api/routes/invoices/get-gstr1';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { gstr1, gstr1FileName } from '#lib/reports/gstr1';

/** GSTR-1 of a month, the portal's JSON, as a file. */
export const handler = defineRoute(getGstr1, COMPANY_IN_QUERY, async ({ query, membership }) => {
  const file = await gstr1(membership.company_id, query.financial_year, query.financial_month);
  return {
    data: new TextEncoder().encode(JSON.stringify(file, null, 2)),
    fileName: gstr1FileName(file, 'json'),
  };
});
