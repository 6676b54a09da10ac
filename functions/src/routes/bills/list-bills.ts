import { BILL_LIST_LIMIT, listBills } from '@app/shared/api/routes/bills/list-bills';
import { listBillRecords } from '#lib/bills/bill-store';
import { presentBillSummary } from '#lib/bills/present-bill';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** The Bills page: the company's latest bills, newest first. */
export const handler = defineRoute(listBills, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: (await listBillRecords(membership.company_id, BILL_LIST_LIMIT, query.status)).map(presentBillSummary),
}));
