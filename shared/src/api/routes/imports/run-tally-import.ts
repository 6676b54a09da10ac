import * as z from '../../../zod';
import { companyIdField } from '../../../catalogue/fields';
import { idParams } from '../../ids';
import { tallyImportSchema } from '../../../imports/tally-import';
import type { RouteDefinition } from '../../route';
import { THROTTLES } from '../../throttles';

export const TALLY_IMPORT_STEPS = ['preview', 'import'] as const;
export type TallyImportStep = (typeof TALLY_IMPORT_STEPS)[number];

/**
 * Issue 35: starts a step (body.step) of a Tally import off the request path: 'preview' reads the uploaded file
 * through (nothing is written to the books), 'import' brings in what the preview showed. The answer
 * is the import as it now is; the page polls GET /imports/tally/{id} until the step ends.
 */
export const runTallyImport = {
  method: 'POST',
  path: '/api/v1/imports/tally/{id}/run',
  handler: 'routes/imports/run-tally-import',
  auth: 'user',
  permission: 'manage_books',
  params: idParams,
  body: z.object({
    company_id: companyIdField,
    step: z.enum(TALLY_IMPORT_STEPS, { error: `step must be one of: ${TALLY_IMPORT_STEPS.join(', ')}` }),
  }),
  data: tallyImportSchema,
  throttle: THROTTLES.costly,
} as const satisfies RouteDefinition;
