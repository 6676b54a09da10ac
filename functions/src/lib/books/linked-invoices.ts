import { isNoteType } from '@app/shared/books/voucher-types';
import { batchGet } from '#lib/db/batch';
import { tableName } from '#lib/db/client';
import { asRecord } from '#lib/db/items';
import type { Step } from '#lib/db/transact';
import { voucherKey } from '#lib/db/vouchers';
import { applyNote } from './note-original';
import { applySettlement, settledIds } from './settlements';
import type { VoucherRecord } from './voucher-record';

/**
 * Invoices another voucher changes in its own transaction: a note's invoice (what it returned,
 * credited or raised), the invoices a receipt or payment settles. Each is read before the write,
 * and written on condition that nobody changed it since; a writer that loses reads it again.
 */
export class LinkedInvoiceChanged extends Error {}

/** An invoice as read, and as the voucher's write leaves it. */
export interface LinkedChange {
  before: VoucherRecord;
  after: VoucherRecord;
}

/** The invoices of the company with these ids, read consistently (absent ones are left out). */
export async function readInvoices(companyId: string, ids: Iterable<string>): Promise<Map<string, VoucherRecord>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const items = await batchGet(
    unique.map((id) => voucherKey(companyId, id)),
    true,
  );
  return new Map(
    items.map((item) => asRecord(item) as unknown as VoucherRecord).map((invoice) => [invoice.voucher_id, invoice]),
  );
}

/** The ids of the invoices a voucher (as it was, or as it will be) is linked to. */
export const linkedIds = (voucher: VoucherRecord | null): string[] =>
  voucher ? [...(voucher.against ? [voucher.against.voucher_id] : []), ...settledIds(voucher)] : [];

/** What writing `after` over `before` does to the invoices they are linked to (`invoices`: as read). */
export function linkedChanges(
  invoices: ReadonlyMap<string, VoucherRecord>,
  before: VoucherRecord | null,
  after: VoucherRecord,
): LinkedChange[] {
  const ids = new Set([...linkedIds(before), ...linkedIds(after)]);
  return [...ids].flatMap((id) => {
    const invoice = invoices.get(id);
    if (!invoice) return [];
    const changed = isNoteType(after.voucher_type)
      ? applyNote(invoice, before, after)
      : applySettlement(invoice, before, after);
    return [{ before: invoice, after: changed }];
  });
}

/**
 * The invoice's own item in the transaction: what notes and receipts did to it, its payment
 * status and version, on condition that it is still the version read and still active.
 */
export function linkedItemStep({ before, after }: LinkedChange): Step {
  const set = ['#status = :paymentStatus', '#version = :next'];
  const remove: string[] = [];
  const values: Record<string, unknown> = {
    ':paymentStatus': after.payment_status,
    ':next': after.version,
    ':seen': before.version,
    ':active': 'active',
  };
  for (const [placeholder, name] of [
    ['#returns', 'returns'],
    ['#settlements', 'settlements'],
  ] as const) {
    const value = after[name];
    if (value) {
      set.push(`${placeholder} = :${name}`);
      values[`:${name}`] = value;
    } else remove.push(placeholder);
  }
  return {
    Update: {
      TableName: tableName(),
      Key: voucherKey(before.company_id, before.voucher_id),
      UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
      ConditionExpression: '#version = :seen AND #voucherStatus = :active',
      ExpressionAttributeNames: {
        '#returns': 'returns',
        '#settlements': 'settlements',
        '#status': 'payment_status',
        '#version': 'version',
        '#voucherStatus': 'status',
      },
      ExpressionAttributeValues: values,
    },
    failure: () => new LinkedInvoiceChanged(),
  };
}
