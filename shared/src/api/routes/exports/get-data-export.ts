import * as z from '../../../zod';
import { companyIdField } from '../../../catalogue/fields';
import { dataExportSchema } from '../../../exports/data-export';
import { idParams } from '../../ids';
import type { RouteDefinition } from '../../route';

/** Issue 35: a data export as it stands: its progress, or its download link, or why it failed. */
export const getDataExport = {
  method: 'GET',
  path: '/api/v1/exports/{id}',
  handler: 'routes/exports/get-data-export',
  auth: 'user',
  permission: 'reports',
  params: idParams,
  query: z.object({ company_id: companyIdField }),
  data: dataExportSchema,
} as const satisfies RouteDefinition;
