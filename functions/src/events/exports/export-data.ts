import { type ExportDataEvent, runDataExport } from '#lib/exports/export-job';
import { logger } from '#lib/logger';

/**
 * The ExportData worker (event-handlers.ts): started asynchronously with { company_id, export_id }
 * by POST /exports; makes the export's file and leaves the export ready or failed.
 */
export const handler = async (event: ExportDataEvent): Promise<void> => {
  const { company_id: companyId, export_id: exportId } = event as Partial<ExportDataEvent>;
  if (typeof companyId !== 'string' || typeof exportId !== 'string') {
    logger.error('ExportData started without an export', { event });
    return;
  }
  await runDataExport({ company_id: companyId, export_id: exportId });
};
