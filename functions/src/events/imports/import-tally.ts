import { type ImportTallyEvent, runTallyImportStep } from '#lib/tally/import-job';
import { logger } from '#lib/logger';

/**
 * The ImportTally worker (event-handlers.ts): started asynchronously with { company_id, import_id,
 * step, user_id } by POST /imports/tally/{id}/{step}; runs the step and leaves the import previewed,
 * imported or failed.
 */
export const handler = async (event: ImportTallyEvent): Promise<void> => {
  const { company_id: companyId, import_id: importId, step, user_id: userId } = event as Partial<ImportTallyEvent>;
  if (typeof companyId !== 'string' || typeof importId !== 'string' || typeof userId !== 'string' || !step) {
    logger.error('ImportTally started without an import', { event });
    return;
  }
  await runTallyImportStep({ company_id: companyId, import_id: importId, step, user_id: userId });
};
