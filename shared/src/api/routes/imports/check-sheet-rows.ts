import { sheetRowsOutcomeSchema, sheetRowsRequestSchema } from '../../../imports/sheet-import';
import type { RouteDefinition } from '../../route';

/**
 * Issue 35: a spreadsheet's rows (a part of the sheet, as the mapping step made them) checked
 * with the forms' rules, nothing written: each row new, already in the books, or refused with the
 * form's messages. The import page's preview.
 */
export const checkSheetRows = {
  method: 'POST',
  path: '/api/v1/imports/sheet/check',
  handler: 'routes/imports/check-sheet-rows',
  auth: 'user',
  permission: 'manage_books',
  body: sheetRowsRequestSchema,
  data: sheetRowsOutcomeSchema,
} as const satisfies RouteDefinition;
