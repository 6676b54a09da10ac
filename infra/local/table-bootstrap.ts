import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '@app/functions/lib/db/table';

const keySchema = (partitionKey: string, sortKey: string) => [
  { AttributeName: partitionKey, KeyType: 'HASH' as const },
  { AttributeName: sortKey, KeyType: 'RANGE' as const },
];

const indexSpec = (index: (typeof tableDefinition.globalIndexes)[number]): GlobalSecondaryIndex => ({
  IndexName: index.indexName,
  KeySchema: keySchema(index.partitionKey, index.sortKey),
  Projection: { ProjectionType: 'ALL' },
});

const allKeyAttributes = () => {
  const names = new Set<string>([tableDefinition.partitionKey, tableDefinition.sortKey]);
  for (const index of tableDefinition.globalIndexes) names.add(index.partitionKey).add(index.sortKey);
  return [...names].map((AttributeName) => ({ AttributeName, AttributeType: 'S' as const }));
};

async function describeTable(client: DynamoDBClient, tableName: string) {
  try {
    return await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

/**
 * Creates the table from the shared definition (the one CDK deploys) or, when it exists from an
 * earlier run, adds any index the definition gained since. Returns what it did, for the log.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<string> {
  const existing = await describeTable(client, tableName);
  if (!existing) {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: keySchema(tableDefinition.partitionKey, tableDefinition.sortKey),
        AttributeDefinitions: allKeyAttributes(),
        GlobalSecondaryIndexes: tableDefinition.globalIndexes.map(indexSpec),
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
      }),
    );
    return `created table ${tableName}`;
  }
  const present = new Set(existing.Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName));
  const missing = tableDefinition.globalIndexes.filter((index) => !present.has(index.indexName));
  for (const index of missing) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: allKeyAttributes(),
        GlobalSecondaryIndexUpdates: [{ Create: indexSpec(index) }],
      }),
    );
  }
  return missing.length > 0
    ? `added index ${missing.map((index) => index.indexName).join(', ')} to ${tableName}`
    : `table ${tableName} is up to date`;
}
