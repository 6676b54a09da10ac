import { describe, expect, it } from 'vitest';
import { emptyInvoiceLine } from '@/lib/invoice-payload';
import { syrup } from '@/test/product-fixtures';
import { itemIssues, withProduct, type ItemDraft } from './item-form';

const item = (fields: Partial<ItemDraft> = {}): ItemDraft => ({
  ...withProduct(emptyInvoiceLine(), syrup),
  rate: '78',
  ...fields,
});
const messages = (draft: ItemDraft, taxEnabled = true) => itemIssues(draft, taxEnabled).map((issue) => issue.message);

describe('the Add Item rules (spec 5)', () => {
  it('starts at 1 piece, and takes the unit, HSN and tax rate of the product picked', () => {
    expect(emptyInvoiceLine()).toMatchObject({ unit: 'PCS', quantity: '1' });
    expect(item()).toMatchObject({ item: 'Cough Syrup 100 ml', unit: 'BTL', hsn_code: '30049011', tax_rate: '12' });
  });

  it('needs an item, a rate above 0 and an amount above 0', () => {
    expect(messages({ ...emptyInvoiceLine(), rate: '10' })).toEqual(['Item is required']);
    expect(messages(item({ rate: '' }))).toEqual(['Rate must be greater than 0']);
    expect(messages(item({ rate: '0.00' }))).toEqual(['Rate must be greater than 0']);
    expect(messages(item({ unit: 'KGS', quantity: '0.001', rate: '0.01' }))).toEqual([
      'Quantity must be greater than 0 and should be a valid decimal number',
    ]);
    expect(messages(item())).toEqual([]);
  });

  it('says which kind of quantity the unit takes, after flooring or rounding it', () => {
    expect(messages(item({ quantity: '0' }))).toEqual([
      'Quantity must be greater than 0 and should be a valid whole number',
    ]);
    expect(messages(item({ quantity: '0.9' }))).toEqual([
      'Quantity must be greater than 0 and should be a valid whole number',
    ]);
    expect(messages(item({ unit: 'KGS', quantity: '0.004' }))).toEqual([
      'Quantity must be greater than 0 and should be a valid decimal number',
    ]);
    expect(messages(item({ unit: 'KGS', quantity: '0.005' }))).toEqual([]);
  });

  it('keeps the discount within the amount and the tax rate within 100%', () => {
    expect(messages(item({ quantity: '2', discount: '156.01' }))).toEqual(['Discount cannot exceed the amount']);
    expect(messages(item({ tax_rate: '100.5' }))).toEqual(['Tax rate must be between 0 and 100']);
    expect(messages(item({ tax_rate: '100.5' }), false)).toEqual([]);
  });
});
