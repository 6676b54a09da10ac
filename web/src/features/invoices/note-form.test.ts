import { describe, expect, it } from 'vitest';
import type { VoucherRow } from '@app/shared/books/voucher-docs';
import { voucherInputSchema } from '@app/shared/books/voucher-input';
import { creditNote, healthMartInvoice, returnedTwo, sanitizerLine } from './note-fixtures';
import {
  NO_INVOICE,
  allReturnable,
  emptyNoteDraft,
  noteFieldOf,
  noteIssues,
  noteAmountsOf,
  notePayloadOf,
  noteQuantitiesOf,
  priceFiguresOf,
  returnFiguresOf,
  returnRowsOf,
  returnStatusOf,
  rowReturnStatusOf,
  type NoteDraft,
  type NoteRules,
} from './note-form';

const TODAY = '2026-05-20';
const rules = (fields: Partial<NoteRules> = {}): NoteRules => {
  const invoice = fields.invoice ?? healthMartInvoice();
  return { type: 'Credit Note', today: TODAY, earliest: '2026-04-01', invoice, rows: returnRowsOf(invoice), ...fields };
};
const draft = (fields: Partial<NoteDraft> = {}): NoteDraft => ({
  ...emptyNoteDraft(TODAY, 'l-bhm', 'inv-1'),
  quantities: ['2'],
  ...fields,
});
const messages = (d: NoteDraft, r = rules()) => noteIssues(d, r).map(({ field, message }) => `${field}: ${message}`);

describe('a note against an invoice (design 5.1)', () => {
  it('offers every line of the invoice with what is left to return', () => {
    expect(returnRowsOf(healthMartInvoice())).toEqual([
      expect.objectContaining({ index: 0, item: 'Hand Sanitizer 500 ml', sold: 5000, returned: 0, returnable: 5000 }),
    ]);
    expect(returnRowsOf(returnedTwo())[0]).toMatchObject({ sold: 5000, returned: 2000, returnable: 3000 });
  });

  it('returns 2 of 5 @ 150.00 + 18% IGST as 300.00 + 54.00 = 354.00, round-off 0', () => {
    const { lines, figures } = returnFiguresOf(returnRowsOf(healthMartInvoice()), ['2'], false);
    expect(lines).toEqual([expect.objectContaining({ row: 0, quantity: 2000, taxable: 30000, igst: 5400 })]);
    expect(figures).toMatchObject({ taxable: 30000, cgst: 0, sgst: 0, igst: 5400, round_off: 0, grand_total: 35400 });
  });

  it('takes exactly what is left when the last of a line is returned', () => {
    // 3 x 95.50 - 10 at 12% CGST + SGST, 1 returned already (91.83 + 5.51 + 5.51): the last 2 are the rest.
    const invoice = healthMartInvoice({
      intra_state: true,
      inventory: [
        sanitizerLine({
          quantity: 3,
          rate: 95.5,
          amount: 286.5,
          discount_amount: 10,
          taxable_value: 276.5,
          tax_rate: 12,
          cgst: 16.59,
          sgst: 16.59,
          igst: 0,
        }),
      ],
      returns: {
        lines: [{ order_index: 0, quantity: 1, taxable_value: 92.17, cgst: 5.53, sgst: 5.53, igst: 0 }],
        credited: 103,
        notes: [],
      },
    });
    const { figures } = returnFiguresOf(returnRowsOf(invoice), ['2'], true);
    expect(figures).toMatchObject({ taxable: 18433, cgst: 1106, sgst: 1106 });
  });

  it('refuses more than is left in the server’s words, a fraction of a bottle, and nothing at all', () => {
    const invoice = returnedTwo();
    expect(messages(draft({ quantities: ['4'] }), rules({ invoice, rows: returnRowsOf(invoice) }))).toEqual([
      'quantities.0: Only 3 of Hand Sanitizer 500 ml can still be returned',
    ]);
    expect(messages(draft({ quantities: ['1.5'] }))).toEqual([
      'quantities.0: Quantity to return should be a valid whole number',
    ]);
    expect(messages(draft({ quantities: [''] }))).toEqual([
      'quantities: Enter the quantity to return of at least one item',
    ]);
    expect(messages(draft({ quantities: ['3'] }), rules({ invoice, rows: returnRowsOf(invoice) }))).toEqual([]);
  });

  it('is dated on or after its invoice, in this financial year, and not after today', () => {
    expect(messages(draft({ date: '2026-05-09' }))).toEqual([
      "date: A note's date cannot be before its invoice's date",
    ]);
    expect(messages(draft({ date: '2026-05-21' }))).toEqual(['date: Date cannot be in the future']);
    expect(messages(draft({ date: '2026-03-31' }))).toEqual([
      'date: Invoice date cannot be before the start of the current financial year',
    ]);
  });

  it('needs a party, and an invoice or a reason with lines', () => {
    expect(messages(draft({ party_id: '', original_id: '' }), rules({ invoice: undefined, rows: [] }))).toEqual([
      'party_id: Please select a customer',
    ]);
    expect(messages(draft({ original_id: '' }), rules({ invoice: undefined, rows: [] }))).toEqual([
      'original_id: Pick the invoice this note is against, or give its reason',
    ]);
    expect(messages(draft({ original_id: NO_INVOICE }), rules({ invoice: undefined, rows: [] }))).toEqual([
      'reason: Pick the invoice this note is against, or give its reason',
      'items: Please add at least one item to continue',
    ]);
  });

  it('sends only the lines returning something, naming their invoice lines, with the totals to check', () => {
    const invoice = healthMartInvoice({
      inventory: [sanitizerLine(), sanitizerLine({ _id: 'e2', entry_id: 'e2', item: 'Face Mask N95', order_index: 1 })],
    });
    const rows = returnRowsOf(invoice);
    const { payload, sent } = notePayloadOf(draft({ quantities: ['', '2'], narration: ' Damaged ' }), {
      companyId: 'c1',
      type: 'Credit Note',
      partyName: 'Bengaluru Health Mart',
      invoice,
      rows,
      taxEnabled: true,
      intraState: false,
    });
    expect(payload).toEqual({
      company_id: 'c1',
      voucher_type: 'Credit Note',
      date: TODAY,
      party_name: 'Bengaluru Health Mart',
      party_name_id: 'l-bhm',
      narration: 'Damaged',
      version: undefined,
      original_voucher_id: 'inv-1',
      additional_charge: 0,
      total: 300,
      discount: 0,
      total_amount: 300,
      total_tax: 54,
      roundoff: 0,
      grand_total: 354,
      items: [{ original_line: 1, quantity: 2 }],
    });
    expect(voucherInputSchema.safeParse(payload).success).toBe(true);
    // The server's items.0.quantity is the form's second row.
    expect(sent).toEqual([1]);
    expect(noteFieldOf('items.0.quantity', sent)).toBe('quantities.1');
    expect(noteFieldOf('items.3.quantity', sent)).toBe('quantities');
    expect(noteFieldOf('date', sent)).toBe('date');
    expect(noteFieldOf('original_voucher_id', sent)).toBe('original_id');
    expect(noteFieldOf('grand_total', sent)).toBeUndefined();
  });

  it('counts what the edited note returned as returnable again, and starts from its quantities', () => {
    const rows = returnRowsOf(returnedTwo(), creditNote());
    expect(rows[0]).toMatchObject({ returned: 0, returnable: 5000 });
    expect(noteQuantitiesOf(rows, creditNote())).toEqual(['2']);
    expect(allReturnable(returnRowsOf(returnedTwo()))).toEqual(['3']);
  });
});

describe('a note against no invoice', () => {
  it('carries its reason and its own lines, priced like an invoice', () => {
    const { payload, sent } = notePayloadOf(
      draft({
        original_id: NO_INVOICE,
        reason: 'Post Sale Discount',
        quantities: [],
        items: [
          {
            key: 'k1',
            item_id: 'p-sanitizer',
            item: 'Hand Sanitizer 500 ml',
            unit: 'BTL',
            hsn_code: '38089400',
            quantity: '1',
            rate: '100',
            discount: '',
            tax_rate: '18',
          },
        ],
      }),
      {
        companyId: 'c1',
        type: 'Credit Note',
        partyName: 'Bengaluru Health Mart',
        rows: [],
        taxEnabled: true,
        intraState: false,
      },
    );
    expect(payload).toMatchObject({ reason: 'Post Sale Discount', grand_total: 118, total_tax: 18 });
    expect(payload.original_voucher_id).toBeUndefined();
    expect(payload.items).toEqual([expect.objectContaining({ item_id: 'p-sanitizer', quantity: 1, rate: 100 })]);
    expect(voucherInputSchema.safeParse(payload).success).toBe(true);
    expect(noteFieldOf('items.0.rate', sent)).toBe('items');
  });
});

describe('return status (issue 18)', () => {
  it('reads Part returned until every line is back, then Returned', () => {
    expect(returnStatusOf(healthMartInvoice())).toBeUndefined();
    expect(returnStatusOf(returnedTwo())).toBe('Part returned');
    const all = returnedTwo();
    expect(
      returnStatusOf({
        ...all,
        returns: all.returns && {
          ...all.returns,
          lines: [{ order_index: 0, quantity: 5, taxable_value: 750, cgst: 0, sgst: 0, igst: 135 }],
        },
      }),
    ).toBe('Returned');
  });

  it('reads a list row by the quantities its notes took back, not by what they credited', () => {
    const row = { grand_total: 885, status: 'active' } as VoucherRow;
    expect(rowReturnStatusOf(row)).toBeUndefined();
    expect(rowReturnStatusOf({ ...row, credited: 354, goods_returned: true })).toBe('Part returned');
    expect(rowReturnStatusOf({ ...row, credited: 885, goods_returned: true, fully_returned: true })).toBe('Returned');
    // A lower price gives nothing back.
    expect(rowReturnStatusOf({ ...row, credited: 118, goods_returned: false })).toBeUndefined();
  });
});

describe('a note changing the price of an invoice (issue 18)', () => {
  const lower = (amounts: string[]) => draft({ kind: 'value', quantities: [], amounts });

  it('lowers 5 @ 150.00 + 18% IGST by 100.00 as 100.00 + 18.00 = 118.00, no quantity', () => {
    const { lines, figures } = priceFiguresOf(returnRowsOf(healthMartInvoice()), ['100'], false, 'value');
    expect(lines).toEqual([expect.objectContaining({ row: 0, quantity: 0, taxable: 10000, igst: 1800 })]);
    expect(figures).toMatchObject({ taxable: 10000, igst: 1800, grand_total: 11800 });
  });

  it('sends the amount per line with the kind, and the reason the portal lists', () => {
    const invoice = healthMartInvoice();
    const { payload, sent } = notePayloadOf(lower(['100']), {
      companyId: 'c1',
      type: 'Credit Note',
      partyName: 'Bengaluru Health Mart',
      invoice,
      rows: returnRowsOf(invoice),
      taxEnabled: true,
      intraState: false,
    });
    expect(payload).toMatchObject({
      note_kind: 'value',
      reason: 'Post Sale Discount',
      original_voucher_id: 'inv-1',
      items: [{ original_line: 0, amount: 100 }],
      grand_total: 118,
    });
    expect(sent).toEqual([0]);
    expect(voucherInputSchema.safeParse(payload).success).toBe(true);
    expect(noteFieldOf('items.0.amount', sent)).toBe('amounts.0');
  });

  it('refuses more than the value left (after 2 of 5 came back: 450.00), bad rupees and nothing at all', () => {
    const invoice = returnedTwo();
    const after = rules({ invoice, rows: returnRowsOf(invoice) });
    expect(messages(lower(['450.01']), after)).toEqual([
      'amounts.0: Only 450.00 of the value of Hand Sanitizer 500 ml can still be lowered',
    ]);
    expect(messages(lower(['10.005']))).toEqual(['amounts.0: Amount should be in rupees with at most 2 decimals']);
    expect(messages(lower([]))).toEqual(['amounts: Enter the amount of at least one item']);
  });

  it('raises a sale with no upper limit, as a debit note on the customer', () => {
    expect(messages(draft({ kind: 'increase', quantities: [], amounts: ['5000'] }))).toEqual([]);
    expect(messages(draft({ kind: 'increase', party_id: '', amounts: ['50'] }))).toEqual([
      'party_id: Please select a customer',
    ]);
  });

  it('fills an edited price note with the amounts it changed', () => {
    const invoice = healthMartInvoice();
    const note = creditNote({
      note_kind: 'value',
      inventory: [sanitizerLine({ quantity: 0, rate: 0, amount: 100, taxable_value: 100, original_line: 0 })],
    });
    expect(noteAmountsOf(returnRowsOf(invoice, note), note)).toEqual(['100']);
  });
});
