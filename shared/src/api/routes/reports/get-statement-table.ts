import { printStatementQuerySchema, statementTableSchema } from '../../../reports/statement-docs';
import type { RouteDefinition } from '../../route';

/**
 * Issue 32: a statement as the table its CSV and Excel files are made of in the browser. The
 * statements' pages have their figures already; a ledger's statement and the Day Book are shown a
 * page at a time, so their files are made from the whole period read here.
 */
export const getStatementTable = {
  method: 'GET',
  path: '/api/v1/reports/statement-table',
  handler: 'routes/reports/get-statement-table',
  auth: 'user',
  permission: 'reports',
  query: printStatementQuerySchema,
  data: statementTableSchema,
} as const satisfies RouteDefinition;
