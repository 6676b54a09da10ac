import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '#lib/db/batch';
import { tableName, documentClient } from '#lib/db/client';
import type { Contribution } from '#lib/db/contributions';
import { postingSteps } from '#lib/db/contributions';
import { asRecord } from '#lib/db/items';
import { queryPrefix } from '#lib/db/query-all';
import { transact, type Step } from '#lib/db/transact';
import { voucherKey } from '#lib/db/vouchers';
import { voucherContributions } from './voucher-contributions';
import type { VoucherRecord } from './voucher-record';

/**
 * An import's month and financial-year roll-ups, added once per day rather than by every
 * transaction of the day (issue 35: a 50,000-voucher Tally file). Those items (db/day-rollups.ts,
 * db/stock-chunks.ts: each product, party, HSN code and ledger of the month or year) are the
 * largest the vouchers write, and DynamoDB rewrites an item whole on every update.
 *
 * Each transaction of the day lists its vouchers on the day's pending item (`ROLLUPS#<date>`) in
 * place of adding to them; once the day is in, one transaction adds all of its vouchers' month and
 * year figures and deletes the pending item, on condition that no transaction listed more since.
 * A worker that stops in between leaves the pending item, which the next import of the company
 * applies first: the figures come from the vouchers themselves, so nothing is lost or added twice.
 * While a day is pending, the month and year figures lag its vouchers (an import running).
 */

/** The month and year roll-ups' sort keys (IMON, IFY items; HMON, HFY HSN and ledgers; PMON, PFY customers). */
const PERIOD_ROLLUP = /^(IMON|IFY|HMON|HFY|PMON|PFY)#/;

/** A contribution to a month or year roll-up. */
export const isPeriodAdd = (contribution: Contribution): contribution is Extract<Contribution, { kind: 'add' }> =>
  contribution.kind === 'add' && PERIOD_ROLLUP.test(contribution.key.sk);

/** The month and year items a day's pending figures may reach, so that one transaction adds them all. */
export const MAX_PENDING_ITEMS = 90;

const pendingPrefix = 'ROLLUPS#';
const pendingKey = (companyId: string, date: string) => ({ pk: `COMPANY#${companyId}`, sk: `${pendingPrefix}${date}` });

/** A transaction's vouchers listed on their day's pending item (all of one day), and counted. */
export function pendingStep(vouchers: readonly VoucherRecord[]): Step {
  const [first] = vouchers;
  return {
    Update: {
      TableName: tableName(),
      Key: pendingKey(first?.company_id ?? '', first?.date ?? ''),
      UpdateExpression: 'ADD voucher_ids :ids, writes :one SET entity = :entity, #date = :date',
      ExpressionAttributeNames: { '#date': 'date' },
      ExpressionAttributeValues: {
        ':ids': new Set(vouchers.map((voucher) => voucher.voucher_id)),
        ':one': 1,
        ':entity': 'rollups_pending',
        ':date': first?.date ?? '',
      },
    },
  };
}

async function applyDay(companyId: string, date: string): Promise<void> {
  const key = pendingKey(companyId, date);
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  if (!Item) return;
  const writes = Item.writes as number;
  const ids = [...((Item.voucher_ids as Set<string> | undefined) ?? [])];
  const items = await batchGet(
    ids.map((id) => voucherKey(companyId, id)),
    true,
  );
  const vouchers = items
    .map((item) => asRecord(item) as unknown as VoucherRecord)
    .filter((voucher) => voucher.status === 'active');
  await transact([
    ...postingSteps([], vouchers.flatMap(voucherContributions).filter(isPeriodAdd)),
    {
      Delete: {
        TableName: tableName(),
        Key: key,
        ConditionExpression: 'writes = :seen',
        ExpressionAttributeValues: { ':seen': writes },
      },
    },
  ]);
}

/** Adds a day's pending month and year figures, or, without a day, every day's the company has pending. */
export async function applyPendingRollUps(companyId: string, date?: string): Promise<void> {
  const days =
    date === undefined
      ? (await queryPrefix<{ date: string }>(`COMPANY#${companyId}`, pendingPrefix)).map((item) => item.date)
      : [date];
  for (const day of days) await applyDay(companyId, day);
}
