import { startDataExport } from '@app/shared/api/routes/exports/start-data-export';
import { indianDate } from '@app/shared/financial-year';
import { required } from '#lib/config';
import { getCompany } from '#lib/db/companies';
import { NotFoundError } from '#lib/errors';
import type { ExportDataEvent } from '#lib/exports/export-job';
import { createExportRecord, presentExport } from '#lib/exports/export-store';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { startWorker } from '#lib/workers/start-worker';

/** The ExportData worker's function name (event-handlers.ts), read here, as the import routes read theirs. */
const EXPORT_WORKER_FUNCTION = 'EXPORT_WORKER_FUNCTION';

/** Issue 35: an export of the company is recorded as running and the ExportData worker started on it. */
export const handler = defineRoute(startDataExport, COMPANY_IN_BODY, async ({ body, membership }) => {
  const companyId = membership.company_id;
  const company = await getCompany(companyId);
  if (!company) throw new NotFoundError('Company not found');
  const record = await createExportRecord(companyId, body.kind, company.name, indianDate());
  const event: ExportDataEvent = { company_id: companyId, export_id: record._id };
  await startWorker(required(EXPORT_WORKER_FUNCTION), event);
  return { statusCode: 202, data: await presentExport(record) };
});
