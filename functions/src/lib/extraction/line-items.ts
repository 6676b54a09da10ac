import type { DraftLine, ReadNumber, ReadText } from '@app/shared/bills/bill-draft';
import { MONEY_PLACES, QUANTITY_PLACES, multiplyDivide, scaledToNumber } from '@app/shared/decimal';
import type { ExpenseReading } from './expense-readings';
import { derivedFrom, hsnOf, taxRateOf, unitOf } from './line-columns';
import { firstParsed, labelled, typed } from './line-fields';
import { parseAmount } from './parse-amount';
import { batchOf, billedQuantity, discountOf, expiryOf, freeQuantityOf, mrpOf } from './pharmacy-columns';
import { cleanText, readNumber, readText } from './read-values';

const TOTAL_ROW = /^\W*(sub\s*-?\s*|grand\s*)?total(\s+(amount|qty|quantity|value))?\W*$/i;
const toPaise = (rupees: number) => Math.round(rupees * 100);
const toThousandths = (quantity: number) => Math.round(quantity * 1000);
const UNREAD: ReadNumber = { value: 0, confidence: 0, region: null };

/** A GST bill's column of each line's value before tax ('Taxable Value', 'Net Amount'). */
const TAXABLE_VALUE = /taxable\s*(value|amount|amt)?|net\s*(value|amount|amt)/i;

function amountOf(fields: readonly ExpenseReading[]): ReadNumber | undefined {
  // The draft's amount is before tax, as a purchase line takes it: a taxable-value column first,
  // though PRICE (the rightmost amount) may include the tax. Without PRICE, a TOTAL or AMOUNT
  // labelled as one is the amount: the last, as a 'Fee' may come first.
  const taxable = fields.filter((field) => TAXABLE_VALUE.test(field.label));
  const totals = typed(fields, 'TOTAL', 'AMOUNT').reverse();
  const labelledTotals = totals.filter((field) => /amount|amt|total|value/i.test(field.label));
  const found = firstParsed(
    [...taxable, ...typed(fields, 'PRICE'), ...labelledTotals, ...totals, ...labelled(fields, 'amount')],
    parseAmount,
  );
  return found && readNumber(found.reading, found.value);
}

/** amount / rate when exact in thousandths and not 1: a lump sum (amount = rate) prints no quantity. */
function derivedQuantity(amount: ReadNumber, rate: ReadNumber): ReadNumber | undefined {
  const amountThousandthPaise = BigInt(toPaise(amount.value)) * 1000n;
  const ratePaise = BigInt(toPaise(rate.value));
  if (ratePaise === 0n || amountThousandthPaise % ratePaise !== 0n) return undefined;
  const thousandths = Number(amountThousandthPaise / ratePaise);
  if (thousandths <= 0 || thousandths === 1000) return undefined;
  return derivedFrom([amount, rate], scaledToNumber(thousandths, QUANTITY_PLACES));
}

/**
 * One line item as a draft line: typed fields first (ITEM or DESCRIPTION, QUANTITY, UNIT,
 * UNIT_PRICE, PRICE or a TOTAL, PRODUCT_CODE), then OTHER fields by label (a pharmacy's batch,
 * expiry, MRP, free quantity and discount among them); on a GST bill the row's
 * text (EXPENSE_ROW) adds an HSN or GST rate still missing. A missing amount is quantity x rate,
 * or 0 with confidence 0 for the reviewer to fill in. A 'Total' row, and a row with neither an
 * amount nor a quantity or rate (a note, a heading), is not an item: undefined.
 */
export function draftLine(fields: readonly ExpenseReading[], gstBill: boolean): DraftLine | undefined {
  const described = [...typed(fields, 'ITEM', 'DESCRIPTION'), ...labelled(fields, 'description')][0];
  const description: ReadText = described
    ? readText(described, cleanText(described.text))
    : { value: '', confidence: 0, region: null };
  if (TOTAL_ROW.test(description.value)) return undefined;
  const quantityFound = firstParsed([...typed(fields, 'QUANTITY'), ...labelled(fields, 'quantity')], billedQuantity);
  const rateFound = firstParsed([...typed(fields, 'UNIT_PRICE'), ...labelled(fields, 'rate')], parseAmount);
  const rate = rateFound && readNumber(rateFound.reading, rateFound.value);
  let quantity = quantityFound && readNumber(quantityFound.reading, quantityFound.value.value);
  let amount = amountOf(fields);
  if (!amount && quantity && rate) {
    const paise = multiplyDivide(toPaise(rate.value), toThousandths(quantity.value), 1000);
    amount = derivedFrom([quantity, rate], scaledToNumber(paise, MONEY_PLACES));
  }
  if (!amount && (description.value === '' || (!quantity && !rate))) return undefined;
  if (!quantity && amount && rate) quantity = derivedQuantity(amount, rate);

  const row = gstBill ? typed(fields, 'EXPENSE_ROW')[0] : undefined;
  const figures = [quantity, rate, amount].flatMap((read) => (read ? [read.value] : []));
  return {
    description,
    hsn_code: hsnOf(fields, row && { reading: row, description: described?.text ?? '', figures }),
    quantity: quantity ?? null,
    unit: unitOf(fields, quantityFound),
    rate: rate ?? null,
    tax_rate: taxRateOf(fields, row),
    amount: amount ?? UNREAD,
    batch: batchOf(fields),
    expiry: expiryOf(fields),
    mrp: mrpOf(fields),
    free_quantity: freeQuantityOf(fields, quantityFound?.reading),
    discount: discountOf(fields, { quantity, rate, amount }),
  };
}
