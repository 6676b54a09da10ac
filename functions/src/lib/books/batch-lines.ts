import {
  BATCH_MESSAGES,
  allocateFefo,
  batchKeyOf,
  expiryLabel,
  expiryOf,
  type StockBatch,
} from '@app/shared/catalogue/batches';
import { lineFigures } from '@app/shared/books/invoice-maths';
import type { VoucherInput } from '@app/shared/books/voucher-input';
import { bookSide, sideSign, type VoucherKind, type VoucherType } from '@app/shared/books/voucher-types';
import { thousandthsToUnits } from '@app/shared/money';
import { stockQuantityOf, type StoredInvoiceLine, type VoucherRecord } from './voucher-record';

/**
 * Whether a voucher's lines bring stock in (+1: a purchase, a credit note taking goods back) or
 * send it out (-1: a sale, a debit note returning goods to the supplier).
 */
export const stockDirection = (voucher: VoucherKind): 1 | -1 =>
  ((bookSide(voucher) === 'Purchase' ? 1 : -1) * sideSign(voucher)) as 1 | -1;

type Problem = (field: string, message: string) => void;
type InputLine = NonNullable<VoucherInput['items']>[number];

/**
 * What can be taken from each batch: its stock plus what the voucher being edited took from it,
 * counting the batches that voucher sold out, which may have left the chunk for the archive since.
 */
function availability(batches: StockBatch[], previous: VoucherRecord | null, productId: string): StockBatch[] {
  const byKey = new Map(batches.map((batch) => [batch.key, batch]));
  if (previous?.status === 'active') {
    const direction = stockDirection(previous);
    for (const line of previous.lines) {
      if (line.product_id !== productId || !line.batch) continue;
      const batch = byKey.get(line.batch.key) ?? { ...line.batch, quantity: 0 };
      byKey.set(line.batch.key, { ...batch, quantity: batch.quantity - direction * stockQuantityOf(line) });
    }
  }
  return [...byKey.values()];
}

const refOf = (batch: StockBatch) => ({
  key: batch.key,
  number: batch.number,
  expiry: batch.expiry,
  mfg: batch.mfg,
  mrp: batch.mrp,
});

/** The line again for part of its quantity, with its share of the discount and its own tax. */
function part(line: StoredInvoiceLine, quantity: number, discount: number, intraState: boolean): StoredInvoiceLine {
  const figures = lineFigures({ quantity, rate: line.rate, discount, tax_rate: line.tax_rate }, intraState);
  return { ...line, quantity, ...figures };
}

/**
 * The batches of a voucher's lines of batch-tracked products (design step 6). Stock coming in
 * names its batch with an expiry, and a known batch keeps the expiry it was recorded with. Stock
 * going out names an unexpired batch with enough in it, or is split over the batches first
 * expiring first (FEFO). Note lines against an invoice keep the invoice line's batch. Other
 * products' lines are returned as they are.
 */
export function batchLines(
  type: VoucherType,
  date: string,
  lines: StoredInvoiceLine[],
  inputs: readonly InputLine[],
  batchesOf: (productId: string) => StockBatch[] | undefined,
  previous: VoucherRecord | null,
  intraState: boolean,
  problem: Problem,
): StoredInvoiceLine[] {
  const result: StoredInvoiceLine[] = [];
  const used = new Map<string, number>();
  for (const line of lines) {
    const batches = line.product_id === null ? undefined : batchesOf(line.product_id);
    if (!batches || line.product_id === null || (line.original_line !== undefined && line.original_line !== null)) {
      result.push(line);
      continue;
    }
    const input = inputs[line.index];
    const field = (name: string) => `items.${line.index}.${name}`;
    if (stockDirection({ voucher_type: type }) === 1) {
      const batch = incomingBatch(line, input, batches, field, problem);
      if (batch) result.push({ ...line, batch });
      continue;
    }
    const available = availability(batches, previous, line.product_id).map((batch) => ({
      ...batch,
      quantity: batch.quantity - (used.get(batch.key) ?? 0),
    }));
    const take = (batch: StockBatch, quantity: number) => used.set(batch.key, (used.get(batch.key) ?? 0) + quantity);
    if (input?.batch_number) {
      const batch = available.find((candidate) => candidate.key === batchKeyOf(input.batch_number ?? ''));
      if (!batch) problem(field('batch_number'), `Batch ${input.batch_number} of ${line.name} is not in stock`);
      else if (batch.expiry < date) problem(field('batch_number'), BATCH_MESSAGES.expired(batch.number, batch.expiry));
      else if (batch.quantity < line.quantity) {
        problem(
          field('quantity'),
          `Only ${thousandthsToUnits(batch.quantity)} of ${line.name} are left in batch ${batch.number}`,
        );
      } else {
        take(batch, line.quantity);
        result.push({ ...line, batch: refOf(batch) });
      }
      continue;
    }
    const { allocations, shortfall } = allocateFefo(available, line.quantity, date);
    if (shortfall > 0) {
      const unexpired = line.quantity - shortfall;
      problem(field('quantity'), `Only ${thousandthsToUnits(unexpired)} of ${line.name} are in unexpired batches`);
      continue;
    }
    let discountLeft = line.discount;
    allocations.forEach((allocation, index) => {
      const last = index === allocations.length - 1;
      const discount = last ? discountLeft : Math.round((line.discount * allocation.quantity) / line.quantity);
      discountLeft -= discount;
      take(allocation.batch, allocation.quantity);
      const split = allocations.length === 1 ? line : part(line, allocation.quantity, discount, intraState);
      result.push({ ...split, batch: refOf(allocation.batch) });
    });
  }
  return result.map((line, index) => ({ ...line, index }));
}

function incomingBatch(
  line: StoredInvoiceLine,
  input: InputLine | undefined,
  batches: StockBatch[],
  field: (name: string) => string,
  problem: Problem,
) {
  const number = input?.batch_number?.trim();
  const expiry = input?.batch_expiry ? expiryOf(input.batch_expiry) : undefined;
  if (!number) {
    problem(field('batch_number'), `Batch number is required for ${line.name}`);
    return undefined;
  }
  if (!expiry) {
    problem(
      field('batch_expiry'),
      input?.batch_expiry ? BATCH_MESSAGES.expiryFormat : `Expiry is required for batch ${number}`,
    );
    return undefined;
  }
  const key = batchKeyOf(number);
  const known = batches.find((batch) => batch.key === key);
  if (known && known.expiry !== expiry) {
    problem(
      field('batch_expiry'),
      `Batch ${known.number} of ${line.name} is recorded with expiry ${expiryLabel(known.expiry)}`,
    );
    return undefined;
  }
  const mfg = input?.batch_mfg ? (expiryOf(input.batch_mfg) ?? null) : null;
  return {
    key,
    number: known?.number ?? number,
    expiry,
    mfg: known?.mfg ?? mfg,
    mrp: known?.mrp ?? input?.batch_mrp ?? null,
  };
}
