import { getTallyImport } from '@app/shared/api/routes/imports/get-tally-import';
import { NotFoundError } from '#lib/errors';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { getImportRecord, presentImport } from '#lib/tally/import-store';

export const IMPORT_NOT_FOUND = 'Import not found';

/** Issue 35: a Tally import as it stands, which the import page polls while a step runs. */
export const handler = defineRoute(getTallyImport, COMPANY_IN_QUERY, async ({ params, membership }) => {
  const record = await getImportRecord(membership.company_id, params.id);
  if (!record) throw new NotFoundError(IMPORT_NOT_FOUND);
  return { data: presentImport(record) };
});
