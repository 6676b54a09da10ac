import { profitAndLossSchema, statementQuerySchema } from '../../../reports/statement-docs';
import type { RouteDefinition } from '../../route';

/** Issue 32: the profit and loss account (trading account to gross profit, then net profit) over a period. */
export const getProfitAndLoss = {
  method: 'GET',
  path: '/api/v1/reports/profit-and-loss',
  handler: 'routes/reports/get-profit-and-loss',
  auth: 'user',
  permission: 'reports',
  query: statementQuerySchema,
  data: profitAndLossSchema,
} as const satisfies RouteDefinition;
