import { balanceSheetSchema, statementQuerySchema } from '../../../reports/statement-docs';
import type { RouteDefinition } from '../../route';

/** Issue 32: the balance sheet as at the period's last day. */
export const getBalanceSheet = {
  method: 'GET',
  path: '/api/v1/reports/balance-sheet',
  handler: 'routes/reports/get-balance-sheet',
  auth: 'user',
  permission: 'reports',
  query: statementQuerySchema,
  data: balanceSheetSchema,
} as const satisfies RouteDefinition;
