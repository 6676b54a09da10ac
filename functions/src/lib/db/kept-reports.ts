import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import { readStockVersion } from './stock-version';

const keptKey = (companyId: string, name: string) => ({ pk: `COMPANY#${companyId}`, sk: `KEPT#${name}` });

/**
 * A report that depends only on the company's stock figures, computed once per stock version and
 * served from its kept copy until a voucher or a product write moves the version on. The version
 * is read before `compute` reads any figure, so a kept copy never predates its version; a write
 * landing during the computation moves the version past the copy, and the next view computes
 * again. `name` carries the report's format, so a deploy that changes it does not serve old copies.
 */
export async function keptWhileStockStands<T>(companyId: string, name: string, compute: () => Promise<T>): Promise<T> {
  const [version, kept] = await Promise.all([
    readStockVersion(companyId),
    documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keptKey(companyId, name), ConsistentRead: true }),
    ),
  ]);
  if (kept.Item?.version === version) return JSON.parse(String(kept.Item.report)) as T;
  const report = await compute();
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keptKey(companyId, name), entity: 'kept_report', version, report: JSON.stringify(report) },
        ConditionExpression: 'attribute_not_exists(version) OR version < :version',
        ExpressionAttributeValues: { ':version': version },
      }),
    );
  } catch (error) {
    // A view that computed a newer version first keeps its copy.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  return report;
}
