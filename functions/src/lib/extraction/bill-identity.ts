import type { ReadText } from '@app/shared/bills/bill-draft';
import { dateOrderOf } from './date-order';
import type { ExpenseReading } from './expense-readings';
import { parseBillDate } from './parse-bill-date';
import { cleanText, mostConfident, readText } from './read-values';

/** 'Invoice #', 'Bill No.:', 'Tax Invoice No' read into the value; 'INV-0042' is a number, not a label. */
const NUMBER_LABEL = /^(?:tax\s+)?(?:invoice|inv|bill|receipt)\.?\s*(?:no\b\.?|number\b|num\b|#)\s*[:#.-]?\s*/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The bill's number without its label when the label was read into the value ('Invoice #1258'). */
export function cleanBillNumber(text: string, label: string): string {
  const value = cleanText(text);
  const printedLabel = cleanText(label).replace(/[:\s]+$/, '');
  const withoutPrintedLabel =
    printedLabel === '' ? value : value.replace(new RegExp(`^${escapeRegExp(printedLabel)}\\s*[:#.-]?\\s*`, 'i'), '');
  return withoutPrintedLabel.replace(NUMBER_LABEL, '').replace(/^[:#\s]+|[\s.,:;]+$/g, '');
}

/** OTHER fields that hold the bill's number or date when Textract did not type them. */
const NUMBER_FIELD_LABEL = /^\W*(tax\s+)?(invoice|inv|bill)\.?\s*(no\b|number|#)/i;
const DATE_FIELD_LABEL = /^\W*((tax\s+)?(invoice|inv|bill)\.?\s*)?date\W*$/i;

/** The typed fields if any gives a value, else the OTHER fields whose label names it. */
function fromTypedOrLabelled(
  summary: readonly ExpenseReading[],
  type: string,
  label: RegExp,
  read: (reading: ExpenseReading) => ReadText | undefined,
): ReadText | null {
  const reads = (readings: ExpenseReading[]) => readings.flatMap((reading) => read(reading) ?? []);
  const typed = reads(summary.filter((reading) => reading.type === type));
  const labelled = reads(summary.filter((reading) => reading.type === 'OTHER' && label.test(reading.label)));
  return mostConfident(typed.length > 0 ? typed : labelled) ?? null;
}

export function billNumber(summary: readonly ExpenseReading[]): ReadText | null {
  return fromTypedOrLabelled(summary, 'INVOICE_RECEIPT_ID', NUMBER_FIELD_LABEL, (reading) => {
    const value = cleanBillNumber(reading.text, reading.label);
    return value === '' ? undefined : readText(reading, value);
  });
}

/** The bill's date as YYYY-MM-DD; see `dateOrderOf` for dates such as 05/08/2024. */
export function billDate(summary: readonly ExpenseReading[]): ReadText | null {
  const order = dateOrderOf(summary);
  return fromTypedOrLabelled(summary, 'INVOICE_RECEIPT_DATE', DATE_FIELD_LABEL, (reading) => {
    const date = parseBillDate(reading.text, order);
    return date === undefined ? undefined : readText(reading, date);
  });
}
