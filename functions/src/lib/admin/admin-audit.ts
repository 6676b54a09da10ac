import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminAuditEntry } from '@app/shared/api/admin';
import { documentClient, tableName } from '#lib/db/client';
import { asRecord } from '#lib/db/items';
import { ADMIN_AUDIT_PK } from './admin-actions';

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
