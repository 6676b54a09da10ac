import { runTallyImport } from '@app/shared/api/routes/imports/run-tally-import';
import { TALLY_IMPORT_MESSAGES, looksLikeXml } from '@app/shared/imports/tally-import';
import { required } from '#lib/config';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { takeUpload } from '#lib/s3/uploads';
import type { ImportTallyEvent } from '#lib/tally/import-job';
import { type TallyImportRecord, getImportRecord, moveImport, presentImport } from '#lib/tally/import-store';
import { startWorker } from '#lib/workers/start-worker';
import { IMPORT_NOT_FOUND } from './get-tally-import';

/**
 * The ImportTally worker's function name (event-handlers.ts), read here rather than in config.ts,
 * whose every getter is in every bundle: the voucher routes' are at their budget.
 */
const IMPORT_WORKER_FUNCTION = 'IMPORT_WORKER_FUNCTION';

const refuse = (message: string) => new ValidationError(message, [{ field: 'file', message }]);

/** Why a step cannot start from where the import is. */
function notNow(record: TallyImportRecord): Error {
  if (record.status === 'previewing' || record.status === 'importing')
    return new ConflictError(TALLY_IMPORT_MESSAGES.running);
  if (record.status === 'imported') return new ConflictError(TALLY_IMPORT_MESSAGES.imported);
  return refuse(TALLY_IMPORT_MESSAGES.notPreviewed);
}

/**
 * Issue 35: starts a step of a Tally import (the ImportTally worker). The preview first takes the
 * uploaded file in, once its first bytes are XML (anything else is removed and refused); it may be
 * run again until the file is imported. The import runs once, after a preview.
 */
export const handler = defineRoute(runTallyImport, COMPANY_IN_BODY, async ({ params, body, caller, membership }) => {
  const companyId = membership.company_id;
  const record = await getImportRecord(companyId, params.id);
  if (!record) throw new NotFoundError(IMPORT_NOT_FOUND);
  if (body.step === 'preview') {
    const head = await takeUpload(record.file_key, 64, ({ size, bytes }) =>
      size === 0 ? TALLY_IMPORT_MESSAGES.empty : looksLikeXml(bytes) ? undefined : TALLY_IMPORT_MESSAGES.notXml,
    );
    if (!head) throw refuse(TALLY_IMPORT_MESSAGES.notUploaded);
    if ('problem' in head) throw refuse(head.problem);
  }
  const [from, running] =
    body.step === 'preview'
      ? ([['uploaded', 'previewed', 'failed'], 'previewing'] as const)
      : ([['previewed'], 'importing'] as const);
  const moved = await moveImport(companyId, record._id, from, running, { error: null, progress: null });
  if (!moved) throw notNow(record);
  const event: ImportTallyEvent = {
    company_id: companyId,
    import_id: record._id,
    step: body.step,
    user_id: caller.sub,
  };
  await startWorker(required(IMPORT_WORKER_FUNCTION), event);
  return { statusCode: 202, data: presentImport(moved) };
});
