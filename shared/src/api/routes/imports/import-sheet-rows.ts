import { sheetRowsOutcomeSchema, sheetRowsRequestSchema } from '../../../imports/sheet-import';
import type { RouteDefinition } from '../../route';

/**
 * Issue 35: a spreadsheet's rows into the books: each that passes the forms' rules created as the
 * form creates it, each the books have by name already left as it is, the rest refused with the
 * form's messages. A part sent again creates nothing twice.
 */
export const importSheetRows = {
  method: 'POST',
  path: '/api/v1/imports/sheet/import',
  handler: 'routes/imports/import-sheet-rows',
  auth: 'user',
  permission: 'manage_books',
  body: sheetRowsRequestSchema,
  data: sheetRowsOutcomeSchema,
} as const satisfies RouteDefinition;
