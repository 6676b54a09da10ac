import { getStatementTable } from '@app/shared/api/routes/reports/get-statement-table';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { statementTable } from '#lib/reports/statements';

/** A statement as the table its CSV and Excel files are made of (issue 32). */
export const handler = defineRoute(getStatementTable, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: await statementTable(membership.company_id, query),
}));
