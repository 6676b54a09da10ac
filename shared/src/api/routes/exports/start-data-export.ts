import { dataExportRequestSchema, dataExportSchema } from '../../../exports/data-export';
import type { RouteDefinition } from '../../route';
import { THROTTLES } from '../../throttles';

/**
 * Issue 35, Profile -> Export Data: starts an export of the company off the request path (the
 * ExportData worker): everything as a zip, or the books as Tally XML. The answer is the export as
 * it starts; the page polls GET /exports/{id} until it is ready with its download link.
 */
export const startDataExport = {
  method: 'POST',
  path: '/api/v1/exports',
  handler: 'routes/exports/start-data-export',
  auth: 'user',
  permission: 'reports',
  body: dataExportRequestSchema,
  data: dataExportSchema,
  throttle: THROTTLES.costly,
} as const satisfies RouteDefinition;
