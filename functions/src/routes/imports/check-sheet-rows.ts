import { checkSheetRows } from '@app/shared/api/routes/imports/check-sheet-rows';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { takeSheetRows } from '#lib/sheets/take-sheet-rows';

/** Issue 35: a spreadsheet's rows checked as the forms check them; nothing is written. */
export const handler = defineRoute(checkSheetRows, COMPANY_IN_BODY, async ({ body, membership }) => ({
  data: { rows: await takeSheetRows(membership.company_id, body.kind, body.rows) },
}));
