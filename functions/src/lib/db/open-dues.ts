import type { InvoiceType } from '@app/shared/books/voucher-types';
import { queryPages, sortKeyPrefix } from './query-all';

/**
 * What is still due on the company's invoices, kept by the voucher transactions (issue 19):
 * `DUE#<S|P>#<due date>` holds, over the sales (S) or purchase (P) invoices falling due that day
 * with something left to pay, `n` how many and `a` how much (paise), and each of them as a field
 * `i#<voucher id>` (OpenInvoice). A day whose invoices are all settled keeps its item at zero;
 * readers skip those. One item per due date (about 365 a year); an invoice takes about 100 bytes
 * of it, so a day can fall due for some 3,000 open invoices.
 */
export const openDueKey = (companyId: string, type: InvoiceType, dueDate: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `DUE#${type === 'Sales' ? 'S' : 'P'}#${dueDate}`,
});

export const openInvoiceField = (voucherId: string) => `i#${voucherId}`;

/** An open invoice as its due day keeps it: number, date, party id, party name, paise due, when it was first written. */
export type OpenInvoice = [
  number: string,
  date: string,
  partyId: string,
  partyName: string,
  due: number,
  createdAt: string,
];

/** An open invoice with its id and due date. */
export interface OpenInvoiceRecord {
  voucherId: string;
  number: string;
  date: string;
  dueOn: string;
  partyId: string;
  partyName: string;
  due: number;
  /** With the date and id, the key of its list row (VROW#). */
  createdAt: string;
}

/** Every invoice of one side with something still due, in due-date order. */
export async function readOpenInvoices(companyId: string, type: InvoiceType): Promise<OpenInvoiceRecord[]> {
  const prefix = `DUE#${type === 'Sales' ? 'S' : 'P'}#`;
  const range = sortKeyPrefix(`COMPANY#${companyId}`, prefix);
  const invoices: OpenInvoiceRecord[] = [];
  for await (const { items } of queryPages({
    ...range,
    FilterExpression: 'a <> :nothing',
    ExpressionAttributeValues: { ...range.ExpressionAttributeValues, ':nothing': 0 },
    ConsistentRead: true,
  })) {
    for (const item of items) {
      const dueOn = String(item.sk).slice(prefix.length);
      for (const [name, value] of Object.entries(item)) {
        if (!name.startsWith('i#')) continue;
        const [number, date, partyId, partyName, due, createdAt] = JSON.parse(String(value)) as OpenInvoice;
        invoices.push({ voucherId: name.slice(2), number, date, dueOn, partyId, partyName, due, createdAt });
      }
    }
  }
  return invoices;
}
