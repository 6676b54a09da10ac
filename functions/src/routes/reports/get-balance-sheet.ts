import { getBalanceSheet } from '@app/shared/api/routes/reports/get-balance-sheet';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { balanceSheetDoc } from '#lib/reports/statements';

/** The balance sheet as at the period's last day, its profit counted from the financial year's start. */
export const handler = defineRoute(getBalanceSheet, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: await balanceSheetDoc(membership.company_id, query),
}));
