import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  DATA_EXPORT_KEPT_DAYS,
  DATA_EXPORT_LINK_SECONDS,
  type DataExport,
  type DataExportKind,
} from '@app/shared/exports/data-export';
import { config } from '#lib/config';
import { documentClient, tableName } from '#lib/db/client';
import { setStep } from '#lib/db/transact';
import { s3Client } from '#lib/s3/client';
import { EXPORTS_PREFIX } from '#lib/s3/prefixes';

/**
 * A data export as stored (`pk COMPANY#<company>`, `sk EXPORT#<id>`): the API's record with the
 * key of its file in the uploads bucket (exports/<company>/<id>.zip), which the bucket deletes
 * DATA_EXPORT_KEPT_DAYS after it was made.
 */
export interface DataExportRecord extends Omit<DataExport, 'download_url' | 'link_expires_at'> {
  file_key: string;
}

const exportKey = (companyId: string, exportId: string) => ({ pk: `COMPANY#${companyId}`, sk: `EXPORT#${exportId}` });

const withoutKeys = (item: Record<string, unknown>) => {
  const { pk: _pk, sk: _sk, entity: _entity, ...record } = item;
  return record as unknown as DataExportRecord;
};

/** A company's name as a file name: 'Verma Medical Stores' is 'verma-medical-stores'. */
const fileStem = (companyName: string) =>
  companyName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'company';

export async function createExportRecord(
  companyId: string,
  kind: DataExportKind,
  companyName: string,
  today: string,
): Promise<DataExportRecord> {
  const now = new Date().toISOString();
  const exportId = randomUUID();
  const extension = kind === 'tally' ? 'xml' : 'zip';
  const record: DataExportRecord = {
    _id: exportId,
    company_id: companyId,
    kind,
    status: 'running',
    progress: null,
    file_name: `${fileStem(companyName)}-${kind === 'tally' ? 'tally' : 'hisaab'}-${today}.${extension}`,
    file_key: `${EXPORTS_PREFIX}${companyId}/${exportId}.${extension}`,
    size: null,
    error: null,
    created_at: now,
    updated_at: now,
  };
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...exportKey(companyId, exportId), entity: 'data_export', ...record },
    }),
  );
  return record;
}

export async function getExportRecord(companyId: string, exportId: string): Promise<DataExportRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: exportKey(companyId, exportId), ConsistentRead: true }),
  );
  return Item ? withoutKeys(Item) : undefined;
}

/** Writes what the worker has done (progress, or the end: ready with its size, or failed with why). */
export async function updateExport(
  companyId: string,
  exportId: string,
  fields: Partial<Pick<DataExportRecord, 'status' | 'progress' | 'size' | 'error'>>,
): Promise<void> {
  const update = setStep(exportKey(companyId, exportId), { ...fields, updated_at: new Date().toISOString() }).Update;
  if (update) await documentClient().send(new UpdateCommand(update));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The record as the API shows it: once ready, with a link that works DATA_EXPORT_LINK_SECONDS from
 * now (the bucket is private; a link is made each time the page asks) under the file's own name,
 * or expired once the bucket has deleted the file.
 */
export async function presentExport({ file_key: key, ...shown }: DataExportRecord): Promise<DataExport> {
  const none = { download_url: null, link_expires_at: null };
  if (shown.status !== 'ready') return { ...shown, ...none };
  if (Date.now() - Date.parse(shown.updated_at) > DATA_EXPORT_KEPT_DAYS * DAY_MS) {
    return { ...shown, ...none, status: 'expired' };
  }
  const url = await getSignedUrl(
    s3Client(),
    new GetObjectCommand({
      Bucket: config.uploadsBucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${shown.file_name}"`,
    }),
    { expiresIn: DATA_EXPORT_LINK_SECONDS },
  );
  const expires = new Date(Date.now() + DATA_EXPORT_LINK_SECONDS * 1000).toISOString();
  return { ...shown, download_url: url, link_expires_at: expires };
}
