import * as z from '../../../zod';
import { companySchema } from '../../../companies';
import type { RouteDefinition } from '../../route';

/** The caller's current company as data[0] (an empty list when they have none). */
export const getCurrentCompany = {
  method: 'GET',
  path: '/api/v1/user/company',
  handler: 'routes/user/get-current-company',
  auth: 'user',
  data: z.array(companySchema),
} as const satisfies RouteDefinition;
