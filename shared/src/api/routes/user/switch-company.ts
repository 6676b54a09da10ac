import * as z from '../../../zod';
import { idParams } from '../../ids';
import type { RouteDefinition } from '../../route';

/** Makes one of the caller's companies the current one. */
export const switchCompany = {
  method: 'POST',
  path: '/api/v1/user/settings/switch-company/{id}',
  handler: 'routes/user/switch-company',
  auth: 'user',
  permission: 'view',
  params: idParams,
  data: z.object({ current_company_id: z.string() }),
} as const satisfies RouteDefinition;
