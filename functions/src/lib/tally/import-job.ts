import type { Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { TallyImport } from '@app/shared/imports/tally-import';
import type { TallyImportStep } from '@app/shared/api/routes/imports/run-tally-import';
import { config } from '#lib/config';
import { getCompany } from '#lib/db/companies';
import { logger } from '#lib/logger';
import { s3Client } from '#lib/s3/client';
import { importTallyMasters } from './import-masters';
import { getImportRecord, moveImport } from './import-store';
import { type TallyPreview, previewTallyExport } from './tally-preview';
import { TallyFileError, tallyObjects } from './tally-reader';
import { type TallyRecord, isProblem, tallyRecordOf } from './tally-records';

/**
 * The ImportTally worker's work (event-handlers.ts): one step of an import, which the route moved
 * to 'previewing' or 'importing' before starting it. The file is read from S3 as it streams. A
 * step that fails leaves the import 'failed' with a message to show: the file's own fault in its
 * words (TallyFileError), anything else as a failure to try again.
 *
 * The import step brings in the masters (groups, ledgers, units, stock items). Vouchers are counted
 * and checked by the preview but not imported yet: the outcome shows none created.
 */
export interface ImportTallyEvent {
  company_id: string;
  import_id: string;
  step: TallyImportStep;
  /** Who started the step: the books' audit names them. */
  user_id: string;
}

export const IMPORT_FAILED = 'The file could not be read to the end. Please try again.';

async function* fileChunks(key: string): AsyncGenerator<Uint8Array> {
  const object = await s3Client().send(new GetObjectCommand({ Bucket: config.uploadsBucket, Key: key }));
  for await (const chunk of object.Body as Readable) yield chunk as Uint8Array;
}

const presentPreview = (preview: TallyPreview): NonNullable<TallyImport['preview']> => ({
  company: preview.company ?? null,
  read: Object.fromEntries(Object.entries(preview.counts).map(([kind, count]) => [kind, count.read])),
  refused: Object.fromEntries(Object.entries(preview.counts).map(([kind, count]) => [kind, count.refused])),
  problems: preview.problems,
  problem_count: preview.problemCount,
  vouchers_from: preview.vouchers?.from ?? null,
  vouchers_to: preview.vouchers?.to ?? null,
});

/** The masters of a file: groups, ledgers, units and stock items that can be read. */
async function mastersOf(key: string): Promise<TallyRecord[]> {
  const masters: TallyRecord[] = [];
  for await (const object of tallyObjects(fileChunks(key))) {
    const read = object.row === 0 ? undefined : tallyRecordOf(object);
    if (read && !isProblem(read) && read.kind !== 'voucher') masters.push(read);
  }
  return masters;
}

export async function runTallyImportStep({
  company_id: companyId,
  import_id: importId,
  step,
  user_id: userId,
}: ImportTallyEvent) {
  const running = step === 'preview' ? 'previewing' : 'importing';
  const record = await getImportRecord(companyId, importId);
  if (record?.status !== running) return;
  try {
    if (step === 'preview') {
      const company = await getCompany(companyId);
      const gstin = company?.company_settings.tax_details.tin ?? undefined;
      const preview = await previewTallyExport(fileChunks(record.file_key), { gstin });
      await moveImport(companyId, importId, [running], 'previewed', { preview: presentPreview(preview) });
    } else {
      const outcome = await importTallyMasters(companyId, await mastersOf(record.file_key), userId);
      await moveImport(companyId, importId, [running], 'imported', { outcome });
    }
  } catch (error) {
    if (!(error instanceof TallyFileError)) logger.error('A Tally import step failed', { importId, step, error });
    const message = error instanceof TallyFileError ? error.message : IMPORT_FAILED;
    await moveImport(companyId, importId, [running], 'failed', { error: message });
  }
}
