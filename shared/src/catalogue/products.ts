import * as z from '../zod';
import { MONEY_PLACES, PERCENT_PLACES, decimalPlaces, numberText, parseScaled } from '../decimal';
import { MAX_AMOUNT_PAISE, thousandthsToUnits } from '../money';
import { unitOf } from '../reference/units';
import {
  companyIdField,
  decimalText,
  descriptionText,
  imageField,
  nameText,
  optionalChoice,
  optionalReference,
  optionalText,
} from './fields';
import { batchKeyOf, expiryOf } from './batches';
import { parseQuantity, quantityProblem } from './quantity';
import { openingValue } from './stock';

/** Spec 3: nature of goods and taxability options. */
export const NATURES_OF_GOODS = ['Goods', 'Services', 'Composite Supply', 'Mixed Supply'] as const;
export const TAXABILITIES = ['Taxable', 'Exempt', 'Zero Rated', 'Nil Rated', 'Non-GST'] as const;
export type NatureOfGoods = (typeof NATURES_OF_GOODS)[number];
export type Taxability = (typeof TAXABILITIES)[number];

/** The GST rates in force (2025 onwards, with the older slabs still on old stock), for pickers. */
export const GST_RATES = [0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28, 40] as const;

export const PRODUCT_MESSAGES = {
  name: 'Product name is required',
  unit: 'Product must have a measuring unit',
  hsn: 'HSN code is required',
  taxability: 'Taxability is required',
  taxRate: 'Tax percentage is required',
  openingBatch: 'Give the batch number and expiry of the opening stock',
  openingExpiry: 'Expiry must be a month and year like 08/2026, or a date',
  openingBatchTwice: (number: string) => `Batch ${number} is listed twice`,
  openingBatchesTotal: (batches: string, opening: string) =>
    `The opening batches add up to ${batches}, not the opening stock of ${opening}`,
} as const;

/** Issue 32: the batches a batch-tracked product's opening stock may be in, at most. */
export const MAX_OPENING_BATCHES = 50;

/** One batch of the opening stock: its number and expiry as on the pack, and how much of it there is. */
const openingBatchInputSchema = z.strictObject({
  batch_number: optionalText(32),
  batch_expiry: optionalText(10),
  quantity: decimalText('Batch quantity'),
});

/** A switch sent as JSON (true) or as a multipart field ('true'). */
const switchField = z.pipe(
  z.optional(z.union([z.boolean(), z.enum(['true', 'false', ''])], { error: 'Must be true or false' })),
  z.transform((value) => value === true || value === 'true'),
);

const issue = (path: string, message: string) => ({ code: 'custom' as const, path: [path], message });

/**
 * The product drawer's fields and the body of POST /product/create/product and PUT
 * /product/update/product/{id} (spec 2.13, 3, 5), as JSON or multipart form fields. An update
 * replaces the product with what the drawer shows. Quantities follow the unit's kind; the opening
 * value is computed, never sent. The tax fields' rules depend on the company: see productTaxIssues.
 */
export const productInputSchema = z
  .strictObject({
    company_id: companyIdField,
    stock_item_name: nameText('Product name', 1),
    unit: z.string({ error: PRODUCT_MESSAGES.unit }).check(
      z.trim(),
      z.minLength(1, PRODUCT_MESSAGES.unit),
      z.refine((code) => code === '' || unitOf(code) !== undefined, 'Unknown unit of measurement'),
    ),
    alias_name: optionalText(200),
    description: descriptionText,
    barcode: optionalText(64),
    category_id: optionalReference,
    group_id: optionalReference,
    image: imageField,
    low_stock_alert: decimalText('Low stock alert'),
    opening_balance: decimalText('Opening stock quantity'),
    opening_rate: decimalText('Opening rate'),
    nature_of_goods: optionalChoice(NATURES_OF_GOODS, 'Nature of goods'),
    hsn_code: optionalText(8).check(
      z.refine((code) => code === undefined || /^\d+$/.test(code), 'HSN/SAC code can contain digits only'),
    ),
    taxability: optionalChoice(TAXABILITIES, 'Taxability'),
    tax_rate: decimalText('Tax rate'),
    /** Issue 18: stock kept per batch with its expiry (pharmacies); off by default. */
    batch_tracked: switchField,
    /**
     * The batches the opening stock of a batch-tracked product is in (issue 32: a chemist's opening
     * stock of one medicine is often in several); their quantities add up to the opening stock.
     */
    opening_batches: z.optional(
      z
        .array(openingBatchInputSchema)
        .check(z.maxLength(MAX_OPENING_BATCHES, `At most ${MAX_OPENING_BATCHES} opening batches`)),
    ),
  })
  .check(
    z.superRefine((product, ctx) => {
      const unit = unitOf(product.unit);
      if (!unit) return;
      for (const [field, label] of [
        ['opening_balance', 'Opening stock quantity'],
        ['low_stock_alert', 'Low stock alert'],
      ] as const) {
        const text = product[field];
        const problem = text === undefined ? undefined : quantityProblem(text, unit, label);
        if (problem) ctx.addIssue(issue(field, problem));
      }
      const rate = product.opening_rate;
      const ratePaise = rate === undefined ? 0 : parseScaled(rate, MONEY_PLACES);
      if (rate !== undefined && decimalPlaces(rate) > MONEY_PLACES) {
        ctx.addIssue(issue('opening_rate', 'Opening rate can have at most 2 decimal places'));
      } else if (ratePaise === undefined || ratePaise > MAX_AMOUNT_PAISE) {
        ctx.addIssue(issue('opening_rate', 'Opening rate is too large'));
      } else if (product.opening_balance && !quantityProblem(product.opening_balance, unit, '')) {
        if (openingValue(parseQuantity(product.opening_balance), ratePaise) > MAX_AMOUNT_PAISE) {
          ctx.addIssue(issue('opening_rate', 'Opening stock value is too large'));
        }
      }
      const opening = product.opening_balance;
      if (product.batch_tracked && opening !== undefined && (parseScaled(opening, 3) ?? 0) > 0) {
        for (const problem of openingBatchProblems(product.opening_batches ?? [], opening, unit)) ctx.addIssue(problem);
      }
      const taxRate = product.tax_rate;
      if (taxRate !== undefined) {
        const hundredths = parseScaled(taxRate, PERCENT_PLACES);
        if (hundredths === undefined || hundredths > 100 * 10 ** PERCENT_PLACES) {
          ctx.addIssue(issue('tax_rate', 'Tax rate must be between 0 and 100, with at most 2 decimals'));
        }
      }
    }),
  );

/**
 * What is wrong with the opening batches of a batch-tracked product with opening stock: none
 * given; a row without its number or expiry, or with an expiry or quantity that does not read; a
 * number given twice; quantities that do not add up to the opening stock.
 */
function openingBatchProblems(
  batches: readonly z.output<typeof openingBatchInputSchema>[],
  opening: string,
  unit: NonNullable<ReturnType<typeof unitOf>>,
) {
  const problems: { code: 'custom'; path: (string | number)[]; message: string }[] = [];
  const at = (path: (string | number)[], message: string) => problems.push({ code: 'custom', path, message });
  if (batches.length === 0) at(['opening_batches'], PRODUCT_MESSAGES.openingBatch);
  const seen = new Set<string>();
  let total = 0;
  batches.forEach((batch, index) => {
    const row = (field: string, message: string) => at(['opening_batches', index, field], message);
    if (!batch.batch_number || !batch.batch_expiry)
      row(batch.batch_number ? 'batch_expiry' : 'batch_number', PRODUCT_MESSAGES.openingBatch);
    else if (seen.has(batchKeyOf(batch.batch_number)))
      row('batch_number', PRODUCT_MESSAGES.openingBatchTwice(batch.batch_number));
    else if (!expiryOf(batch.batch_expiry)) row('batch_expiry', PRODUCT_MESSAGES.openingExpiry);
    if (batch.batch_number) seen.add(batchKeyOf(batch.batch_number));
    const problem = quantityProblem(batch.quantity ?? '', unit, 'Batch quantity');
    if (problem) row('quantity', problem);
    else total += parseQuantity(batch.quantity ?? '0');
  });
  if (problems.length === 0 && !quantityProblem(opening, unit, '') && total !== parseQuantity(opening)) {
    at(['opening_batches'], PRODUCT_MESSAGES.openingBatchesTotal(numberText(thousandthsToUnits(total)) ?? '', opening));
  }
  return problems;
}

export type ProductInput = z.output<typeof productInputSchema>;
export type ProductFormValues = z.input<typeof productInputSchema>;

/**
 * Spec 4 and 5: with tax on, the HSN/SAC code and taxability are required, and a Taxable product
 * needs a tax rate above 0. With tax off the tax fields are not used at all.
 */
export function productTaxIssues(
  product: Pick<ProductInput, 'hsn_code' | 'taxability' | 'tax_rate'>,
  taxEnabled: boolean,
): { field: string; message: string }[] {
  if (!taxEnabled) return [];
  const issues: { field: string; message: string }[] = [];
  if (!product.hsn_code) issues.push({ field: 'hsn_code', message: PRODUCT_MESSAGES.hsn });
  if (!product.taxability) issues.push({ field: 'taxability', message: PRODUCT_MESSAGES.taxability });
  const rate = product.tax_rate === undefined ? 0 : (parseScaled(product.tax_rate, PERCENT_PLACES) ?? 0);
  if (product.taxability === 'Taxable' && rate <= 0) {
    issues.push({ field: 'tax_rate', message: PRODUCT_MESSAGES.taxRate });
  }
  return issues;
}
