import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LINK_DAYS, type InvoiceLink } from '@app/shared/sharing/invoice-link-docs';
import { documentClient, tableName } from '#lib/db/client';
import { asRecord } from '#lib/db/items';
import { queryPrefix } from '#lib/db/query-all';
import { put, setStep, transact } from '#lib/db/transact';
import { ConflictError, NotFoundError } from '#lib/errors';

/**
 * Shared invoice links (issue 37). A link is found by its token's SHA-256 (`LINK#<hash>`), so the
 * table holds no working link; its invoice keeps a row of it (`COMPANY#<c>`, `ILINK#<invoice>#<id>`)
 * for the list and the withdrawal, in the same transaction. A view adds one to both, and a view
 * row under the link (`LINK#<hash>`, `VIEW#<time>#<id>`) says when.
 */
export interface InvoiceLinkRecord {
  link_id: string;
  company_id: string;
  voucher_id: string;
  token_hash: string;
  created_at: string;
  created_by: string;
  /** Until when it opens (not `expires_at`: that name is the table's TTL attribute, in epoch seconds). */
  valid_until: string;
  revoked_at: string | null;
  views: number;
  last_viewed_at: string | null;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const linkKey = (tokenHash: string) => ({ pk: `LINK#${tokenHash}`, sk: 'LINK' });
const invoiceRowKey = (companyId: string, voucherId: string, linkId: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `ILINK#${voucherId}#${linkId}`,
});

export const presentLink = (record: InvoiceLinkRecord): InvoiceLink => ({
  id: record.link_id,
  created_at: record.created_at,
  expires_at: record.valid_until,
  revoked_at: record.revoked_at,
  views: record.views,
  last_viewed_at: record.last_viewed_at,
});

/** A new link to the invoice, valid `days` days; its token is returned once and kept nowhere. */
export async function createInvoiceLink(
  companyId: string,
  voucherId: string,
  actorId: string,
  days: number = LINK_DAYS.default,
): Promise<{ record: InvoiceLinkRecord; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const record: InvoiceLinkRecord = {
    link_id: randomUUID(),
    company_id: companyId,
    voucher_id: voucherId,
    token_hash: hashOf(token),
    created_at: now.toISOString(),
    created_by: actorId,
    valid_until: new Date(now.getTime() + days * 86_400_000).toISOString(),
    revoked_at: null,
    views: 0,
    last_viewed_at: null,
  };
  await transact([
    put({ ...linkKey(record.token_hash), entity: 'invoice_link', ...record }, 'attribute_not_exists(pk)'),
    put({ ...invoiceRowKey(companyId, voucherId, record.link_id), entity: 'invoice_link_row', ...record }),
  ]);
  return { record, token };
}

export const invoiceLinks = async (companyId: string, voucherId: string) =>
  (await queryPrefix<InvoiceLinkRecord>(`COMPANY#${companyId}`, `ILINK#${voucherId}#`)).sort((a, b) =>
    b.created_at.localeCompare(a.created_at),
  );

/** Withdraws a link of the invoice: it opens nothing from now on (404 for one it does not have). */
export async function revokeInvoiceLink(companyId: string, voucherId: string, linkId: string) {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: invoiceRowKey(companyId, voucherId, linkId), ConsistentRead: true }),
  );
  const record = asRecord(Item) as InvoiceLinkRecord | undefined;
  if (!record) throw new NotFoundError('Link not found');
  if (record.revoked_at) throw new ConflictError('This link was withdrawn already');
  const revoked = { ...record, revoked_at: new Date().toISOString() };
  await transact([
    setStep(linkKey(record.token_hash), { revoked_at: revoked.revoked_at }),
    setStep(invoiceRowKey(companyId, voucherId, linkId), { revoked_at: revoked.revoked_at }),
  ]);
  return revoked;
}

/**
 * The link a token opens, if it still does (not withdrawn, not expired), with the view logged:
 * a row of its own, and the count and last time on the link and on its invoice's row.
 */
export async function openInvoiceLink(token: string, now = new Date()): Promise<InvoiceLinkRecord | undefined> {
  const key = linkKey(hashOf(token));
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  const record = asRecord(Item) as InvoiceLinkRecord | undefined;
  if (!record || record.revoked_at || record.valid_until <= now.toISOString()) return undefined;
  const at = now.toISOString();
  const counted = {
    UpdateExpression: 'SET #views = #views + :one, last_viewed_at = :at',
    ExpressionAttributeNames: { '#views': 'views' },
    ExpressionAttributeValues: { ':one': 1, ':at': at },
  };
  await Promise.all([
    documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { pk: key.pk, sk: `VIEW#${at}#${randomUUID()}`, entity: 'invoice_link_view', at },
      }),
    ),
    documentClient().send(new UpdateCommand({ TableName: tableName(), Key: key, ...counted })),
    documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: invoiceRowKey(record.company_id, record.voucher_id, record.link_id),
        ...counted,
      }),
    ),
  ]);
  return { ...record, views: record.views + 1, last_viewed_at: at };
}
