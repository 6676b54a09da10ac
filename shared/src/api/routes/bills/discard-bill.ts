import * as z from '../../../zod';
import { idParams } from '../../ids';
import { companyIdField } from '../../../catalogue/fields';
import type { RouteDefinition } from '../../route';

/** Removes a bill that is not posted, with its file (409 for a posted one). */
export const discardBill = {
  method: 'DELETE',
  path: '/api/v1/bills/{id}',
  handler: 'routes/bills/discard-bill',
  auth: 'user',
  permission: 'manage_books',
  params: idParams,
  query: z.object({ company_id: companyIdField }),
  data: z.object({ _id: z.string() }),
} as const satisfies RouteDefinition;
