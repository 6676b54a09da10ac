import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '#lib/config';

let client: DynamoDBDocumentClient | undefined;

/** The one DynamoDB document client; on the local stack it points at DynamoDB Local. */
export function documentClient(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: config.region,
      ...(config.dynamodbEndpoint
        ? { endpoint: config.dynamodbEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return client;
}

export const tableName = () => config.tableName;
