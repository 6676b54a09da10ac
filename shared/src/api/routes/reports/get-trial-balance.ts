import { trialBalanceSchema, statementQuerySchema } from '../../../reports/statement-docs';
import type { RouteDefinition } from '../../route';

/** Issue 32: Tally's trial balance over a period of one financial year. */
export const getTrialBalance = {
  method: 'GET',
  path: '/api/v1/reports/trial-balance',
  handler: 'routes/reports/get-trial-balance',
  auth: 'user',
  permission: 'reports',
  query: statementQuerySchema,
  data: trialBalanceSchema,
} as const satisfies RouteDefinition;
