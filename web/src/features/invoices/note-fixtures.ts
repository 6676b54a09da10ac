import type { Voucher } from '@app/shared/books/voucher-docs';

/**
 * The tests' invoice of design 5.1 (docs/design/returns-and-batches.md): a Maharashtra company sells
 * 5 Hand Sanitizers at 150.00 + 18% IGST to Bengaluru Health Mart (Karnataka), 885.00; and the note
 * returning 2 of them, 354.00. For tests only.
 */

type Line = Voucher['inventory'][number];

export const sanitizerLine = (fields: Partial<Line> = {}): Line => ({
  _id: 'e1',
  entry_id: 'e1',
  vouchar_id: 'inv-1',
  item: 'Hand Sanitizer 500 ml',
  item_id: 'p-sanitizer',
  unit: 'BTL',
  hsn_code: '38089400',
  quantity: 5,
  rate: 150,
  amount: 750,
  discount_amount: 0,
  taxable_value: 750,
  tax_rate: 18,
  cgst: 0,
  sgst: 0,
  igst: 135,
  tax_amount: 135,
  total_amount: 885,
  order_number: null,
  order_due_date: null,
  order_index: 0,
  original_line: null,
  ...fields,
});

export const healthMartInvoice = (fields: Partial<Voucher> = {}): Voucher => ({
  _id: 'inv-1',
  vouchar_id: 'inv-1',
  company_id: 'c1',
  voucher_type: 'Sales',
  voucher_type_id: 'Sales',
  voucher_number: 'SI/26-27/0001',
  date: '2026-05-10',
  party_name: 'Bengaluru Health Mart',
  party_name_id: 'l-bhm',
  party_details: {
    name: 'Bengaluru Health Mart',
    group: 'Debtors',
    tin: '29AAGCB7383J1Z4',
    address: null,
    state: 'Karnataka',
    country: 'India',
    pincode: null,
    phone: null,
    email: null,
  },
  account_id: null,
  place_of_supply: 'Karnataka',
  intra_state: false,
  tax_enabled: true,
  reverse_charge: false,
  narration: null,
  reference_number: null,
  reference_date: null,
  mode_of_transport: null,
  vehicle_number: null,
  payment_mode: null,
  due_date: null,
  paid_amount: 0,
  payment_status: 'Unpaid',
  total: 750,
  discount: 0,
  total_amount: 750,
  cgst: 0,
  sgst: 0,
  igst: 135,
  total_tax: 135,
  additional_charge: 0,
  roundoff: 0,
  grand_total: 885,
  amount: -885,
  is_deemed_positive: true,
  accounting_entries: [],
  inventory: [sanitizerLine()],
  status: 'active',
  is_cancelled: false,
  version: 1,
  created_at: '2026-05-10T05:30:00.000Z',
  updated_at: '2026-05-10T05:30:00.000Z',
  ...fields,
});

/** The invoice once CN/26-27/0001 returned 2 of its 5 (354.00). */
export const returnedTwo = (fields: Partial<Voucher> = {}): Voucher =>
  healthMartInvoice({
    version: 2,
    balance_due: 531,
    returns: {
      lines: [{ order_index: 0, quantity: 2, taxable_value: 300, cgst: 0, sgst: 0, igst: 54 }],
      credited: 354,
      notes: [{ vouchar_id: 'cn-1', voucher_number: 'CN/26-27/0001', date: '2026-05-15', grand_total: 354 }],
    },
    ...fields,
  });

/** CN/26-27/0001: 2 of the 5 returned. */
export const creditNote = (fields: Partial<Voucher> = {}): Voucher =>
  healthMartInvoice({
    _id: 'cn-1',
    vouchar_id: 'cn-1',
    voucher_type: 'Credit Note',
    voucher_type_id: 'Credit Note',
    voucher_number: 'CN/26-27/0001',
    date: '2026-05-15',
    payment_status: 'Paid',
    total: 300,
    total_amount: 300,
    igst: 54,
    total_tax: 54,
    grand_total: 354,
    amount: 354,
    inventory: [
      sanitizerLine({
        _id: 'n1',
        entry_id: 'n1',
        vouchar_id: 'cn-1',
        quantity: 2,
        amount: 300,
        taxable_value: 300,
        igst: 54,
        tax_amount: 54,
        total_amount: 354,
        original_line: 0,
      }),
    ],
    against: { vouchar_id: 'inv-1', voucher_number: 'SI/26-27/0001', date: '2026-05-10', grand_total: 885 },
    reason: null,
    created_at: '2026-05-15T05:30:00.000Z',
    updated_at: '2026-05-15T05:30:00.000Z',
    ...fields,
  });
