import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminAuditEntry } from '@app/shared/api/admin';
import { documentClient, tableName } from '#lib/db/client';
import { asRecord } from '#lib/db/items';
import { put, type Step } from '#lib/db/transact';

export const ADMIN_AUDIT_PK = 'ADMINAUDIT';

/** Who made a change: an administrator (the caller), or the operator running `npm run make-admin`. */
export interface AdminActor {
  sub: string;
  email: string | undefined;
}

/** The operator's changes (make-admin) are logged under this name. */
export const OPERATOR: AdminActor = { sub: 'operator', email: 'the operator (npm run make-admin)' };

/** An entry of the administrators' log, written in the transaction of the change it records. */
export function auditEntry(
  actor: AdminActor,
  entry: Pick<AdminAuditEntry, 'action' | 'user_id' | 'user_email' | 'detail'>,
): Step {
  const at = new Date().toISOString();
  return put({
    pk: ADMIN_AUDIT_PK,
    sk: `${at}#${randomUUID()}`,
    entity: 'admin-audit',
    at,
    admin_id: actor.sub,
    admin_email: actor.email ?? '',
    ...entry,
  } satisfies Record<string, unknown> & AdminAuditEntry);
}

/** The administrators' log, newest first. */
export async function readAdminAudit(limit = 50): Promise<AdminAuditEntry[]> {
  const page = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': ADMIN_AUDIT_PK },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (page.Items ?? []).map((item) => asRecord(item) as unknown as AdminAuditEntry);
}
