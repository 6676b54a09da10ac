import { getDataExport } from '@app/shared/api/routes/exports/get-data-export';
import { NotFoundError } from '#lib/errors';
import { getExportRecord, presentExport } from '#lib/exports/export-store';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

export const EXPORT_NOT_FOUND = 'Export not found';

/** Issue 35: a data export as it stands, which the page polls until it is ready, with a fresh download link. */
export const handler = defineRoute(getDataExport, COMPANY_IN_QUERY, async ({ params, membership }) => {
  const record = await getExportRecord(membership.company_id, params.id);
  if (!record) throw new NotFoundError(EXPORT_NOT_FOUND);
  return { data: await presentExport(record) };
});
