import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';

type Operation = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * One write of a transaction. `failure` is the error to raise when its condition does not hold
 * (a taken name, a record changed since it was read), so callers say what a failed condition means
 * next to the condition itself.
 */
export type Step = Operation & { failure?: () => Error };

const MAX_ATTEMPTS = 4;

/** The condition of a put that creates its item and never overwrites one. */
export const NEW_ITEM = 'attribute_not_exists(pk)';

export const put = (
  item: Record<string, unknown>,
  condition?: string,
  failure?: () => Error,
  values?: Record<string, unknown>,
): Step => ({
  Put: {
    TableName: tableName(),
    Item: item,
    ...(condition ? { ConditionExpression: condition } : {}),
    ...(values ? { ExpressionAttributeValues: values } : {}),
  },
  failure,
});

/** A condition on an item, with the names and values it uses beside the fields'. */
export interface Condition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** SET of the given attributes, under a condition when one is given. */
export function setStep(
  key: Record<string, unknown>,
  fields: Record<string, unknown>,
  condition?: Condition,
  failure?: () => Error,
): Step {
  const entries = Object.entries(fields);
  const values = {
    ...Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value])),
    ...condition?.values,
  };
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
      ...(condition ? { ConditionExpression: condition.expression } : {}),
      ExpressionAttributeNames: {
        ...Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
        ...condition?.names,
      },
      ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
    },
    failure,
  };
}

/** Sets the given attributes of an existing item, leaving the others (e.g. counters) alone. */
export const setFields = (key: Record<string, unknown>, fields: Record<string, unknown>, failure?: () => Error) =>
  setStep(key, fields, { expression: 'attribute_exists(pk)' }, failure);

/**
 * Sets the given attributes of a versioned item only if it still has the version the writer read,
 * and moves the version on, so no edit overwrites one it has not seen (409 through `failure`).
 * Records written before they carried a version count as version 0.
 */
export function setVersionedFields(
  key: Record<string, unknown>,
  fields: Record<string, unknown>,
  seenVersion: number,
  failure: () => Error,
): Step {
  const next = { ...fields, version: seenVersion + 1 };
  return seenVersion === 0
    ? setStep(key, next, { expression: 'attribute_exists(pk) AND attribute_not_exists(version)' }, failure)
    : setStep(key, next, { expression: 'version = :seen', values: { ':seen': seenVersion } }, failure);
}

/** Adds to a counter of an existing item (a category's product count); fails if the item is gone. */
export const addToCounter = (
  key: Record<string, unknown>,
  counter: string,
  delta: number,
  failure: () => Error,
): Step => ({
  Update: {
    TableName: tableName(),
    Key: key,
    UpdateExpression: 'ADD #counter :delta',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#counter': counter },
    ExpressionAttributeValues: { ':delta': delta },
  },
  failure,
});

export const remove = (key: Record<string, unknown>): Step => ({ Delete: { TableName: tableName(), Key: key } });

/**
 * TransactWriteItems with the failed condition turned into its step's error. A transaction that
 * lost a race with another one (TransactionConflict, e.g. two products written to the same digest
 * chunk at once) is tried again, since nothing was written.
 */
export async function transact(steps: Step[]): Promise<void> {
  const operations = steps.map(({ failure: _failure, ...operation }) => operation);
  for (let attempt = 1; ; attempt++) {
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: operations }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failed = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
      const failure = failed >= 0 ? steps[failed]?.failure : undefined;
      if (failure) throw failure();
      // A condition without words of its own, or a conflict that outlasted the retries, goes on as
      // DynamoDB raised it: the error mapping answers both with 409 (asConflict).
      const conflict = reasons.some((reason) => reason.Code === 'TransactionConflict');
      if (failed >= 0 || !conflict || attempt === MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
}
