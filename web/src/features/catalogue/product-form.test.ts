import { describe, expect, it } from 'vitest';
import type { Product } from '@app/shared/catalogue/product-docs';
import {
  emptyProductDraft,
  expiryText,
  isStepComplete,
  isStepValid,
  needsOpeningBatch,
  openingValueText,
  productDraftFrom,
  productInputFrom,
  productIssues,
  stepsFor,
  type ProductDraft,
} from './product-form';

const draft = (fields: Partial<ProductDraft>): ProductDraft => ({ ...emptyProductDraft(), ...fields });
const named = draft({ stock_item_name: 'Paracetamol 500 mg', unit: 'TBS' });

describe('the product stepper (spec 2.13, 4)', () => {
  it('has three steps with tax on and two with tax off', () => {
    expect(stepsFor(true).map((step) => step.title)).toEqual(['Basic Details', 'Additional Info', 'Advanced Settings']);
    expect(stepsFor(false).map((step) => step.title)).toEqual(['Basic Details', 'Additional Info']);
  });

  it('lets step 0 through only with a name and a unit', () => {
    expect(isStepValid(0, emptyProductDraft(), false)).toBe(false);
    expect(isStepValid(0, draft({ stock_item_name: 'Paracetamol 500 mg' }), false)).toBe(false);
    expect(isStepValid(0, draft({ unit: 'TBS' }), false)).toBe(false);
    expect(isStepValid(0, draft({ stock_item_name: '   ', unit: 'TBS' }), false)).toBe(false);
    expect(isStepValid(0, named, false)).toBe(true);
  });

  it('lets step 2 through with an HSN code, a taxability, and a rate above 0 when Taxable', () => {
    expect(isStepValid(2, named, true)).toBe(false);
    expect(isStepValid(2, { ...named, hsn_code: '3004' }, true)).toBe(false);
    expect(isStepValid(2, { ...named, hsn_code: '3004', taxability: 'Taxable' }, true)).toBe(false);
    expect(isStepValid(2, { ...named, hsn_code: '3004', taxability: 'Taxable', tax_rate: '0' }, true)).toBe(false);
    expect(isStepValid(2, { ...named, hsn_code: '3004', taxability: 'Taxable', tax_rate: '12' }, true)).toBe(true);
    expect(isStepValid(2, { ...named, hsn_code: '3004', taxability: 'Exempt' }, true)).toBe(true);
    // With tax off the tax fields are not asked for at all.
    expect(isStepValid(2, named, false)).toBe(true);
  });

  it('does not let step 1 through with a quantity that does not suit the unit', () => {
    expect(isStepValid(1, { ...named, opening_balance: '120' }, false)).toBe(true);
    expect(isStepValid(1, { ...named, opening_balance: '12.5' }, false)).toBe(false);
    expect(isStepValid(1, { ...named, unit: 'KGS', opening_balance: '12.' }, false)).toBe(false);
    expect(isStepValid(1, { ...named, unit: 'KGS', opening_balance: '12.5' }, false)).toBe(true);
  });

  it('ticks a step once its key fields are filled', () => {
    expect(isStepComplete(0, draft({ stock_item_name: 'Paracetamol 500 mg' }), true)).toBe(false);
    expect(isStepComplete(0, named, true)).toBe(true);
    expect(isStepComplete(1, { ...named, opening_balance: '100' }, true)).toBe(false);
    expect(isStepComplete(1, { ...named, opening_balance: '100', opening_rate: '1.85' }, true)).toBe(true);
    expect(isStepComplete(2, { ...named, hsn_code: '3004', taxability: 'Taxable' }, true)).toBe(false);
    expect(isStepComplete(2, { ...named, hsn_code: '3004', taxability: 'Taxable', tax_rate: '12' }, true)).toBe(true);
  });

  it("lists the problems in the drawer's order, so the first one is the one to fix first", () => {
    expect(productIssues(emptyProductDraft(), 'c1', true).map((issue) => issue.message)).toEqual([
      'Product name is required',
      'Product must have a measuring unit',
      'HSN code is required',
      'Taxability is required',
    ]);
    expect(productIssues(emptyProductDraft(), 'c1', false).map((issue) => issue.message)).toEqual([
      'Product name is required',
      'Product must have a measuring unit',
    ]);
    expect(productIssues({ ...named, hsn_code: '3004', taxability: 'Taxable' }, 'c1', true)).toEqual([
      { field: 'tax_rate', message: 'Tax percentage is required' },
    ]);
  });
});

describe('the opening stock value (spec 5: quantity x rate, 2 decimals)', () => {
  it('multiplies the typed text exactly, in Indian grouping', () => {
    expect(openingValueText({ unit: 'PCS', opening_balance: '1200', opening_rate: '45.5' })).toBe('₹54,600.00');
    expect(openingValueText({ unit: 'KGS', opening_balance: '12.345', opening_rate: '99.99' })).toBe('₹1,234.38');
    expect(openingValueText({ unit: 'KGS', opening_balance: '150000', opening_rate: '82.3' })).toBe('₹1,23,45,000.00');
  });

  it('rounds half a paisa up where float arithmetic would round it down', () => {
    // 1.005 x 1 in floats is 1.00499999…, which rounds to 1.00.
    expect(openingValueText({ unit: 'KGS', opening_balance: '1.005', opening_rate: '1' })).toBe('₹1.01');
  });

  it('shows ₹0.00 until the quantity and rate make sense for the unit', () => {
    expect(openingValueText({ unit: 'KGS', opening_balance: '', opening_rate: '10' })).toBe('₹0.00');
    expect(openingValueText({ unit: 'KGS', opening_balance: '12.', opening_rate: '10' })).toBe('₹0.00');
    expect(openingValueText({ unit: 'PCS', opening_balance: '2.5', opening_rate: '10' })).toBe('₹0.00');
    expect(openingValueText({ unit: '', opening_balance: '2', opening_rate: '10' })).toBe('₹0.00');
  });
});

describe('what the drawer sends', () => {
  it('sends every field trimmed, empties as empty, and a rate only with a Taxable product', () => {
    const input = productInputFrom(
      {
        ...named,
        stock_item_name: '  Paracetamol 500 mg ',
        hsn_code: '3004',
        taxability: 'Exempt',
        tax_rate: '12',
        image: { key: 'images/u1/product/a.png', preview: 'blob:x' },
      },
      'c1',
    );
    expect(input).toMatchObject({
      company_id: 'c1',
      stock_item_name: 'Paracetamol 500 mg',
      unit: 'TBS',
      category_id: null,
      group_id: null,
      image: 'images/u1/product/a.png',
      hsn_code: '3004',
      taxability: 'Exempt',
      tax_rate: '',
      description: '',
    });
  });
});

describe('batches and expiry (issue 18)', () => {
  const tracked = { ...named, batch_tracked: true, opening_balance: '50', opening_rate: '1.5' };

  it('asks for the opening batch only with batches on and an opening stock above 0', () => {
    expect(needsOpeningBatch(tracked)).toBe(true);
    expect(needsOpeningBatch({ ...tracked, opening_balance: '0' })).toBe(false);
    expect(needsOpeningBatch({ ...tracked, opening_balance: '' })).toBe(false);
    expect(needsOpeningBatch({ ...tracked, batch_tracked: false })).toBe(false);
  });

  it("holds step 1 until the opening batches are given, with the shared rules' words at the field", () => {
    const batch = (batch_number: string, batch_expiry: string, quantity = '') => ({
      batch_number,
      batch_expiry,
      quantity,
    });
    const withBatches = (...opening_batches: ReturnType<typeof batch>[]) => ({ ...tracked, opening_batches });
    expect(productIssues(tracked, 'c1', false)).toEqual([
      { field: 'opening_batches', message: 'Give the batch number and expiry of the opening stock' },
    ]);
    expect(isStepValid(1, tracked, false)).toBe(false);
    expect(productIssues(withBatches(batch('AZ-01', '13/2027')), 'c1', false)).toEqual([
      { field: 'opening_batches', message: 'Expiry must be a month and year like 08/2026, or a date' },
    ]);
    for (const expiry of ['12/2027', '12-2027', '12/27', '2027-12', '2027-12-15']) {
      expect(isStepValid(1, withBatches(batch('AZ-01', expiry)), false)).toBe(true);
    }
    // Issue 32: several batches add up to the opening stock, each number once.
    expect(
      productIssues(withBatches(batch('AZ-01', '12/2027', '30'), batch('AZ-02', '06/2028', '15')), 'c1', false),
    ).toEqual([{ field: 'opening_batches', message: 'The opening batches add up to 45, not the opening stock of 50' }]);
    expect(
      productIssues(withBatches(batch('AZ-01', '12/2027', '30'), batch('az-01', '06/2028', '20')), 'c1', false),
    ).toEqual([{ field: 'opening_batches', message: 'Batch az-01 is listed twice' }]);
    expect(isStepValid(1, withBatches(batch('AZ-01', '12/2027', '30'), batch('AZ-02', '06/2028', '20')), false)).toBe(
      true,
    );
    // No opening stock: no batch to name.
    expect(isStepValid(1, { ...tracked, opening_balance: '' }, false)).toBe(true);
  });

  it('sends the switch, and the opening batches only when they are asked for; a lone batch holds it all', () => {
    expect(
      productInputFrom(
        { ...tracked, opening_batches: [{ batch_number: ' AZ-01 ', batch_expiry: ' 12/2027', quantity: '' }] },
        'c1',
      ),
    ).toMatchObject({
      batch_tracked: true,
      opening_batches: [{ batch_number: 'AZ-01', batch_expiry: '12/2027', quantity: '50' }],
    });
    // A batch typed, then the switch turned off: nothing of it is sent.
    expect(
      productInputFrom(
        {
          ...tracked,
          batch_tracked: false,
          opening_batches: [{ batch_number: 'AZ-01', batch_expiry: 'soon', quantity: '' }],
        },
        'c1',
      ),
    ).toMatchObject({ batch_tracked: false, opening_batches: [] });
    expect(productInputFrom(named, 'c1')).toMatchObject({ batch_tracked: false });
  });

  it("shows a product's stored expiry as typed off the pack: a month's end as MM/YYYY, any other day as a date", () => {
    expect(expiryText('2027-12-31')).toBe('12/2027');
    expect(expiryText('2028-02-29')).toBe('02/2028');
    expect(expiryText('2027-12-15')).toBe('2027-12-15');
    expect(expiryText(null)).toBe('');
    const product = {
      stock_item_name: 'Azithromycin 500 mg',
      unit: 'TBS',
      opening_balance: 50,
      opening_rate: 0,
      low_stock_alert: null,
      tax_rate: null,
      batch_tracked: true,
      opening_batches: [{ batch_number: 'AZ-01', batch_expiry: '2027-12-31', quantity: 50 }],
    } as Product;
    expect(productDraftFrom(product)).toMatchObject({
      batch_tracked: true,
      opening_batches: [{ batch_number: 'AZ-01', batch_expiry: '12/2027', quantity: '50' }],
    });
  });
});
