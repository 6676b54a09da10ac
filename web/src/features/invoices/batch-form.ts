import {
  BATCH_MESSAGES,
  allocateFefo,
  batchKeyOf,
  expiryLabel,
  expiryOf,
  expiryWarning,
  type StockBatch,
} from '@app/shared/catalogue/batches';
import type { Batch } from '@app/shared/catalogue/batch-docs';
import { MONEY_PLACES, QUANTITY_PLACES, numberText, scaledToText } from '@app/shared/decimal';
import { thousandthsToUnits, type Thousandths } from '@app/shared/money';
import { invoiceQuantityOf, paiseOf, paiseOfRupees, scaledOf } from '@/lib/invoice-form-maths';
import type { InvoiceLineText } from '@/lib/invoice-payload';

/**
 * Issue 18 (docs/design/returns-and-batches.md step 14): the batch of an invoice line of a
 * batch-tracked product. A purchase line names its batch with an expiry; a sale line takes from
 * the batches in stock, first expiry first out (the shared `allocateFefo`, as the server splits a
 * line that names none), one line per batch, so the figures sent are the figures posted.
 */

/** What the screens say about batches, in the server's words where it says the same thing. */
export const BATCH_FORM_MESSAGES = {
  numberRequired: (product: string) => `Batch number is required for ${product}`,
  expiryRequired: (number: string) => `Expiry is required for batch ${number}`,
  expiryMissing: 'Expiry is required',
  expiryFormat: BATCH_MESSAGES.expiryFormat,
  recorded: (number: string, product: string, expiry: string) =>
    `Batch ${number} of ${product} is recorded with expiry ${expiryLabel(expiry)}`,
  mfgFormat: 'Mfg date must be a month and year like 03/2026, or a date',
  mfgAfterExpiry: 'Mfg date must be before the expiry',
  notInStock: (number: string, product: string) => `Batch ${number} of ${product} is not in stock`,
  expired: BATCH_MESSAGES.expired,
  leftInBatch: (left: Thousandths, product: string, number: string) =>
    `Only ${thousandthsToUnits(Math.max(0, left))} of ${product} are left in batch ${number}`,
  unexpired: (available: Thousandths, product: string) =>
    `Only ${thousandthsToUnits(available)} of ${product} are in unexpired batches`,
} as const;

/** The batch fields of a line's draft, by name. */
export type BatchField = 'batch_number' | 'batch_expiry' | 'batch_mfg' | 'batch_mrp';
/** A problem with a line's batch, or with its quantity against the batches. */
export interface BatchIssue {
  field: BatchField | 'quantity';
  message: string;
}

/** A batch as the sale drawer offers it: what is left of it for this line, and its status today. */
export interface OfferedBatch extends StockBatch {
  status: Batch['status'];
}

const thousandthsOf = (units: number): Thousandths => scaledOf(numberText(units) ?? '0', QUANTITY_PLACES);

/**
 * The product's batches as the sale drawer offers them: each with its stock less what the form's
 * other lines take from it (`held`, thousandths by batch key; negative for what the invoice being
 * edited took when it was saved, which the server gives back).
 */
export function offeredBatches(batches: readonly Batch[], held: ReadonlyMap<string, Thousandths>): OfferedBatch[] {
  return batches.map((batch) => {
    const key = batchKeyOf(batch.batch_number);
    return {
      key,
      number: batch.batch_number,
      expiry: batch.expiry,
      mfg: batch.mfg,
      mrp: batch.mrp === null ? null : paiseOfRupees(batch.mrp),
      quantity: thousandthsOf(batch.quantity) - (held.get(key) ?? 0),
      status: batch.status,
    };
  });
}

/** Batches a sale dated `date` may take from: unexpired by then, with something left. */
export const sellableBatches = (batches: readonly OfferedBatch[], date: string) =>
  batches.filter((batch) => batch.quantity > 0 && batch.expiry >= date);

/**
 * The amber line under a batch the server counts as expiring (within the company's window) or
 * expired: 'Batch P2401 expires on 31 Aug 2026, in 77 days'. Days are counted from today.
 */
export const batchWarningOf = (batch: OfferedBatch, today: string): string | null =>
  batch.status === 'ok' ? null : expiryWarning(batch, today, Number.MAX_SAFE_INTEGER);

/** What a sale line takes from each batch, and why it cannot be added as it stands. */
export interface SalePlan {
  takes: { batch: OfferedBatch; quantity: Thousandths }[];
  issue?: BatchIssue;
}

/**
 * A sale line's batches: the one it names (unexpired on the invoice's date, with enough left), or
 * else first expiry first out over the batches; a shortfall names what the unexpired batches hold
 * ('Only 170 of Paracetamol 500 mg are in unexpired batches').
 */
export function salePlan(
  line: Pick<InvoiceLineText, 'item' | 'unit' | 'quantity' | 'batch_number'>,
  batches: readonly OfferedBatch[],
  date: string,
): SalePlan {
  const quantity = invoiceQuantityOf(line.quantity, line.unit);
  const named = line.batch_number?.trim();
  if (named) {
    const batch = batches.find((candidate) => candidate.key === batchKeyOf(named));
    if (!batch)
      return { takes: [], issue: { field: 'batch_number', message: BATCH_FORM_MESSAGES.notInStock(named, line.item) } };
    if (batch.expiry < date)
      return {
        takes: [],
        issue: { field: 'batch_number', message: BATCH_FORM_MESSAGES.expired(batch.number, batch.expiry) },
      };
    const takes = quantity > 0 ? [{ batch, quantity }] : [];
    if (batch.quantity < quantity) {
      return {
        takes,
        issue: { field: 'quantity', message: BATCH_FORM_MESSAGES.leftInBatch(batch.quantity, line.item, batch.number) },
      };
    }
    return { takes };
  }
  if (quantity <= 0) return { takes: [] };
  const { allocations, shortfall } = allocateFefo(batches, quantity, date);
  const takes = allocations.map((allocation) => ({
    batch: batches.find((batch) => batch.key === allocation.batch.key) ?? {
      ...allocation.batch,
      status: 'ok' as const,
    },
    quantity: allocation.quantity,
  }));
  if (shortfall > 0) {
    return {
      takes,
      issue: { field: 'quantity', message: BATCH_FORM_MESSAGES.unexpired(quantity - shortfall, line.item) },
    };
  }
  return { takes };
}

const quantityText = (quantity: Thousandths) => scaledToText(quantity, QUANTITY_PLACES).replace(/\.?0+$/, '');
const moneyText = (paise: number) => (paise === 0 ? '' : scaledToText(paise, MONEY_PLACES));

/** The lines a sale line becomes: one per batch it takes from, the discount shared as the server shares it. */
export function saleLinesOf<Line extends InvoiceLineText & { batch_warning?: string }>(
  line: Line,
  plan: SalePlan,
  today: string,
): Line[] {
  const quantity = invoiceQuantityOf(line.quantity, line.unit);
  const discount = paiseOf(line.discount);
  let discountLeft = discount;
  return plan.takes.map((take, index) => {
    const last = index === plan.takes.length - 1;
    const share = last ? discountLeft : Math.round((discount * take.quantity) / quantity);
    discountLeft -= share;
    return {
      ...line,
      quantity: quantityText(take.quantity),
      discount: plan.takes.length === 1 ? line.discount : moneyText(share),
      batch_number: take.batch.number,
      batch_expiry: take.batch.expiry,
      batch_mfg: undefined,
      batch_mrp: undefined,
      batch_warning: batchWarningOf(take.batch, today) ?? undefined,
    };
  });
}

/**
 * A purchase line's batch: a number and an expiry the shared rule reads ('08/2026', or a date); a
 * batch already recorded keeps its expiry; the mfg date, when given, is read the same way and
 * comes before the expiry.
 */
export function purchaseBatchIssues(
  line: Pick<InvoiceLineText, 'item' | BatchField>,
  known: readonly Batch[] | undefined,
): BatchIssue[] {
  const issues: BatchIssue[] = [];
  const number = line.batch_number?.trim() ?? '';
  const expiryText = line.batch_expiry?.trim() ?? '';
  const mfgText = line.batch_mfg?.trim() ?? '';
  if (!number) issues.push({ field: 'batch_number', message: BATCH_FORM_MESSAGES.numberRequired(line.item) });
  const expiry = expiryText ? expiryOf(expiryText) : undefined;
  if (!expiryText) {
    issues.push({
      field: 'batch_expiry',
      message: number ? BATCH_FORM_MESSAGES.expiryRequired(number) : BATCH_FORM_MESSAGES.expiryMissing,
    });
  } else if (!expiry) {
    issues.push({ field: 'batch_expiry', message: BATCH_FORM_MESSAGES.expiryFormat });
  } else {
    const recorded = number ? knownBatch(known, number) : undefined;
    if (recorded && recorded.expiry !== expiry) {
      issues.push({
        field: 'batch_expiry',
        message: BATCH_FORM_MESSAGES.recorded(recorded.batch_number, line.item, recorded.expiry),
      });
    }
  }
  if (mfgText) {
    const mfg = expiryOf(mfgText);
    if (!mfg) issues.push({ field: 'batch_mfg', message: BATCH_FORM_MESSAGES.mfgFormat });
    else if (expiry && mfg > expiry) issues.push({ field: 'batch_mfg', message: BATCH_FORM_MESSAGES.mfgAfterExpiry });
  }
  return issues;
}

/** The product's batch recorded under this number ('p2401 ' is P2401), if any. */
export const knownBatch = (known: readonly Batch[] | undefined, number: string) =>
  known?.find((batch) => batchKeyOf(batch.batch_number) === batchKeyOf(number));

/** 'Batch P2401 · Exp 08/2026': how a line names its batch; undefined for a line with none. */
export function batchLabelOf(line: Pick<InvoiceLineText, 'batch_number' | 'batch_expiry'>): string | undefined {
  const number = line.batch_number?.trim();
  if (!number) return undefined;
  const expiry = line.batch_expiry ? expiryOf(line.batch_expiry) : undefined;
  return expiry ? `Batch ${number} · Exp ${expiryLabel(expiry)}` : `Batch ${number}`;
}

type TakingLine = Pick<InvoiceLineText, 'item_id' | 'unit' | 'quantity' | 'batch_number'>;

/**
 * What a sale line may not count on, per batch of a product (thousandths by batch key): what the
 * form's other lines take (all but the line being edited, `except`), less what the invoice being
 * edited took when it was saved (`saved`, the loaded invoice's lines, in units: the server counts
 * them as back in stock).
 */
export function batchesHeld(
  lines: readonly TakingLine[],
  except: number | null,
  saved: readonly { item_id: string | null; quantity: number; batch_number?: string }[] = [],
) {
  return (productId: string): Map<string, Thousandths> => {
    const held = new Map<string, Thousandths>();
    const add = (number: string | undefined, quantity: Thousandths) => {
      if (!number?.trim()) return;
      const key = batchKeyOf(number);
      held.set(key, (held.get(key) ?? 0) + quantity);
    };
    lines.forEach((line, index) => {
      if (index !== except && line.item_id === productId)
        add(line.batch_number, invoiceQuantityOf(line.quantity, line.unit));
    });
    for (const line of saved) if (line.item_id === productId) add(line.batch_number, -thousandthsOf(line.quantity));
    return held;
  };
}
