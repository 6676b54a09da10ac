import { getBalanceSheet } from '@app/shared/api/routes/reports/get-balance-sheet';
import { financialYearOf } from '@app/shared/financial-year';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { inRupees } from '#lib/presenters/statements';
import { readBooksPeriod } from '#lib/reports/books-period';
import { balanceSheet } from '#lib/reports/final-accounts';

/** The balance sheet as at the period's last day, its profit counted from the financial year's start. */
export const handler = defineRoute(getBalanceSheet, COMPANY_IN_QUERY, async ({ query, membership }) => {
  const yearStart = `${financialYearOf(query.end_date)}-04-01`;
  const period = await readBooksPeriod(membership.company_id, yearStart, query.end_date);
  return { data: { start_date: yearStart, end_date: query.end_date, ...inRupees(balanceSheet(period)) } };
});
