import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { VoucherType } from '@app/shared/books/voucher-types';
import type { VoucherRecord } from '#lib/books/voucher-record';
import { documentClient, tableName } from './client';
import { asRecord } from './items';

/**
 * Vouchers and the items that number and list them:
 * - `VOUCHER#<id>`: the voucher (header, invoice lines, accounting lines);
 * - `VROW#<date>#<id>`: its row in the lists, small, sorted by date;
 * - `SERIAL#<type>#<year>`: the last number given per type and financial year (`last`);
 * - `VNUM#<type>#<number>` (purchases: `VNUM#Purchase#<supplier>#<number>`): the number's owner,
 *   so no number is given twice;
 * - `IDEM#<user>#<key>`: the voucher an Idempotency-Key created.
 */
export const voucherKey = (companyId: string, voucherId: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `VOUCHER#${voucherId}`,
});

export const voucherRowKey = (companyId: string, date: string, voucherId: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `VROW#${date}#${voucherId}`,
});

export const serialKey = (companyId: string, type: VoucherType, yearStart: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `SERIAL#${type}#${yearStart.slice(0, 4)}`,
});

export const voucherNumberKey = (companyId: string, type: VoucherType, number: string, supplierId?: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `VNUM#${type}#${supplierId ? `${supplierId}#` : ''}${number.trim().toLowerCase()}`,
});

export const idempotencyKey = (companyId: string, userId: string, key: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `IDEM#${userId}#${key}`,
});

export const voucherItem = (voucher: VoucherRecord) => ({
  ...voucherKey(voucher.company_id, voucher.voucher_id),
  entity: 'voucher',
  ...voucher,
});

/** A voucher of the company (whatever its status), or undefined. */
export async function getVoucher(companyId: string, voucherId: string): Promise<VoucherRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: voucherKey(companyId, voucherId), ConsistentRead: true }),
  );
  return asRecord(Item) as VoucherRecord | undefined;
}
