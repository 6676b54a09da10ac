import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TallyImport, TallyImportStatus } from '@app/shared/imports/tally-import';
import { documentClient, tableName } from '#lib/db/client';
import { IMPORTS_PREFIX } from '#lib/s3/prefixes';

/**
 * A Tally import as stored (`pk COMPANY#<company>`, `sk IMPORT#<id>`): the API's record (its `_id`)
 * with the key of its file in the uploads bucket. Its status moves only from the statuses a step
 * starts from (moveImport), so two clicks, or a worker retried, never run one step twice at once.
 */
export interface TallyImportRecord extends TallyImport {
  file_key: string;
}

const importKey = (companyId: string, importId: string) => ({ pk: `COMPANY#${companyId}`, sk: `IMPORT#${importId}` });

/** Where an import's file is kept in the uploads bucket. */
export const importFileKey = (companyId: string, importId: string) => `${IMPORTS_PREFIX}${companyId}/${importId}.xml`;

export async function createImportRecord(companyId: string, file: { name: string; size: number }) {
  const now = new Date().toISOString();
  const importId = randomUUID();
  const record: TallyImportRecord = {
    _id: importId,
    company_id: companyId,
    file_name: file.name,
    size: file.size,
    file_key: importFileKey(companyId, importId),
    status: 'uploaded',
    preview: null,
    progress: null,
    outcome: null,
    error: null,
    created_at: now,
    updated_at: now,
  };
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...importKey(companyId, importId), entity: 'import', ...record },
    }),
  );
  return record;
}

export async function getImportRecord(companyId: string, importId: string): Promise<TallyImportRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: importKey(companyId, importId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, entity: _entity, ...record } = Item;
  return record as TallyImportRecord;
}

/**
 * Moves an import to `status` with `fields`, only from one of `from`: the record after the move,
 * or undefined when it was in another status (another step has it, or it is done).
 */
export async function moveImport(
  companyId: string,
  importId: string,
  from: readonly TallyImportStatus[],
  status: TallyImportStatus,
  fields: Partial<Pick<TallyImportRecord, 'preview' | 'progress' | 'outcome' | 'error'>> = {},
): Promise<TallyImportRecord | undefined> {
  const values = { ...fields, status, updated_at: new Date().toISOString() };
  const names = Object.keys(values);
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: importKey(companyId, importId),
        UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}`,
        ConditionExpression: `#status IN (${from.map((_, index) => `:from${index}`).join(', ')})`,
        ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
        ExpressionAttributeValues: {
          ...Object.fromEntries(Object.entries(values).map(([name, value]) => [`:${name}`, value])),
          ...Object.fromEntries(from.map((each, index) => [`:from${index}`, each])),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    if (!Attributes) return undefined;
    const { pk: _pk, sk: _sk, entity: _entity, ...record } = Attributes;
    return record as TallyImportRecord;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/** The record as the API shows it: without the file's key. */
export function presentImport({ file_key: _key, ...shown }: TallyImportRecord): TallyImport {
  return shown;
}
