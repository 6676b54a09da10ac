import { MONEY_PLACES, PERCENT_PLACES, parseScaled } from '@app/shared/decimal';
import { batchKeyOf, expiryOf } from '@app/shared/catalogue/batches';
import { productTaxIssues, type ProductInput } from '@app/shared/catalogue/products';
import { parseQuantity } from '@app/shared/catalogue/quantity';
import { openingValue } from '@app/shared/catalogue/stock';
import type { ProductFields } from '#lib/db/products';
import { ValidationError } from '#lib/errors';

const scaled = (text: string | undefined, places: number) =>
  text === undefined ? 0 : (parseScaled(text, places) ?? 0);

/**
 * The drawer's validated input in stored units. The company's tax setting decides the tax fields:
 * required as the spec says when tax is on (400 otherwise), not kept when it is off. A non-taxable
 * product's rate is 0 whatever was sent.
 */
export function productFieldsFrom(input: ProductInput, taxEnabled: boolean): Omit<ProductFields, 'image_key'> {
  const issues = productTaxIssues(input, taxEnabled);
  const first = issues[0];
  if (first) throw new ValidationError(first.message, issues);
  const openingBalance = input.opening_balance === undefined ? 0 : parseQuantity(input.opening_balance);
  const openingRate = scaled(input.opening_rate, MONEY_PLACES);
  const taxable = taxEnabled && input.taxability === 'Taxable';
  return {
    stock_item_name: input.stock_item_name,
    unit: input.unit,
    alias_name: input.alias_name ?? null,
    description: input.description ?? null,
    barcode: input.barcode ?? null,
    category_id: input.category_id,
    group_id: input.group_id,
    low_stock_alert: input.low_stock_alert === undefined ? null : parseQuantity(input.low_stock_alert),
    opening_balance: openingBalance,
    opening_rate: openingRate,
    opening_value: openingValue(openingBalance, openingRate),
    nature_of_goods: taxEnabled ? (input.nature_of_goods ?? null) : null,
    hsn_code: taxEnabled ? (input.hsn_code ?? null) : null,
    taxability: taxEnabled ? (input.taxability ?? null) : null,
    tax_rate: taxEnabled ? (taxable ? scaled(input.tax_rate, PERCENT_PLACES) : 0) : null,
    batch_tracked: input.batch_tracked,
    opening_batches:
      input.batch_tracked && openingBalance > 0
        ? (input.opening_batches ?? []).map((batch) => ({
            key: batchKeyOf(batch.batch_number ?? ''),
            number: batch.batch_number ?? '',
            expiry: expiryOf(batch.batch_expiry ?? '') ?? batch.batch_expiry ?? '',
            quantity: parseQuantity(batch.quantity ?? '0'),
          }))
        : [],
  };
}
