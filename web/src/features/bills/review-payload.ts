import { VOUCHER_MESSAGES, VOUCHER_NUMBER_PATTERN, type VoucherPayload } from '@app/shared/books/voucher-input';
import { PERCENT_PLACES, parseScaled, scaledToNumber } from '@app/shared/decimal';
import { paiseToRupees, thousandthsToUnits } from '@app/shared/money';
import { isIsoDay } from '@/lib/dates';
import { BILL_PAGE_MESSAGES } from './messages';
import { lineFiguresOf, paiseOf, purchaseFiguresOf, quantityOf } from './review-figures';
import type { ReviewValues } from './review-values';

/** A problem with the form, at its field ('items.0.rate' for a line's box). */
export interface ReviewIssue {
  field: string;
  message: string;
}

export interface ReviewRules {
  /** Today in India and the first day of the running financial year, YYYY-MM-DD. */
  today: string;
  earliest: string;
}

const isDate = (text: string) => isIsoDay(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
const taxRateOf = (text: string) => parseScaled(text.trim() || '0', PERCENT_PLACES) ?? 0;

/**
 * The purchase form's rules (spec 5) on the reviewed bill, in their words: the supplier's bill
 * number, a date not after today nor before the financial year, a supplier, and lines each with a
 * product, a quantity and a rate.
 */
export function reviewIssues(values: ReviewValues, rules: ReviewRules): ReviewIssue[] {
  const issues: ReviewIssue[] = [];
  const add = (field: string, message: string) => issues.push({ field, message });
  const number = values.voucher_number.trim();
  if (!number) add('voucher_number', VOUCHER_MESSAGES.billNumber);
  else if (!VOUCHER_NUMBER_PATTERN.test(number)) add('voucher_number', VOUCHER_MESSAGES.numberFormat);

  if (!isDate(values.date)) add('date', VOUCHER_MESSAGES.date);
  else if (values.date > rules.today) add('date', VOUCHER_MESSAGES.dateFuture);
  else if (values.date < rules.earliest) add('date', VOUCHER_MESSAGES.dateBeforeYear);

  if (!values.party_id) add('party_id', VOUCHER_MESSAGES.supplier);
  if (values.items.length === 0) add('items', VOUCHER_MESSAGES.items);
  values.items.forEach((line, index) => {
    const at = (name: string, message: string) => add(`items.${index}.${name}`, message);
    if (!line.item_id) at('item_id', BILL_PAGE_MESSAGES.product);
    if (quantityOf(line) <= 0) at('quantity', BILL_PAGE_MESSAGES.quantity);
    if (paiseOf(line.rate) <= 0) at('rate', VOUCHER_MESSAGES.rate);
    if (taxRateOf(line.tax_rate) > 100_00) at('tax_rate', BILL_PAGE_MESSAGES.taxRate);
  });
  return issues;
}

export interface PurchaseContext {
  companyId: string;
  taxEnabled: boolean;
  intraState: boolean;
  partyName: string;
}

/**
 * The body of POST /bills/{id}/purchase: the purchase voucher payload the invoice form sends, with
 * every figure worked out as the server works it out, so a disagreement is refused, not posted.
 */
export function purchasePayloadOf(values: ReviewValues, context: PurchaseContext): VoucherPayload {
  const { taxEnabled, intraState } = context;
  const figures = purchaseFiguresOf(values.items, values.additional_charge, taxEnabled, intraState);
  return {
    company_id: context.companyId,
    voucher_type: 'Purchase',
    date: values.date,
    voucher_number: values.voucher_number.trim(),
    party_name: context.partyName,
    party_name_id: values.party_id,
    paid_amount: 0,
    additional_charge: paiseToRupees(figures.additional_charge),
    total: paiseToRupees(figures.subtotal),
    discount: paiseToRupees(figures.discount),
    total_amount: paiseToRupees(figures.taxable),
    total_tax: paiseToRupees(figures.tax),
    roundoff: paiseToRupees(figures.round_off),
    grand_total: paiseToRupees(figures.grand_total),
    items: values.items.map((line) => {
      const lineFigures = lineFiguresOf(line, taxEnabled, intraState);
      return {
        item: line.item,
        item_id: line.item_id,
        unit: line.unit,
        hsn_code: taxEnabled ? line.hsn_code.trim() || undefined : undefined,
        quantity: thousandthsToUnits(quantityOf(line)),
        rate: paiseToRupees(paiseOf(line.rate)),
        discount_amount: paiseToRupees(lineFigures.discount),
        tax_rate: taxEnabled ? scaledToNumber(taxRateOf(line.tax_rate), PERCENT_PLACES) : 0,
        amount: paiseToRupees(lineFigures.amount),
        tax_amount: paiseToRupees(lineFigures.tax),
        total_amount: paiseToRupees(lineFigures.total),
      };
    }),
  };
}
