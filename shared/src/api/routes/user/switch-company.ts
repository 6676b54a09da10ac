import * as z from '../../../zod';
import type { RouteDefinition } from '../../route';

/** Makes one of the caller's companies the current one. */
export const switchCompany = {
  method: 'POST',
  path: '/api/v1/user/settings/switch-company/{id}',
  handler: 'routes/user/switch-company',
  auth: 'user',
  params: z.object({ id: z.string() }),
  data: z.object({ current_company_id: z.string() }),
} as const satisfies RouteDefinition;
