import type { Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { indianDate } from '@app/shared/financial-year';
import type { TallyImport } from '@app/shared/imports/tally-import';
import type { TallyImportStep } from '@app/shared/api/routes/imports/run-tally-import';
import { config } from '#lib/config';
import { getCompany } from '#lib/db/companies';
import { PaymentRequiredError } from '#lib/errors';
import { logger } from '#lib/logger';
import { s3Client } from '#lib/s3/client';
import { importTallyMasters } from './import-masters';
import { getImportRecord, moveImport } from './import-store';
import { MAX_PROBLEMS, type TallyPreview, previewTallyExport } from './tally-preview';
import { TallyFileError, tallyObjects } from './tally-reader';
import {
  type TallyKind,
  type TallyProblem,
  type TallyRecord,
  type TallyVoucher,
  isProblem,
  tallyRecordOf,
} from './tally-records';
import { matchedInBooks } from './tally-matches';
import { leftOutReason } from './tally-vouchers';
import { importTallyVouchers } from './import-vouchers';

/**
 * The ImportTally worker's work (event-handlers.ts): one step of an import, which the route moved
 * to 'previewing' or 'importing' before starting it. The file is read from S3 as it streams. A
 * step that fails leaves the import 'failed' with a message to show: the file's own fault in its
 * words (TallyFileError), anything else as a failure to try again.
 *
 * The import step brings in the masters (groups, ledgers, units, stock items), then the vouchers in
 * date order (import-vouchers.ts), writing its progress as it goes. Run again after a failure, it
 * matches what came in before and posts the rest: every voucher is keyed by its GUID.
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

const presentPreview = (
  preview: TallyPreview,
  matched: Record<TallyKind, number>,
  leftOut: readonly TallyProblem[],
): NonNullable<TallyImport['preview']> => {
  const problems = [...preview.problems, ...leftOut];
  return {
    company: preview.company ?? null,
    read: Object.fromEntries(Object.entries(preview.counts).map(([kind, count]) => [kind, count.read])),
    refused: Object.fromEntries(Object.entries(preview.counts).map(([kind, count]) => [kind, count.refused])),
    matched,
    skipped: { group: 0, ledger: 0, unit: 0, 'stock-item': 0, voucher: leftOut.length },
    problems: problems.slice(0, MAX_PROBLEMS),
    problem_count: preview.problemCount + leftOut.length,
    vouchers_from: preview.vouchers?.from ?? null,
    vouchers_to: preview.vouchers?.to ?? null,
  };
};

/**
 * The preview step: the file read through (previewTallyExport), then what of it the books have
 * already and which vouchers the import will leave out, each with why.
 */
async function previewFile(companyId: string, key: string) {
  const company = await getCompany(companyId);
  const gstin = company?.company_settings.tax_details.tin ?? undefined;
  const records: TallyRecord[] = [];
  const preview = await previewTallyExport(fileChunks(key), { gstin }, (record) => records.push(record));
  const days = { begin: company?.company_settings.books_start_date ?? '', today: indianDate() };
  const leftOut = records.flatMap((record) => {
    const message = record.kind === 'voucher' ? leftOutReason(record, days) : undefined;
    return message ? [{ row: record.row, kind: record.kind, name: record.name, message }] : [];
  });
  return presentPreview(preview, await matchedInBooks(companyId, records), leftOut);
}

/** The records of a file that can be read: its masters and its vouchers. */
async function recordsOf(key: string): Promise<{ masters: TallyRecord[]; vouchers: TallyVoucher[] }> {
  const masters: TallyRecord[] = [];
  const vouchers: TallyVoucher[] = [];
  for await (const object of tallyObjects(fileChunks(key))) {
    const read = object.row === 0 ? undefined : tallyRecordOf(object);
    if (!read || isProblem(read)) continue;
    if (read.kind === 'voucher') vouchers.push(read);
    else masters.push(read);
  }
  return { masters, vouchers };
}

/** The masters', then the vouchers' import, one outcome: the lists kept to their first MAX_PROBLEMS. */
async function importFile(companyId: string, importId: string, key: string, userId: string) {
  const { masters, vouchers } = await recordsOf(key);
  const fromMasters = await importTallyMasters(companyId, masters, userId);
  const fromVouchers = await importTallyVouchers(companyId, vouchers, userId, (progress) =>
    moveImport(companyId, importId, ['importing'], 'importing', { progress }).then(() => undefined),
  );
  const problems = [...fromMasters.problems, ...fromVouchers.problems];
  return {
    created: { ...fromMasters.created, voucher: fromVouchers.created },
    matched: { ...fromMasters.matched, voucher: fromVouchers.matched },
    problems: problems.slice(0, MAX_PROBLEMS),
    problem_count: problems.length,
    notes: fromVouchers.notes.slice(0, MAX_PROBLEMS),
    note_count: fromVouchers.notes.length,
  };
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
      const preview = await previewFile(companyId, record.file_key);
      await moveImport(companyId, importId, [running], 'previewed', { preview });
    } else {
      const outcome = await importFile(companyId, importId, record.file_key, userId);
      await moveImport(companyId, importId, [running], 'imported', { outcome });
    }
  } catch (error) {
    // The file's own fault, or the plan's refusal, is said in its words; anything else is to try again.
    const told = error instanceof TallyFileError || error instanceof PaymentRequiredError;
    if (!told) logger.error('A Tally import step failed', { importId, step, error });
    const message = told ? error.message : IMPORT_FAILED;
    await moveImport(companyId, importId, [running], 'failed', { error: message });
  }
}
