import { inDollars, inRupees } from './currency-hints';
import type { ExpenseReading } from './expense-readings';
import { type DateOrder, orderProvenBy } from './parse-bill-date';

const DATE_TYPES = new Set(['INVOICE_RECEIPT_DATE', 'DUE_DATE', 'ORDER_DATE', 'DELIVERY_DATE']);

/**
 * How this bill writes numeric dates. First, its own dates: a '13/01/2024' anywhere on it settles
 * day-first, a due date of '01/31/2021' month-first. Failing that, the currency: a bill in rupees
 * is day-first, one in US dollars month-first (the US receipts in our samples print 12/07/2019 for
 * 7 December). Otherwise day-first, as Indian bills are.
 */
export function dateOrderOf(summary: readonly ExpenseReading[]): DateOrder {
  const dates = summary.filter((reading) => DATE_TYPES.has(reading.type) || /date/i.test(reading.label));
  const proven = new Set(dates.map((reading) => orderProvenBy(reading.text)).filter((order) => order !== undefined));
  const [onlyOrder] = proven;
  if (proven.size === 1 && onlyOrder !== undefined) return onlyOrder;
  if (inRupees(summary)) return 'day-first';
  if (inDollars(summary)) return 'month-first';
  return 'day-first';
}
