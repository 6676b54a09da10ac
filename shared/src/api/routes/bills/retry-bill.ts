import * as z from '../../../zod';
import { idParams } from '../../ids';
import { billSchema } from '../../../bills/bill-record';
import { companyIdField } from '../../../catalogue/fields';
import type { RouteDefinition } from '../../route';
import { THROTTLES } from '../../throttles';

/** Reads a failed bill again, or a held one for the first time (409 in any other state). */
export const retryBill = {
  method: 'POST',
  path: '/api/v1/bills/{id}/retry',
  handler: 'routes/bills/retry-bill',
  auth: 'user',
  permission: 'manage_books',
  params: idParams,
  body: z.object({ company_id: companyIdField }),
  data: billSchema,
  throttle: THROTTLES.costly,
} as const satisfies RouteDefinition;
