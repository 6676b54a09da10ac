import { createReadStream } from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { DATA_EXPORT_MESSAGES } from '@app/shared/exports/data-export';
import { config } from '#lib/config';
import { getCompany } from '#lib/db/companies';
import { logger } from '#lib/logger';
import { s3Client } from '#lib/s3/client';
import { tallyBooksXml } from '#lib/tally/export-books';
import { getExportRecord, updateExport } from './export-store';
import { writeBooksZip } from './export-zip';

/** The ExportData worker's event (event-handlers.ts): the export the route recorded as running. */
export interface ExportDataEvent {
  company_id: string;
  export_id: string;
}

/** How often the worker writes its progress: the page asks once a second. */
const PROGRESS_EVERY_MS = 1000;

/**
 * The ExportData worker's work: the export's file made in the function's /tmp (a zip of
 * everything, or the Tally XML), put in the uploads bucket under the export's key, and the export
 * left ready with its size; or failed, with a message to show, and nothing kept.
 */
export async function runDataExport({ company_id: companyId, export_id: exportId }: ExportDataEvent): Promise<void> {
  const [record, company] = await Promise.all([getExportRecord(companyId, exportId), getCompany(companyId)]);
  if (record?.status !== 'running' || !company) {
    logger.warn('ExportData found no running export', { companyId, exportId });
    return;
  }
  const path = join(tmpdir(), `${exportId}-${record.file_name}`);
  let written = 0;
  const progress = async (done: number, total: number) => {
    if (done < total && Date.now() - written < PROGRESS_EVERY_MS) return;
    written = Date.now();
    await updateExport(companyId, exportId, { progress: { done, total } });
  };
  try {
    if (record.kind === 'tally') await writeFile(path, await tallyBooksXml(companyId, company.name));
    else await writeBooksZip(company, path, progress);
    const { size } = await stat(path);
    await s3Client().send(
      new PutObjectCommand({
        Bucket: config.uploadsBucket,
        Key: record.file_key,
        Body: createReadStream(path),
        ContentLength: size,
        ContentType: record.kind === 'tally' ? 'application/xml' : 'application/zip',
      }),
    );
    await updateExport(companyId, exportId, { status: 'ready', size });
  } catch (error) {
    logger.error('The data export failed', { companyId, exportId, error });
    await updateExport(companyId, exportId, { status: 'failed', error: DATA_EXPORT_MESSAGES.failed });
  } finally {
    await rm(path, { force: true });
  }
}
