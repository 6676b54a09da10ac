import type { Bill, BillMatch } from '@app/shared/bills/bill-record';
import type { BillDraft, DraftLine } from '@app/shared/bills/bill-draft';
import { expiryLabel } from '@app/shared/catalogue/batches';
import { GST_RATES } from '@app/shared/catalogue/products';
import type { ProductOption } from '@app/shared/catalogue/product-docs';
import { DEFAULT_UNIT, UNITS } from '@app/shared/reference/units';
import { isIsoDay } from '@/lib/dates';
import { emptyInvoiceLine, type InvoiceLineText } from '@/lib/invoice-payload';

/**
 * The review form's state: the purchase invoice form's own fields (the supplier's bill number,
 * date, supplier and item lines as the boxes' text), filled from what was read off the bill.
 */
export interface ReviewLine extends InvoiceLineText {
  /** React's key for the row; never sent. */
  key: string;
  /** The line of the bill it was read from (to point at it on the bill); null for one added here. */
  read_index: number | null;
}

export interface ReviewValues {
  voucher_number: string;
  date: string;
  party_id: string;
  additional_charge: string;
  items: ReviewLine[];
}

/** A decimal as the boxes hold it: at most `places` decimals, no trailing zeros ('95.5', '2'). */
export function decimalText(value: number, places: number): string {
  return value
    .toFixed(places)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
}

const byWord = (text: string) => {
  const word = text.trim().replace(/\.$/, '').toLowerCase();
  return UNITS.find(
    (unit) =>
      unit.value.toLowerCase() === word ||
      unit.symbol.toLowerCase() === word ||
      unit.unit_name.toLowerCase() === word ||
      unit.unit_name.toLowerCase() === `${word}s`,
  );
};

/** The bill's line a review line was read from; undefined for one the reviewer added. */
export const readLineOf = (draft: BillDraft | null | undefined, line: ReviewLine): DraftLine | undefined =>
  line.read_index === null ? undefined : draft?.lines[line.read_index];

/** A line the reviewer adds, for one the reader missed. */
export const emptyReviewLine = (): ReviewLine => ({
  key: crypto.randomUUID(),
  read_index: null,
  ...emptyInvoiceLine(),
});

/** The unit a bill prints ('Nos', 'kg', 'Pieces') as the catalogue's code; pieces when unknown. */
export const unitCodeOf = (text: string | undefined) => (text ? byWord(text)?.value : undefined) ?? DEFAULT_UNIT;

/**
 * A line's quantity and rate. Bills often print only some of quantity, rate and amount: a missing
 * rate is the amount per unit; a missing quantity is amount / rate when that is a whole number of
 * units, else the line is 1 at its amount (a service, a lump sum).
 */
export function quantityAndRate(line: DraftLine): { quantity: string; rate: string } {
  const quantity = line.quantity?.value ?? 0;
  const rate = line.rate?.value ?? 0;
  const amount = line.amount.value;
  const asLump = { quantity: '1', rate: decimalText(amount, 2) };
  if (quantity > 0 && rate > 0) return { quantity: decimalText(quantity, 3), rate: decimalText(rate, 2) };
  if (quantity > 0) return { quantity: decimalText(quantity, 3), rate: decimalText(amount / quantity, 2) };
  if (rate > 0) {
    const units = amount / rate;
    const whole = Math.round(units);
    return whole > 0 && Math.abs(units - whole) < 0.001
      ? { quantity: String(whole), rate: decimalText(rate, 2) }
      : asLump;
  }
  return asLump;
}

/**
 * The GST rate the bill charged over all, when it prints only total tax: tax / taxable value,
 * taken only when it is within half a percent of a rate in force (else it is a mix of rates and
 * each line needs its own).
 */
export function billTaxRateOf(draft: BillDraft): number | undefined {
  const taxable = draft.subtotal?.value ?? draft.lines.reduce((sum, line) => sum + line.amount.value, 0);
  const parts = [draft.cgst, draft.sgst, draft.igst].flatMap((part) => (part ? [part.value] : []));
  const tax = draft.tax_total?.value ?? (parts.length > 0 ? parts.reduce((sum, part) => sum + part, 0) : undefined);
  if (tax === undefined || taxable <= 0) return undefined;
  const percent = (tax / taxable) * 100;
  return GST_RATES.find((rate) => Math.abs(rate - percent) < 0.5);
}

/**
 * Issue 34: a pharmacy bill's batch, expiry and MRP for a batch-tracked product's line, as the
 * boxes hold them ('06/2027'); nothing for another product or a line that printed no batch.
 */
export function proposedBatchOf(
  read: DraftLine | undefined,
  product: ProductOption,
): Pick<ReviewLine, 'batch_number' | 'batch_expiry' | 'batch_mrp'> {
  if (!product.batch_tracked || !read?.batch) return {};
  return {
    batch_number: read.batch.value,
    batch_expiry: read.expiry ? expiryLabel(read.expiry.value) : '',
    batch_mrp: read.mrp ? decimalText(read.mrp.value, 2) : '',
  };
}

/** A line as read, made the matched product's, with the bill's overall rate if it printed none of its own. */
function lineValuesOf(
  line: DraftLine,
  index: number,
  product: ProductOption | undefined,
  billRate: number | undefined,
): ReviewLine {
  const read: ReviewLine = {
    key: `line-${index}`,
    read_index: index,
    item_id: '',
    item: '',
    unit: unitCodeOf(line.unit?.value),
    hsn_code: line.hsn_code?.value.replace(/\D/g, '') ?? '',
    ...quantityAndRate(line),
    free_quantity: line.free_quantity ? decimalText(line.free_quantity.value, 3) : '',
    discount: line.discount ? decimalText(line.discount.value, 2) : '',
    tax_rate: line.tax_rate ? decimalText(line.tax_rate.value, 2) : '',
  };
  const matched = product ? withProduct(read, product, line) : read;
  return matched.tax_rate || billRate === undefined ? matched : { ...matched, tax_rate: decimalText(billRate, 2) };
}

/**
 * A product keeps the bill's tax rate where the bill printed one (what the supplier charged),
 * else takes the product's; its unit and HSN/SAC are the product's. Another product starts with
 * the batch the bill printed on the line `read`, if it keeps batches, else with none (issue 18).
 */
export function withProduct(line: ReviewLine, product: ProductOption, read?: DraftLine): ReviewLine {
  const { batch_number: _number, batch_expiry: _expiry, batch_mfg: _mfg, batch_mrp: _mrp, ...rest } = line;
  return {
    ...(product._id === line.item_id ? line : { ...rest, ...proposedBatchOf(read, product) }),
    item_id: product._id,
    item: product.stock_item_name,
    unit: product.unit,
    hsn_code: product.hsn_code ?? line.hsn_code,
    tax_rate: line.tax_rate || (product.tax_rate === null ? '' : decimalText(product.tax_rate, 2)),
  };
}

const productOf = (match: BillMatch | null | undefined, products: readonly ProductOption[]) =>
  match ? products.find((product) => product._id === match._id) : undefined;

/**
 * The form as the review page opens it: the matched supplier, the bill's number (spaces dropped:
 * GST numbers have none, readers put them in) and date, and a line per line read, with its matched
 * product (whose unit and HSN the purchase then takes) and the bill's own tax rate where it printed one.
 */
export function reviewValuesOf(
  bill: Pick<Bill, 'draft' | 'supplier_match' | 'line_matches'>,
  products: readonly ProductOption[],
): ReviewValues {
  const draft = bill.draft;
  const billDate = draft?.bill_date?.value ?? '';
  const billRate = draft ? billTaxRateOf(draft) : undefined;
  return {
    voucher_number: draft?.bill_number?.value.replace(/\s+/g, '') ?? '',
    date: isIsoDay(billDate) ? billDate : '',
    party_id: bill.supplier_match?._id ?? '',
    additional_charge: '',
    // A bill not read is entered by hand (issue 31): it starts with one empty line to fill.
    items: draft
      ? draft.lines.map((line, index) =>
          lineValuesOf(line, index, productOf(bill.line_matches[index], products), billRate),
        )
      : [emptyReviewLine()],
  };
}
