import type { InvoiceFigures } from '@app/shared/books/invoice-maths';
import type { VoucherPayload } from '@app/shared/books/voucher-input';
import { PERCENT_PLACES, scaledToNumber } from '@app/shared/decimal';
import { paiseToRupees, thousandthsToUnits } from '@app/shared/money';
import { DEFAULT_UNIT } from '@app/shared/reference/units';
import { invoiceQuantityOf, lineFiguresOf, paiseOf, scaledOf, type LineText } from './invoice-form-maths';

/**
 * An invoice form's lines, from a new one to the voucher payload's lines and totals
 * (shared/src/books/voucher-input.ts): the invoice form's and the bill review's purchase alike.
 */

/** An invoice line as a form keeps it: the product, and the boxes' text. */
export interface InvoiceLineText extends LineText {
  /** The product; empty on a purchase's expense line. */
  item_id: string;
  /**
   * A purchase's expense line (issue 32): the expense or fixed-asset ledger it debits instead of a
   * product (electricity, repairs, a computer). Absent on product lines.
   */
  ledger_id?: string;
  item: string;
  hsn_code: string;
  /**
   * Issue 18, a batch-tracked product's line: its batch as the boxes hold it. A purchase names the
   * batch with its expiry ('08/2026' or a date), and may give its mfg date and MRP (rupees); a sale
   * names the batch it takes from. Absent (or empty) for other products.
   */
  batch_number?: string;
  batch_expiry?: string;
  batch_mfg?: string;
  batch_mrp?: string;
  /**
   * A purchase scheme's free units ('10 + 2 free', issue 34): into stock at no cost, the line's
   * figures being those of `quantity`. Absent (or empty) when none.
   */
  free_quantity?: string;
}

/** Spec 9: a new line is 1 piece until a product says otherwise. */
export const emptyInvoiceLine = (): InvoiceLineText => ({
  item_id: '',
  item: '',
  unit: DEFAULT_UNIT,
  hsn_code: '',
  quantity: '1',
  rate: '',
  discount: '',
  tax_rate: '',
});

type PayloadLine = NonNullable<VoucherPayload['items']>[number];

/** A line with its figures worked out as the server works them out; no HSN/SAC or tax with tax off. */
export function payloadLineOf(line: InvoiceLineText, taxEnabled: boolean, intraState: boolean): PayloadLine {
  const figures = lineFiguresOf(line, taxEnabled, intraState);
  return {
    item: line.item,
    ...(line.ledger_id ? { ledger_id: line.ledger_id } : { item_id: line.item_id }),
    unit: line.unit || undefined,
    hsn_code: taxEnabled ? line.hsn_code.trim() || undefined : undefined,
    quantity: thousandthsToUnits(invoiceQuantityOf(line.quantity, line.unit)),
    ...freeQuantityOf(line),
    rate: paiseToRupees(paiseOf(line.rate)),
    discount_amount: paiseToRupees(figures.discount),
    tax_rate: taxEnabled ? scaledToNumber(scaledOf(line.tax_rate, PERCENT_PLACES), PERCENT_PLACES) : 0,
    amount: paiseToRupees(figures.amount),
    tax_amount: paiseToRupees(figures.tax),
    total_amount: paiseToRupees(figures.total),
    ...batchFieldsOf(line),
  };
}

const filled = (text: string | undefined) => (text ?? '').trim() || undefined;

/** A line's free quantity under the payload's name; nothing when none. */
function freeQuantityOf(line: InvoiceLineText): Partial<PayloadLine> {
  const free = invoiceQuantityOf(line.free_quantity ?? '', line.unit);
  return free > 0 ? { free_quantity: thousandthsToUnits(free) } : {};
}

/** A line's batch under the payload's names; nothing for a line with no batch. */
function batchFieldsOf(line: InvoiceLineText): Partial<PayloadLine> {
  const number = filled(line.batch_number);
  if (!number) return {};
  const mrp = filled(line.batch_mrp);
  return {
    batch_number: number,
    batch_expiry: filled(line.batch_expiry),
    batch_mfg: filled(line.batch_mfg),
    batch_mrp: mrp === undefined ? undefined : paiseToRupees(paiseOf(mrp)),
  };
}

/** The invoice's totals in rupees, under the payload's names. */
export const payloadTotalsOf = (figures: InvoiceFigures) => ({
  additional_charge: paiseToRupees(figures.additional_charge),
  total: paiseToRupees(figures.subtotal),
  discount: paiseToRupees(figures.discount),
  total_amount: paiseToRupees(figures.taxable),
  total_tax: paiseToRupees(figures.tax),
  roundoff: paiseToRupees(figures.round_off),
  grand_total: paiseToRupees(figures.grand_total),
});
