import * as z from '../../../zod';
import { companyIdField } from '../../../catalogue/fields';
import { idParams } from '../../ids';
import { tallyImportSchema } from '../../../imports/tally-import';
import type { RouteDefinition } from '../../route';

/** Issue 35: a Tally import as it stands: its status, its preview, what it made, or why it failed. */
export const getTallyImport = {
  method: 'GET',
  path: '/api/v1/imports/tally/{id}',
  handler: 'routes/imports/get-tally-import',
  auth: 'user',
  permission: 'manage_books',
  params: idParams,
  query: z.object({ company_id: companyIdField }),
  data: tallyImportSchema,
} as const satisfies RouteDefinition;
