import { describe, expect, it } from 'vitest';
import type { Batch } from '@app/shared/catalogue/batch-docs';
import type { InvoiceLineText } from '@/lib/invoice-payload';
import {
  batchLabelOf,
  batchesHeld,
  offeredBatches,
  purchaseBatchIssues,
  saleLinesOf,
  salePlan,
  sellableBatches,
} from './batch-form';

/** Design 5.2: 15 June 2026; P2312 expired on 31 May, P2401 expires in 77 days, P2407 in 380. */
const TODAY = '2026-06-15';
const PRODUCT = 'Paracetamol 500 mg (strip of 10)';
const BATCHES: Batch[] = [
  {
    batch_number: 'p2312',
    expiry: '2026-05-31',
    mfg: null,
    mrp: null,
    quantity: 10,
    status: 'expired',
    days_to_expiry: -15,
  },
  {
    batch_number: 'P2401',
    expiry: '2026-08-31',
    mfg: null,
    mrp: 32.5,
    quantity: 100,
    status: 'expiring',
    days_to_expiry: 77,
  },
  {
    batch_number: 'P2407',
    expiry: '2027-06-30',
    mfg: null,
    mrp: null,
    quantity: 200,
    status: 'ok',
    days_to_expiry: 380,
  },
];
const line = (
  quantity: string,
  extra: Partial<InvoiceLineText> = {},
): InvoiceLineText & { batch_warning?: string } => ({
  item_id: 'p-para',
  item: PRODUCT,
  unit: 'TBS',
  hsn_code: '30049099',
  quantity,
  rate: '2.50',
  discount: '',
  tax_rate: '12',
  ...extra,
});
const offered = (held = new Map<string, number>()) => offeredBatches(BATCHES, held);

describe('a sale line of a batch-tracked product', () => {
  it('never offers an expired batch, nor one the other lines took all of', () => {
    expect(sellableBatches(offered(), TODAY).map((batch) => batch.number)).toEqual(['P2401', 'P2407']);
    const held = batchesHeld([line('100', { batch_number: 'p2401' })], null)('p-para');
    expect(sellableBatches(offered(held), TODAY).map((batch) => batch.number)).toEqual(['P2407']);
  });

  it('takes 130 as 100 of P2401 and 30 of P2407, P2401 with its warning', () => {
    const plan = salePlan(line('130'), offered(), TODAY);
    expect(plan.issue).toBeUndefined();
    expect(saleLinesOf(line('130'), plan, TODAY).map((l) => [l.batch_number, l.quantity, l.batch_warning])).toEqual([
      ['P2401', '100', 'Batch P2401 expires on 31 Aug 2026, in 77 days'],
      ['P2407', '30', undefined],
    ]);
  });

  it('says what the unexpired batches hold, or what a picked batch has left', () => {
    expect(salePlan(line('400'), offered(), TODAY).issue).toEqual({
      field: 'quantity',
      message: `Only 300 of ${PRODUCT} are in unexpired batches`,
    });
    expect(salePlan(line('130', { batch_number: 'P2401' }), offered(), TODAY).issue).toEqual({
      field: 'quantity',
      message: `Only 100 of ${PRODUCT} are left in batch P2401`,
    });
    expect(salePlan(line('5', { batch_number: 'P2312' }), offered(), TODAY).issue).toEqual({
      field: 'batch_number',
      message: 'Batch p2312 expired on 31 May 2026',
    });
  });

  it('gives back to an edit what the invoice took when saved', () => {
    const held = batchesHeld([], null, [{ item_id: 'p-para', quantity: 100, batch_number: 'P2401' }])('p-para');
    expect(offered(held).find((batch) => batch.key === 'P2401')?.quantity).toBe(200_000);
  });
});

describe('a purchase line of a batch-tracked product', () => {
  it('needs a number and an expiry the shared rule reads, and keeps a known batch to its expiry', () => {
    expect(purchaseBatchIssues({ item: PRODUCT }, BATCHES)).toEqual([
      { field: 'batch_number', message: `Batch number is required for ${PRODUCT}` },
      { field: 'batch_expiry', message: 'Expiry is required' },
    ]);
    expect(purchaseBatchIssues({ item: PRODUCT, batch_number: 'P2409', batch_expiry: '8/26' }, BATCHES)).toEqual([]);
    expect(purchaseBatchIssues({ item: PRODUCT, batch_number: 'p2401', batch_expiry: '09/2026' }, BATCHES)).toEqual([
      { field: 'batch_expiry', message: `Batch P2401 of ${PRODUCT} is recorded with expiry 08/2026` },
    ]);
    expect(
      purchaseBatchIssues(
        { item: PRODUCT, batch_number: 'P2409', batch_expiry: '08/2026', batch_mfg: '09/2026' },
        BATCHES,
      ),
    ).toEqual([{ field: 'batch_mfg', message: 'Mfg date must be before the expiry' }]);
  });

  it("names its batch as the line shows it: 'Batch P2401 · Exp 08/2026'", () => {
    expect(batchLabelOf({ batch_number: 'P2401', batch_expiry: '08/2026' })).toBe('Batch P2401 · Exp 08/2026');
    expect(batchLabelOf({ batch_number: 'P2401', batch_expiry: '2026-08-31' })).toBe('Batch P2401 · Exp 08/2026');
    expect(batchLabelOf({ batch_number: '', batch_expiry: '' })).toBeUndefined();
  });
});
