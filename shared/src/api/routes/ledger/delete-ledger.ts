import * as z from '../../../zod';
import { idParams } from '../../ids';
import { companyIdField } from '../../../catalogue/fields';
import type { RouteDefinition } from '../../route';

/** Removes a ledger no voucher uses; data is the removed ledger's id. */
export const deleteLedger = {
  method: 'DELETE',
  path: '/api/v1/ledger/delete/{id}',
  handler: 'routes/ledger/delete-ledger',
  auth: 'user',
  permission: 'manage_books',
  params: idParams,
  query: z.object({ company_id: companyIdField }),
  data: z.object({ _id: z.string() }),
} as const satisfies RouteDefinition;
