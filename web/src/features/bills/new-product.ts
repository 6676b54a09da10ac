import type { DraftLine } from '@app/shared/bills/bill-draft';
import {
  productInputSchema,
  productTaxIssues,
  type ProductFormValues,
  type Taxability,
} from '@app/shared/catalogue/products';
import { PERCENT_PLACES, parseScaled } from '@app/shared/decimal';
import type { ReviewLine } from './review-values';

/** The Create product dialog's boxes. */
export interface ProductValues {
  name: string;
  unit: string;
  hsn_code: string;
  tax_rate: string;
  taxability: Taxability;
  /** Issue 34: proposed when the bill printed a batch for the line (a pharmacy's bill). */
  batch_tracked: boolean;
}
export type ProductField = keyof ProductValues;

/** The longest product name the API takes; a bill's description can run longer. */
const NAME_MAX = 200;

const taxabilityOf = (taxRate: string): Taxability =>
  (parseScaled(taxRate.trim() || '0', PERCENT_PLACES) ?? 0) > 0 ? 'Taxable' : 'Exempt';

/**
 * A product for a line as the bill describes it: its words, the line's unit, HSN and tax rate,
 * and batches tracked when the bill printed the line's batch.
 */
export function productValuesOf(line: ReviewLine, read: DraftLine | undefined): ProductValues {
  return {
    name: (read?.description.value ?? line.item).replace(/\s+/g, ' ').trim().slice(0, NAME_MAX),
    unit: line.unit,
    hsn_code: line.hsn_code,
    tax_rate: line.tax_rate,
    taxability: taxabilityOf(line.tax_rate),
    batch_tracked: Boolean(read?.batch),
  };
}

export type ProductCheck =
  { ok: true; input: ProductFormValues } | { ok: false; issues: { field: ProductField; message: string }[] };

const FIELD_OF: Record<string, ProductField> = {
  stock_item_name: 'name',
  unit: 'unit',
  hsn_code: 'hsn_code',
  tax_rate: 'tax_rate',
  taxability: 'taxability',
  batch_tracked: 'batch_tracked',
};

/**
 * The body of POST /product/create/product under the shared product rules (with tax on, an HSN/SAC
 * code, a taxability and, for a taxable product, a rate). No opening stock: the purchase brings it.
 */
export function checkProduct(values: ProductValues, companyId: string, taxEnabled: boolean): ProductCheck {
  const body: ProductFormValues = {
    company_id: companyId,
    stock_item_name: values.name,
    unit: values.unit,
    batch_tracked: values.batch_tracked,
    ...(taxEnabled && { hsn_code: values.hsn_code, taxability: values.taxability, tax_rate: values.tax_rate }),
  };
  const parsed = productInputSchema.safeParse(body);
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        field: FIELD_OF[String(issue.path[0])] ?? 'name',
        message: issue.message,
      }));
  if (parsed.success) {
    for (const { field, message } of productTaxIssues(parsed.data, taxEnabled)) {
      issues.push({ field: FIELD_OF[field] ?? 'name', message });
    }
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, input: body };
}
