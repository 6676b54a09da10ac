import type { InvoiceType } from '@app/shared/books/voucher-types';
import { queryPages, sortKeyPrefix } from './query-all';

/**
 * What is still due on the company's invoices, kept by the voucher transactions (issue 19):
 * `DUE#<S|P>#<due date>` holds, over the sales (S) or purchase (P) invoices falling due that day
 * with something left to pay, `n` how many, `a` how much (paise), and `d#<invoice date>` how much
 * by the invoices' own dates, for ageing. A day whose invoices are all settled keeps its item at
 * zero; readers skip those. About 365 items a year; the dashboard reads them all.
 */
export const openDueKey = (companyId: string, type: InvoiceType, dueDate: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `DUE#${type === 'Sales' ? 'S' : 'P'}#${dueDate}`,
});

/** A day's open dues. */
export interface OpenDueDay {
  dueDate: string;
  count: number;
  amount: number;
  /** Paise due by invoice date. */
  byInvoiceDate: Map<string, number>;
}

/** Every day with something still due on one side's invoices, in due-date order. */
export async function readOpenDues(companyId: string, type: InvoiceType): Promise<OpenDueDay[]> {
  const prefix = `DUE#${type === 'Sales' ? 'S' : 'P'}#`;
  const days: OpenDueDay[] = [];
  const range = sortKeyPrefix(`COMPANY#${companyId}`, prefix);
  for await (const { items } of queryPages({
    ...range,
    FilterExpression: 'a <> :nothing',
    ExpressionAttributeValues: { ...range.ExpressionAttributeValues, ':nothing': 0 },
    ConsistentRead: true,
  })) {
    for (const item of items) {
      const byInvoiceDate = new Map<string, number>();
      for (const [name, value] of Object.entries(item)) {
        if (name.startsWith('d#') && typeof value === 'number' && value !== 0) byInvoiceDate.set(name.slice(2), value);
      }
      days.push({
        dueDate: String(item.sk).slice(prefix.length),
        count: Number(item.n ?? 0),
        amount: Number(item.a ?? 0),
        byInvoiceDate,
      });
    }
  }
  return days;
}
