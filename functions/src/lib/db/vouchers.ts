import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { TYPE_KEY, type InvoiceType, type VoucherType } from '@app/shared/books/voucher-types';
import type { VoucherRecord } from '#lib/books/voucher-record';
import { documentClient, tableName } from './client';
import { asRecord } from './items';
import { queryPages } from './query-all';

/**
 * Vouchers and the items that number and list them:
 * - `VOUCHER#<id>`: the voucher (header, invoice lines, accounting lines);
 * - `VROW#<date>#<created at>#<id>`: its row in the lists, small, in date order (then creation order);
 * - `SERIAL#<type>#<year>`: the last number given per type and financial year (`last`);
 * - `VNUM#<type>#<number>` (purchases: `VNUM#Purchase#<supplier>#<number>`): the number's owner,
 *   so no number is given twice;
 * - `IDEM#<user>#<key>`: the voucher an Idempotency-Key created.
 */
export const voucherKey = (companyId: string, voucherId: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `VOUCHER#${voucherId}`,
});

export const voucherRowKey = (companyId: string, date: string, createdAt: string, voucherId: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `VROW#${date}#${createdAt}#${voucherId}`,
});

export const serialKey = (companyId: string, type: VoucherType, yearStart: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `SERIAL#${TYPE_KEY[type]}#${yearStart.slice(0, 4)}`,
});

export const voucherNumberKey = (companyId: string, type: VoucherType, number: string, supplierId?: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `VNUM#${TYPE_KEY[type]}#${supplierId ? `${supplierId}#` : ''}${number.trim().toLowerCase()}`,
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

/** Which list rows a query wants: their types, whether cancelled ones too, and search words. */
export interface VoucherRowFilter {
  types: readonly VoucherType[];
  includeCancelled: boolean;
  /** Lower-case words that must all occur in the row's search text. */
  terms: readonly string[];
  /** Only this party's rows (a note's invoice picker). */
  partyId?: string;
  /**
   * Only the rows of one side of the books: a debit note raising a sale is on the sales side, the
   * other debit notes on the purchase side.
   */
  side?: InvoiceType;
}

/** The filter condition that keeps one side's rows (with its values), beside the types' condition. */
function sideCondition(side: InvoiceType | undefined) {
  if (!side) return { conditions: [], values: {} };
  const values = { ':debitNote': 'Debit Note', ':increase': 'increase' };
  return side === 'Sales'
    ? { conditions: ['(voucher_type <> :debitNote OR note_kind = :increase)'], values }
    : {
        conditions: ['(voucher_type <> :debitNote OR attribute_not_exists(note_kind) OR note_kind <> :increase)'],
        values,
      };
}

/**
 * List rows dated between two days (inclusive) that pass the filter, in date order (then creation
 * order), newest first unless `ascending`, read page by page until `needed` match (all of them
 * without a limit). DynamoDB applies the filter, so only matching rows travel.
 */
export async function voucherRows<T>(
  companyId: string,
  range: { start: string; end: string },
  filter: VoucherRowFilter,
  ascending: boolean,
  needed = Number.POSITIVE_INFINITY,
): Promise<T[]> {
  const rows: T[] = [];
  const typeValues = Object.fromEntries(filter.types.map((type, index) => [`:t${index}`, type]));
  const termValues = Object.fromEntries(filter.terms.map((term, index) => [`:w${index}`, term]));
  const side = sideCondition(filter.side);
  const conditions = [
    `voucher_type IN (${Object.keys(typeValues).join(', ')})`,
    ...side.conditions,
    ...(filter.includeCancelled ? [] : ['#status = :active']),
    ...Object.keys(termValues).map((placeholder) => `contains(search_text, ${placeholder})`),
    ...(filter.partyId ? ['party_id = :party'] : []),
  ];
  const pages = queryPages({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    FilterExpression: conditions.join(' AND '),
    ...(filter.includeCancelled ? {} : { ExpressionAttributeNames: { '#status': 'status' } }),
    ExpressionAttributeValues: {
      ':pk': `COMPANY#${companyId}`,
      ':from': `VROW#${range.start}`,
      ':to': `VROW#${range.end}#\uffff`,
      ...(filter.includeCancelled ? {} : { ':active': 'active' }),
      ...typeValues,
      ...side.values,
      ...termValues,
      ...(filter.partyId ? { ':party': filter.partyId } : {}),
    },
    ScanIndexForward: ascending,
    ...(Number.isFinite(needed) ? { Limit: Math.min(Math.max(needed * 2, 50), 1000) } : {}),
    ConsistentRead: true,
  });
  for await (const { items } of pages) {
    rows.push(...items.map((item) => asRecord(item) as T));
    if (rows.length >= needed) break;
  }
  return Number.isFinite(needed) ? rows.slice(0, needed) : rows;
}
