import type { LedgerOption } from '@app/shared/books/ledger-docs';
import type { ProductOption } from '@app/shared/catalogue/product-docs';
import { VOUCHER_MESSAGES } from '@app/shared/books/voucher-input';
import { PERCENT_PLACES, numberText } from '@app/shared/decimal';
import { invoiceQuantityOf, isDecimalUnit, lineFiguresOf, paiseOf, scaledOf } from '@/lib/invoice-form-maths';
import type { LineDraft } from './invoice-form';
import { INVOICE_MESSAGES, quantityMessage } from './messages';

/** The Add/Edit Item drawer's boxes (spec 2, 5 'Add item'). */
export type ItemDraft = Omit<LineDraft, 'key'>;
export type ItemField = keyof ItemDraft;
export interface ItemIssue {
  field: ItemField;
  message: string;
}

/** What the drawer's rules need besides the boxes. */
export interface ItemContext {
  taxEnabled: boolean;
  /** Issue 18: the problems of the line's batch (a batch-tracked product's), if any. */
  batchIssues?: (draft: ItemDraft) => readonly ItemIssue[];
}

/** Picking a product fills its name, unit, HSN/SAC and tax rate; quantity and rate stay. */
export function withProduct(draft: ItemDraft, product: ProductOption): ItemDraft {
  const { ledger_id: _expense, ...line } = draft;
  return {
    ...line,
    item_id: product._id,
    item: product.stock_item_name,
    unit: product.unit,
    hsn_code: product.hsn_code ?? '',
    tax_rate: product.tax_rate === null ? '0' : (numberText(product.tax_rate) ?? '0'),
  };
}

/**
 * Issue 32: picking an expense or fixed-asset ledger makes the line an expense line: named by the
 * ledger, no unit, no product; its SAC and tax rate are the bill's, typed; quantity and rate stay.
 */
export function withExpenseLedger(draft: ItemDraft, ledger: Pick<LedgerOption, '_id' | 'ledger_name'>): ItemDraft {
  return { ...draft, item_id: '', ledger_id: ledger._id, item: ledger.ledger_name, unit: '' };
}

/**
 * Issue 18: whether a line's product keeps its stock in batches, as the pickers' list says;
 * undefined until the list is read. A product it does not list (deleted since) is posted as the
 * server finds it.
 */
export function isBatchTracked(products: readonly ProductOption[] | undefined, productId: string): boolean | undefined {
  if (productId === '') return false;
  if (!products) return undefined;
  return products.some((product) => product._id === productId && product.batch_tracked);
}

/** Tax rates: up to 100, 2 decimals. */
export const acceptsRateText = (text: string) => /^\d{0,3}(\.\d{0,2})?$/.test(text);

/**
 * Spec 5, 'Add item': an item, a quantity above 0 (whole or decimal by unit, after flooring or
 * rounding), a rate above 0, an amount above 0, and the server's limits on discount and tax rate.
 */
export function itemIssues(draft: ItemDraft, taxEnabled: boolean): { field: ItemField; message: string }[] {
  const issues: { field: ItemField; message: string }[] = [];
  if (!draft.item_id && !draft.ledger_id)
    issues.push({ field: 'item_id', message: draft.item ? VOUCHER_MESSAGES.itemId : VOUCHER_MESSAGES.item });
  const quantity = invoiceQuantityOf(draft.quantity, draft.unit);
  if (quantity <= 0) {
    issues.push({ field: 'quantity', message: quantityMessage(isDecimalUnit(draft.unit)) });
  }
  if (paiseOf(draft.rate) <= 0) issues.push({ field: 'rate', message: VOUCHER_MESSAGES.rate });
  else if (quantity > 0) {
    const figures = lineFiguresOf(draft, taxEnabled, true);
    if (figures.amount <= 0) issues.push({ field: 'rate', message: VOUCHER_MESSAGES.lineAmount });
    else if (figures.taxable < 0) issues.push({ field: 'discount', message: INVOICE_MESSAGES.discountTooLarge });
  }
  if (taxEnabled && scaledOf(draft.tax_rate, PERCENT_PLACES) > 100_00) {
    issues.push({ field: 'tax_rate', message: INVOICE_MESSAGES.taxRateRange });
  }
  return issues;
}
