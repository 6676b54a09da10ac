import { getGstr1Csv } from '@app/shared/api/routes/invoices/get-gstr1-csv';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { gstr1, gstr1FileName } from '#lib/reports/gstr1';
import { gstr1Csv } from '#lib/reports/gstr1-csv';

/** One table of a month's GSTR-1 as a CSV file. */
export const handler = defineRoute(getGstr1Csv, COMPANY_IN_QUERY, async ({ query, membership }) => {
  const file = await gstr1(membership.company_id, query.financial_year, query.financial_month);
  return {
    data: new TextEncoder().encode(gstr1Csv(file, query.table)),
    fileName: gstr1FileName(file, `${query.table}.csv`),
  };
});
