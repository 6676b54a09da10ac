import { MONEY_PLACES, numberText, parseScaled } from '@app/shared/decimal';
import { expiryLabel } from '@app/shared/catalogue/batches';
import type { Product } from '@app/shared/catalogue/product-docs';
import {
  MAX_OPENING_BATCHES,
  productInputSchema,
  productTaxIssues,
  type ProductFormValues as ProductInput,
  type Taxability,
} from '@app/shared/catalogue/products';
import { parseQuantity, quantityProblem } from '@app/shared/catalogue/quantity';
import { openingValue } from '@app/shared/catalogue/stock';
import { formatRupees, paiseToRupees } from '@app/shared/money';
import { lastDayOfMonth } from '@app/shared/financial-year';
import { unitOf } from '@app/shared/reference/units';
import type { ImageValue } from '@/components/image-dropzone';

/** What the product drawer shows: every field as the text typed, the image as its upload. */
export interface ProductDraft {
  image: ImageValue;
  stock_item_name: string;
  unit: string;
  description: string;
  category_id: string;
  group_id: string;
  alias_name: string;
  barcode: string;
  low_stock_alert: string;
  opening_balance: string;
  opening_rate: string;
  hsn_code: string;
  nature_of_goods: string;
  taxability: string;
  tax_rate: string;
  /** Issue 18: stock kept per batch with its expiry (pharmacies); off by default. */
  batch_tracked: boolean;
  /**
   * The batches the opening stock is in, asked for only with batches on and an opening stock above
   * 0 (issue 32: several batches of one medicine). A lone batch with no quantity holds it all.
   */
  opening_batches: OpeningBatchDraft[];
}

/** An opening batch's boxes; the expiry as printed on the pack: '08/2026' (the end of that month), or a date. */
export interface OpeningBatchDraft {
  batch_number: string;
  batch_expiry: string;
  quantity: string;
}

export { MAX_OPENING_BATCHES };

export const emptyOpeningBatch = (): OpeningBatchDraft => ({ batch_number: '', batch_expiry: '', quantity: '' });

export type ProductField = keyof ProductDraft;

/** Spec 2.13: the steps and the fields each one shows, in the drawer's order. */
export const PRODUCT_STEPS = [
  { title: 'Basic Details', fields: ['image', 'stock_item_name', 'unit', 'description'] },
  {
    title: 'Additional Info',
    fields: [
      'category_id',
      'group_id',
      'alias_name',
      'barcode',
      'low_stock_alert',
      'opening_balance',
      'opening_rate',
      'batch_tracked',
      'opening_batches',
    ],
  },
  { title: 'Advanced Settings', fields: ['hsn_code', 'nature_of_goods', 'taxability', 'tax_rate'] },
] as const satisfies readonly { title: string; fields: readonly ProductField[] }[];

/** The third step only when the company has tax on. */
export const stepsFor = (taxEnabled: boolean) => (taxEnabled ? PRODUCT_STEPS : PRODUCT_STEPS.slice(0, 2));

const FIELD_ORDER: readonly ProductField[] = PRODUCT_STEPS.flatMap((step) => step.fields);

export const emptyProductDraft = (): ProductDraft => ({
  image: { key: null, preview: null },
  stock_item_name: '',
  unit: '',
  description: '',
  category_id: '',
  group_id: '',
  alias_name: '',
  barcode: '',
  low_stock_alert: '',
  opening_balance: '',
  opening_rate: '',
  hsn_code: '',
  nature_of_goods: '',
  taxability: '',
  tax_rate: '',
  batch_tracked: false,
  opening_batches: [emptyOpeningBatch()],
});

/**
 * A stored expiry as the drawer shows it: the end of a month as that month ('2026-08-31' is
 * '08/2026', as typed off the pack), any other day as the date itself, so saving keeps it.
 */
export function expiryText(expiry: string | null): string {
  if (!expiry) return '';
  const [year, month] = [Number(expiry.slice(0, 4)), Number(expiry.slice(5, 7))];
  return expiry === lastDayOfMonth(year, month) ? expiryLabel(expiry) : expiry;
}

/** A JSON number as the text it was typed as; a zero opening balance or rate shows as empty. */
const typed = (value: number | null, zeroIsEmpty = false) =>
  value === null || (zeroIsEmpty && value === 0) ? '' : (numberText(value) ?? '');

export const productDraftFrom = (product: Product): ProductDraft => ({
  image: { key: product.image_key, preview: product.image },
  stock_item_name: product.stock_item_name,
  unit: product.unit,
  description: product.description ?? '',
  category_id: product.category_id ?? '',
  group_id: product.group_id ?? '',
  alias_name: product.alias_name ?? '',
  barcode: product.barcode ?? '',
  low_stock_alert: typed(product.low_stock_alert),
  opening_balance: typed(product.opening_balance, true),
  opening_rate: typed(product.opening_rate, true),
  hsn_code: product.hsn_code ?? '',
  nature_of_goods: product.nature_of_goods ?? '',
  taxability: product.taxability ?? '',
  tax_rate: typed(product.tax_rate),
  batch_tracked: product.batch_tracked,
  opening_batches:
    product.opening_batches.length > 0
      ? product.opening_batches.map((batch) => ({
          batch_number: batch.batch_number,
          batch_expiry: expiryText(batch.batch_expiry),
          quantity: numberText(batch.quantity) ?? '',
        }))
      : [emptyOpeningBatch()],
});

/** Issue 18: the opening stock's batches are asked for with batches on and an opening stock above 0. */
export const needsOpeningBatch = (draft: Pick<ProductDraft, 'batch_tracked' | 'opening_balance'>) =>
  draft.batch_tracked && (parseScaled(draft.opening_balance, 3) ?? 0) > 0;

/**
 * The body of create and update: everything the drawer shows (an update replaces the product, so
 * an emptied field is cleared). A tax rate only goes with a Taxable product, the opening batch
 * only when the drawer asks for it.
 */
export function productInputFrom(draft: ProductDraft, companyId: string): ProductInput {
  const { image, category_id, group_id, batch_tracked, opening_batches: batches, ...text } = draft;
  const trimmed = Object.fromEntries(Object.entries(text).map(([field, value]) => [field, value.trim()])) as Omit<
    ProductDraft,
    'image' | 'category_id' | 'group_id' | 'batch_tracked' | 'opening_batches'
  >;
  // A lone batch left without a quantity holds all of the opening stock.
  const lone = batches.length === 1;
  return {
    ...trimmed,
    company_id: companyId,
    batch_tracked,
    opening_batches: needsOpeningBatch(draft)
      ? batches.map((batch) => ({
          batch_number: batch.batch_number.trim(),
          batch_expiry: batch.batch_expiry.trim(),
          quantity: batch.quantity.trim() || (lone ? trimmed.opening_balance : ''),
        }))
      : [],
    category_id: category_id || null,
    group_id: group_id || null,
    image: image.key,
    nature_of_goods: trimmed.nature_of_goods as ProductInput['nature_of_goods'],
    taxability: trimmed.taxability as ProductInput['taxability'],
    tax_rate: trimmed.taxability === 'Taxable' ? trimmed.tax_rate : '',
  };
}

export interface ProductIssue {
  field: ProductField;
  message: string;
}

/**
 * Everything wrong with the draft, in the drawer's order: the shared schema's rules, then the
 * company's tax rules (spec 5). The server applies the same two.
 */
export function productIssues(draft: ProductDraft, companyId: string, taxEnabled: boolean): ProductIssue[] {
  const result = productInputSchema.safeParse(productInputFrom(draft, companyId));
  const issues: ProductIssue[] = (result.success ? [] : result.error.issues).map((issue) => ({
    field: String(issue.path[0]) as ProductField,
    message: issue.message,
  }));
  const taxability = draft.taxability ? (draft.taxability as Taxability) : undefined;
  const tax = productTaxIssues(
    { hsn_code: draft.hsn_code.trim() || undefined, taxability, tax_rate: draft.tax_rate.trim() || undefined },
    taxEnabled,
  );
  issues.push(...tax.map((issue) => ({ field: issue.field as ProductField, message: issue.message })));
  return issues
    .filter((issue) => FIELD_ORDER.includes(issue.field))
    .sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
}

/** Spec 4: step 0 needs a name and a unit; step 2 the HSN code, taxability and a rate when Taxable. */
export function isStepValid(step: number, draft: ProductDraft, taxEnabled: boolean): boolean {
  const fields: readonly ProductField[] = PRODUCT_STEPS[step]?.fields ?? [];
  return !productIssues(draft, 'company', taxEnabled).some((issue) => fields.includes(issue.field));
}

/** Spec 2.13: a step shows completed when its key fields are filled (and it is valid). */
export function isStepComplete(step: number, draft: ProductDraft, taxEnabled: boolean): boolean {
  const filled = (field: Exclude<ProductField, 'image' | 'batch_tracked' | 'opening_batches'>) =>
    draft[field].trim() !== '';
  const keyFieldsFilled = [
    filled('stock_item_name') && filled('unit'),
    filled('opening_balance') && filled('opening_rate'),
    filled('hsn_code') && filled('taxability') && (draft.taxability !== 'Taxable' || filled('tax_rate')),
  ][step];
  return keyFieldsFilled === true && isStepValid(step, draft, taxEnabled);
}

/**
 * Spec 5: opening value = quantity x rate, rounded to 2 decimals, from the typed text in exact
 * integers (thousandths x paise), as ₹1,234.50; ₹0.00 until both make sense for the unit.
 */
export function openingValueText(draft: Pick<ProductDraft, 'unit' | 'opening_balance' | 'opening_rate'>): string {
  const unit = unitOf(draft.unit);
  const quantityText = draft.opening_balance.trim();
  const rate = parseScaled(draft.opening_rate, MONEY_PLACES);
  if (!unit || !quantityText || rate === undefined || quantityProblem(quantityText, unit, '')) return formatRupees(0);
  return formatRupees(paiseToRupees(openingValue(parseQuantity(quantityText), rate)));
}
