import type { InvoiceType } from '@app/shared/books/voucher-types';
import { batchGet } from './batch';
import { queryPages, sortKeyPrefix } from './query-all';

/**
 * What is still due on the company's invoices, kept by the voucher transactions (issue 19), per
 * side (S sales, P purchases) and due date (the invoice's date when it has none), in two items:
 * - `DUE#<S|P>#<due date>`: the figures, `n` how many invoices, `a` how much (paise), and how
 *   much (`d#<invoice date>`) and how many (`c#<invoice date>`) by the invoices' own dates (ageing). Small: the dashboard reads
 *   them all (one item per due date, about 365 a year).
 * - `DUEI#<S|P>#<due date>`: the invoices themselves, a field `i#<voucher id>` each (OpenInvoice),
 *   for the lists of open and overdue invoices; about 100 bytes an invoice, so a day can fall due
 *   for some 3,000 of them.
 * A day whose invoices are all settled keeps its figures at zero; readers skip those.
 */
const sideCode = (type: InvoiceType) => (type === 'Sales' ? 'S' : 'P');

export const openDueKey = (companyId: string, type: InvoiceType, dueDate: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `DUE#${sideCode(type)}#${dueDate}`,
});

export const openInvoicesKey = (companyId: string, type: InvoiceType, dueDate: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `DUEI#${sideCode(type)}#${dueDate}`,
});

export const openInvoiceField = (voucherId: string) => `i#${voucherId}`;

/**
 * An open invoice as its due day keeps it: number, date, party id, party name, paise due, when it
 * was first written, and its list row's amount (paise, the party's side: signed) and grand total.
 */
export type OpenInvoice = [
  number: string,
  date: string,
  partyId: string,
  partyName: string,
  due: number,
  createdAt: string,
  amount: number,
  grandTotal: number,
];

/** An open invoice with its id and due date. */
export interface OpenInvoiceRecord {
  voucherId: string;
  type: InvoiceType;
  number: string;
  date: string;
  dueOn: string;
  partyId: string;
  partyName: string;
  due: number;
  /** With the date and id, the key of its list row (VROW#). */
  createdAt: string;
  /** As on its list row: the party's side of it (signed paise) and the grand total. */
  amount: number;
  grandTotal: number;
}

/** A due date's open figures. */
export interface OpenDueDay {
  dueOn: string;
  count: number;
  amount: number;
  /** By invoice date: paise due and how many invoices. */
  byInvoiceDate: Map<string, { amount: number; count: number }>;
}

/** Every due date with something still due on one side's invoices, in due-date order: figures only. */
export async function readOpenDueDays(companyId: string, type: InvoiceType): Promise<OpenDueDay[]> {
  const prefix = `DUE#${sideCode(type)}#`;
  const range = sortKeyPrefix(`COMPANY#${companyId}`, prefix);
  const days: OpenDueDay[] = [];
  for await (const { items } of queryPages({
    ...range,
    FilterExpression: 'a <> :nothing',
    ExpressionAttributeValues: { ...range.ExpressionAttributeValues, ':nothing': 0 },
    ConsistentRead: true,
  })) {
    for (const item of items) {
      const byInvoiceDate = new Map<string, { amount: number; count: number }>();
      for (const [name, value] of Object.entries(item)) {
        if (!/^[dc]#/.test(name) || typeof value !== 'number' || value === 0) continue;
        const date = name.slice(2);
        const figures = byInvoiceDate.get(date) ?? { amount: 0, count: 0 };
        if (name.startsWith('d#')) figures.amount += value;
        else figures.count += value;
        byInvoiceDate.set(date, figures);
      }
      days.push({
        dueOn: String(item.sk).slice(prefix.length),
        count: Number(item.n ?? 0),
        amount: Number(item.a ?? 0),
        byInvoiceDate,
      });
    }
  }
  return days;
}

/** The open invoices an item of `DUEI#` keeps, with its due date. */
function invoicesOf(item: Record<string, unknown>, type: InvoiceType): OpenInvoiceRecord[] {
  const dueOn = String(item.sk).slice(`DUEI#${sideCode(type)}#`.length);
  return Object.entries(item)
    .filter(([name]) => name.startsWith('i#'))
    .map(([name, value]) => {
      const [number, date, partyId, partyName, due, createdAt, amount, grandTotal] = JSON.parse(
        String(value),
      ) as OpenInvoice;
      return {
        voucherId: name.slice(2),
        type,
        ...{ number, date, dueOn, partyId, partyName, due, createdAt, amount, grandTotal },
      };
    });
}

/** Every open invoice of one side, in due-date order. */
export async function readOpenInvoices(companyId: string, type: InvoiceType): Promise<OpenInvoiceRecord[]> {
  const range = sortKeyPrefix(`COMPANY#${companyId}`, `DUEI#${sideCode(type)}#`);
  const invoices: OpenInvoiceRecord[] = [];
  for await (const { items } of queryPages({ ...range, ConsistentRead: true })) {
    for (const item of items) invoices.push(...invoicesOf(item, type));
  }
  return invoices;
}

/**
 * The open invoices falling due on some days (which the figures, `readOpenDueDays`, name): one
 * batched read of those days' items, whatever else is open.
 */
export async function readOpenInvoicesDueOn(
  companyId: string,
  type: InvoiceType,
  dueDates: string[],
): Promise<OpenInvoiceRecord[]> {
  const items = await batchGet(
    dueDates.map((dueDate) => openInvoicesKey(companyId, type, dueDate)),
    true,
  );
  return items.flatMap((item) => invoicesOf(item, type));
}
