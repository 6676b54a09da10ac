import { describe, expect, it } from 'vitest';
import { productInputSchema, productTaxIssues } from './products';

const base = { company_id: 'c1', stock_item_name: 'Paracetamol 500 mg', unit: 'TBS' };
const problems = (input: object) => {
  const result = productInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the product form and API input', () => {
  it('takes JSON numbers and multipart text alike, empty fields meaning none', () => {
    const fromJson = productInputSchema.parse({ ...base, opening_balance: 120, opening_rate: 1.75 });
    const fromForm = productInputSchema.parse({
      ...base,
      opening_balance: '120',
      opening_rate: ' 1.75 ',
      low_stock_alert: '',
      category_id: '',
      image: '',
      taxability: '',
    });
    expect(fromJson).toEqual(fromForm);
    expect(fromForm).toMatchObject({ opening_balance: '120', opening_rate: '1.75', category_id: null, image: null });
    expect(fromForm.low_stock_alert).toBeUndefined();
    expect(fromForm.taxability).toBeUndefined();
  });

  it('gives the spec messages for the required fields', () => {
    expect(problems({ company_id: 'c1' })).toEqual([
      ['stock_item_name', 'Product name is required'],
      ['unit', 'Product must have a measuring unit'],
    ]);
  });

  it('checks quantities against the unit and the opening value against the books limit', () => {
    expect(problems({ ...base, unit: 'PCS', low_stock_alert: '2.5' })).toEqual([
      ['low_stock_alert', 'Low stock alert must be a whole number for Pieces (PCS)'],
    ]);
    expect(problems({ ...base, unit: 'KGS', opening_balance: '999999999', opening_rate: '99999999999' })).toEqual([
      ['opening_rate', 'Opening stock value is too large'],
    ]);
  });

  it('requires the tax fields only with tax on (spec 4, 5)', () => {
    expect(productTaxIssues({ hsn_code: undefined, taxability: undefined, tax_rate: undefined }, false)).toEqual([]);
    expect(productTaxIssues({ hsn_code: undefined, taxability: undefined, tax_rate: undefined }, true)).toEqual([
      { field: 'hsn_code', message: 'HSN code is required' },
      { field: 'taxability', message: 'Taxability is required' },
    ]);
    expect(productTaxIssues({ hsn_code: '3004', taxability: 'Taxable', tax_rate: '0' }, true)).toEqual([
      { field: 'tax_rate', message: 'Tax percentage is required' },
    ]);
    expect(productTaxIssues({ hsn_code: '3004', taxability: 'Nil Rated', tax_rate: undefined }, true)).toEqual([]);
    expect(productTaxIssues({ hsn_code: '3004', taxability: 'Taxable', tax_rate: '18' }, true)).toEqual([]);
  });
});
