import * as z from '../../../zod';
import { companySchema } from '../../../companies';
import type { RouteDefinition } from '../../route';

/** Every company the caller belongs to. */
export const listCompanies = {
  method: 'GET',
  path: '/api/v1/user/all/company',
  handler: 'routes/user/list-companies',
  auth: 'user',
  data: z.array(companySchema),
} as const satisfies RouteDefinition;
