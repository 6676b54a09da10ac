import { BATCH_MESSAGES, expiryOf } from '@app/shared/catalogue/batches';
import { VOUCHER_MESSAGES, VOUCHER_NUMBER_PATTERN, type VoucherPayload } from '@app/shared/books/voucher-input';
import { PERCENT_PLACES } from '@app/shared/decimal';
import { isCalendarDay } from '@/lib/dates';
import { invoiceFiguresOf, invoiceQuantityOf, paiseOf, scaledOf } from '@/lib/invoice-form-maths';
import { payloadLineOf, payloadTotalsOf } from '@/lib/invoice-payload';
import { BILL_PAGE_MESSAGES } from './messages';
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
  /** Issue 18: whether a product keeps its stock in batches (its lines then name batch and expiry). */
  isBatchTracked?: (productId: string) => boolean;
}

/**
 * The purchase form's rules (spec 5) on the reviewed bill, in their words: the supplier's bill
 * number, a date not after today nor before the financial year, a supplier, and lines each with a
 * product, a quantity and a rate; a batch-tracked product's line, its batch number and expiry.
 */
export function reviewIssues(values: ReviewValues, rules: ReviewRules): ReviewIssue[] {
  const issues: ReviewIssue[] = [];
  const add = (field: string, message: string) => issues.push({ field, message });
  const number = values.voucher_number.trim();
  if (!number) add('voucher_number', VOUCHER_MESSAGES.billNumber);
  else if (!VOUCHER_NUMBER_PATTERN.test(number)) add('voucher_number', VOUCHER_MESSAGES.numberFormat);

  if (!isCalendarDay(values.date)) add('date', VOUCHER_MESSAGES.date);
  else if (values.date > rules.today) add('date', VOUCHER_MESSAGES.dateFuture);
  else if (values.date < rules.earliest) add('date', VOUCHER_MESSAGES.dateBeforeYear);

  if (!values.party_id) add('party_id', VOUCHER_MESSAGES.supplier);
  if (values.items.length === 0) add('items', VOUCHER_MESSAGES.items);
  values.items.forEach((line, index) => {
    const at = (name: string, message: string) => add(`items.${index}.${name}`, message);
    if (!line.item_id) at('item_id', BILL_PAGE_MESSAGES.product);
    if (invoiceQuantityOf(line.quantity, line.unit) <= 0) at('quantity', BILL_PAGE_MESSAGES.quantity);
    if (paiseOf(line.rate) <= 0) at('rate', VOUCHER_MESSAGES.rate);
    if (scaledOf(line.tax_rate, PERCENT_PLACES) > 100_00) at('tax_rate', BILL_PAGE_MESSAGES.taxRate);
    if (line.item_id && rules.isBatchTracked?.(line.item_id)) {
      const number = line.batch_number?.trim();
      const expiry = line.batch_expiry?.trim();
      if (!number) at('batch_number', BILL_PAGE_MESSAGES.batchNumber(line.item));
      if (!expiry) at('batch_expiry', BILL_PAGE_MESSAGES.batchExpiry(number ?? ''));
      else if (!expiryOf(expiry)) at('batch_expiry', BATCH_MESSAGES.expiryFormat);
    }
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
  const figures = invoiceFiguresOf(values.items, values.additional_charge, taxEnabled, intraState);
  return {
    company_id: context.companyId,
    voucher_type: 'Purchase',
    date: values.date,
    voucher_number: values.voucher_number.trim(),
    party_name: context.partyName,
    party_name_id: values.party_id,
    paid_amount: 0,
    ...payloadTotalsOf(figures),
    items: values.items.map((line) => payloadLineOf(line, taxEnabled, intraState)),
  };
}
