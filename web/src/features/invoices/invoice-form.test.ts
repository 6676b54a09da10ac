import { describe, expect, it } from 'vitest';
import { voucherInputSchema } from '@app/shared/books/voucher-input';
import {
  emptyInvoiceDraft,
  figuresOfDraft,
  invoiceIssues,
  payloadIssues,
  paymentStatusOf,
  voucherPayloadOf,
  type InvoiceDraft,
  type InvoiceRules,
  type LineDraft,
} from './invoice-form';

const TODAY = '2026-11-22';
const line = (fields: Partial<LineDraft>): LineDraft => ({
  key: 'k1',
  item_id: 'p-syrup',
  item: 'Cough Syrup 100 ml',
  unit: 'BTL',
  hsn_code: '30049011',
  quantity: '3',
  rate: '95.50',
  discount: '10',
  tax_rate: '12',
  ...fields,
});
const rules = (fields: Partial<InvoiceRules> = {}): InvoiceRules => ({
  type: 'Sales',
  taxEnabled: true,
  intraState: true,
  today: TODAY,
  earliest: '2026-04-01',
  ...fields,
});
const draft = (fields: Partial<InvoiceDraft> = {}): InvoiceDraft => ({
  ...emptyInvoiceDraft(TODAY),
  party_id: 'party-1',
  items: [line({})],
  ...fields,
});
const messages = (d: InvoiceDraft, r = rules()) => invoiceIssues(d, r).map((issue) => issue.message);
const rupees = (paise: number) => paise / 100;

describe('a new invoice (spec 4 and 9)', () => {
  it('is dated today and due a week later', () => {
    const fresh = emptyInvoiceDraft(TODAY, 'SI/26-27/0007');
    expect(fresh).toMatchObject({ date: '2026-11-22', due_date: '2026-11-29', voucher_number: 'SI/26-27/0007' });
  });
});

describe('the invoice rules (spec 5)', () => {
  it('needs a valid date, not after today and not before the financial year', () => {
    expect(messages(draft({ date: '' }))).toEqual(['Please select a valid date']);
    expect(messages(draft({ date: '31/02/2026' }))).toEqual(['Please select a valid date']);
    expect(messages(draft({ date: '2026-11-23' }))).toEqual(['Date cannot be in the future']);
    expect(messages(draft({ date: '2026-03-31' }))).toEqual([
      'Invoice date cannot be before the start of the current financial year',
    ]);
    expect(messages(draft({ date: '2026-04-01' }))).toEqual([]);
  });

  it('lets an edit keep a date from before the financial year, as the server does', () => {
    const original = { date: '2026-03-31', due_date: '2026-04-07' };
    expect(messages(draft({ date: '2026-03-31', due_date: '2026-04-07' }), rules({ original }))).toEqual([]);
    expect(messages(draft({ date: '2026-03-30', due_date: '2026-04-07' }), rules({ original }))).toEqual([
      'Invoice date cannot be before the start of the current financial year',
    ]);
  });

  it('names the party by the invoice type', () => {
    expect(messages(draft({ party_id: '' }))).toEqual(['Please select a customer']);
    expect(messages(draft({ party_id: '', voucher_number: 'B-1' }), rules({ type: 'Purchase' }))).toEqual([
      'Please select a supplier',
    ]);
  });

  it("needs a purchase's bill number, in GST's form", () => {
    const purchase = rules({ type: 'Purchase' });
    expect(messages(draft({ voucher_number: ' ' }), purchase)).toEqual(['Supplier invoice number is required']);
    expect(messages(draft({ voucher_number: 'BILL 42' }), purchase)).toEqual([
      'Invoice number can have at most 16 letters, digits, - and /',
    ]);
    expect(messages(draft({ voucher_number: 'CPL/2026/0042' }), purchase)).toEqual([]);
  });

  it('needs an item, a due date from today on, and no more paid than the grand total', () => {
    expect(messages(draft({ items: [] }))).toEqual(['Please add at least one item to continue']);
    expect(messages(draft({ due_date: '2026-11-21' }))).toEqual(['Due date cannot be before today']);
    // 3 x 95.50 - 10 + 12% = 309.68, rounded to 310.
    expect(messages(draft({ paid_amount: '310.01' }))).toEqual(['Paid amount cannot exceed the grand total']);
    expect(messages(draft({ paid_amount: '310' }))).toEqual([]);
  });

  it('lists every problem at once, in the order the form reads', () => {
    const fields = invoiceIssues(draft({ date: '', party_id: '', items: [] }), rules()).map((issue) => issue.field);
    expect(fields).toEqual(['date', 'party_id', 'items']);
  });
});

describe('the figures, as the server computes them (GST.md)', () => {
  it('splits an intra-state line into equal CGST and SGST and rounds the total to rupees', () => {
    const figures = figuresOfDraft(draft(), rules());
    expect([figures.subtotal, figures.discount, figures.taxable].map(rupees)).toEqual([286.5, 10, 276.5]);
    expect([figures.cgst, figures.sgst, figures.igst, figures.tax].map(rupees)).toEqual([16.59, 16.59, 0, 33.18]);
    expect([figures.round_off, figures.grand_total].map(rupees)).toEqual([0.32, 310]);
  });

  it('charges IGST inter-state', () => {
    const figures = figuresOfDraft(
      draft({ items: [line({ quantity: '12', rate: '62.50', discount: '' })] }),
      rules({ intraState: false }),
    );
    expect([figures.taxable, figures.igst, figures.cgst, figures.grand_total].map(rupees)).toEqual([750, 90, 0, 840]);
  });

  it("matches India Compliance's oracles", () => {
    const big = figuresOfDraft(
      draft({ items: [line({ quantity: '1000', rate: '100', discount: '', tax_rate: '18' })] }),
      rules(),
    );
    expect([big.taxable, big.cgst, big.sgst, big.grand_total].map(rupees)).toEqual([100000, 9000, 9000, 118000]);
    const odd = figuresOfDraft(
      draft({ items: [line({ quantity: '1', rate: '62.51', discount: '', tax_rate: '18' })] }),
      rules(),
    );
    expect([odd.cgst, odd.sgst].map(rupees)).toEqual([5.63, 5.63]);
  });

  it('adds the additional charge before rounding, and charges no tax with tax off', () => {
    const figures = figuresOfDraft(draft({ additional_charge: '25.40' }), rules({ taxEnabled: false }));
    expect([figures.tax, figures.additional_charge, figures.round_off, figures.grand_total].map(rupees)).toEqual([
      0, 25.4, 0.1, 302,
    ]);
  });

  it('keeps the tax of a purchase under reverse charge out of what the supplier is owed (issue 33)', () => {
    const freight = draft({
      voucher_number: 'GT/77',
      reverse_charge: true,
      items: [line({ quantity: '1', rate: '5000', discount: '', tax_rate: '5' })],
    });
    const figures = figuresOfDraft(freight, rules({ type: 'Purchase' }));
    expect([figures.taxable, figures.cgst, figures.sgst, figures.grand_total].map(rupees)).toEqual([
      5000, 125, 125, 5000,
    ]);
    const payload = voucherPayloadOf(freight, {
      companyId: 'c1',
      type: 'Purchase',
      taxEnabled: true,
      intraState: true,
      partyName: 'Shree Transport',
    });
    expect(payload).toMatchObject({ reverse_charge: true, total_tax: 250, grand_total: 5000 });
    expect(voucherInputSchema.safeParse(payload).success).toBe(true);
  });

  it('says Paid, Partially Paid or Unpaid from the paid amount', () => {
    const figures = figuresOfDraft(draft(), rules());
    expect(paymentStatusOf('', figures)).toBe('Unpaid');
    expect(paymentStatusOf('100', figures)).toBe('Partially Paid');
    expect(paymentStatusOf('310.00', figures)).toBe('Paid');
  });
});

describe('the voucher payload', () => {
  const context = {
    companyId: 'c1',
    type: 'Sales' as const,
    taxEnabled: true,
    intraState: true,
    partyName: 'Sharma Traders',
  };

  it('sends every figure the server will check, and no number for a sale', () => {
    const payload = voucherPayloadOf(
      draft({ paid_amount: '100', vehicle_number: 'mh 12 ab 1234', mode_of_transport: 'By Road' }),
      context,
    );
    expect(payload).toMatchObject({
      company_id: 'c1',
      voucher_type: 'Sales',
      voucher_number: undefined,
      party_name: 'Sharma Traders',
      party_name_id: 'party-1',
      date: TODAY,
      due_date: '2026-11-29',
      mode_of_transport: 'By Road',
      vehicle_number: 'MH12AB1234',
      paid_amount: 100,
      total: 286.5,
      discount: 10,
      total_amount: 276.5,
      total_tax: 33.18,
      roundoff: 0.32,
      grand_total: 310,
      items: [
        {
          item_id: 'p-syrup',
          quantity: 3,
          rate: 95.5,
          discount_amount: 10,
          tax_rate: 12,
          amount: 286.5,
          tax_amount: 33.18,
          total_amount: 309.68,
          hsn_code: '30049011',
        },
      ],
    });
    expect(payloadIssues(payload)).toEqual([]);
    expect(voucherInputSchema.safeParse(payload).success).toBe(true);
  });

  it("sends a purchase's bill number, and leaves the tax fields out with tax off", () => {
    const payload = voucherPayloadOf(draft({ voucher_number: ' CPL/0042 ', payment_mode: 'NEFT' }), {
      ...context,
      type: 'Purchase',
      taxEnabled: false,
    });
    expect(payload).toMatchObject({ voucher_number: 'CPL/0042', payment_mode: undefined, due_date: undefined });
    expect(payload.items?.[0]).toMatchObject({ tax_rate: 0, tax_amount: 0, total_amount: 276.5, hsn_code: undefined });
  });
});
