import type { StoredInvoiceLine } from '#lib/books/voucher-record';
import type { Paise } from '@app/shared/money';

/** One row of an invoice's HSN-wise tax summary: the lines of one HSN/SAC code at one tax rate. */
export interface HsnRow {
  hsn: string;
  /** Hundredths of a percent. */
  taxRate: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  tax: Paise;
}

/**
 * The invoice's lines grouped by HSN/SAC and rate, in the order the codes first appear, with the
 * sums of their taxable values and taxes (the figures GSTR-1's HSN table reports). Lines without a
 * code are grouped under '-'.
 */
export function hsnSummary(lines: readonly StoredInvoiceLine[]): HsnRow[] {
  const rows = new Map<string, HsnRow>();
  for (const line of lines) {
    const hsn = line.hsn_code ?? '-';
    const key = `${hsn}@${line.tax_rate}`;
    const row = rows.get(key) ?? { hsn, taxRate: line.tax_rate, taxable: 0, cgst: 0, sgst: 0, igst: 0, tax: 0 };
    row.taxable += line.taxable;
    row.cgst += line.cgst;
    row.sgst += line.sgst;
    row.igst += line.igst;
    row.tax += line.tax;
    rows.set(key, row);
  }
  return [...rows.values()];
}
