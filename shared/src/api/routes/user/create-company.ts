import { companyInputSchema, companySchema } from '../../../companies';
import type { RouteDefinition } from '../../route';

/** Creates a company (with its default books); it becomes the caller's current company. */
export const createCompany = {
  method: 'POST',
  path: '/api/v1/user/create/company',
  handler: 'routes/user/create-company',
  auth: 'user',
  body: companyInputSchema,
  data: companySchema,
} as const satisfies RouteDefinition;
