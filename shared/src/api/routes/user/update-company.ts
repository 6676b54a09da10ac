import * as z from '../../../zod';
import { companyInputSchema, companySchema } from '../../../companies';
import type { RouteDefinition } from '../../route';

/** Replaces a company's details with what the drawer shows (fields left out are cleared). */
export const updateCompany = {
  method: 'PUT',
  path: '/api/v1/user/update/company/{id}',
  handler: 'routes/user/update-company',
  auth: 'user',
  params: z.object({ id: z.string() }),
  body: companyInputSchema,
  data: companySchema,
} as const satisfies RouteDefinition;
