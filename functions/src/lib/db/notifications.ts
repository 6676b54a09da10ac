import { randomUUID } from 'node:crypto';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Notification, NotificationType } from '@app/shared/notifications';
import { documentClient, tableName } from './client';
import { sortKeyPrefix } from './query-all';

/** Notices are kept per user, newest first by time; a year after, they expire. */
const notificationKey = (userId: string, time: string, id: string) => ({
  pk: `USER#${userId}`,
  sk: `NOTIFICATION#${time}#${id}`,
});

const YEAR_SECONDS = 365 * 24 * 3600;

/** The item for a new notice, to put on its own or inside a transaction with what caused it. */
export function notificationItem(
  userId: string,
  notice: { title: string; description: string; type: NotificationType },
) {
  const id = randomUUID();
  const time = new Date().toISOString();
  return {
    ...notificationKey(userId, time, id),
    entity: 'notification',
    id,
    time,
    read: false,
    expires_at: Math.floor(Date.now() / 1000) + YEAR_SECONDS,
    ...notice,
  };
}

export async function listNotifications(userId: string, limit: number): Promise<Notification[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      ...sortKeyPrefix(`USER#${userId}`, 'NOTIFICATION#'),
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => {
    const { id, title, description, time, type, read } = item as Notification;
    return { id, title, description, time, type, read };
  });
}

/** Marks the given notices read (the panel sends what it showed). */
export async function markNotificationsRead(userId: string, notifications: Pick<Notification, 'id' | 'time'>[]) {
  await Promise.all(
    notifications.map((n) =>
      documentClient()
        .send(
          new UpdateCommand({
            TableName: tableName(),
            Key: notificationKey(userId, n.time, n.id),
            UpdateExpression: 'SET #read = :true',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#read': 'read' },
            ExpressionAttributeValues: { ':true': true },
          }),
        )
        .catch((error: unknown) => {
          if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
        }),
    ),
  );
}
