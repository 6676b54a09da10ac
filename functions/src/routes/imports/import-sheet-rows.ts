import { importSheetRows } from '@app/shared/api/routes/imports/import-sheet-rows';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { takeSheetRows } from '#lib/sheets/take-sheet-rows';

/** Issue 35: a spreadsheet's rows into the books, each as its form would create it. */
export const handler = defineRoute(importSheetRows, COMPANY_IN_BODY, async ({ body, caller, membership }) => ({
  data: { rows: await takeSheetRows(membership.company_id, body.kind, body.rows, caller.sub) },
}));
