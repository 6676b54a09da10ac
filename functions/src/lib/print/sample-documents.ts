import { invoiceFigures, lineFigures, paymentStatus } from '@app/shared/books/invoice-maths';
import type { Paise } from '@app/shared/money';
import type { LineBatch, StoredInvoiceLine, VoucherRecord } from '#lib/books/voucher-record';
import type { PrintCompany } from './print-company';

/**
 * Sample documents with fixed figures: the sample print template of /xyz (spec 9: A4 portrait,
 * 28 item rows), and the invoices the print tests and the print benchmark render. Figures come
 * from the same invoice maths as real vouchers, so a sample is a voucher the books could hold.
 */

export const SAMPLE_COMPANY: PrintCompany = {
  name: 'Verma Medical Stores',
  addressLines: ['Shop 4, Laxmi Road', 'Pune - 411030'],
  state: 'Maharashtra',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  phone: '+91 9822012345',
  email: 'accounts@vermamedical.in',
  website: null,
  taxEnabled: true,
  bank: {
    name: 'HDFC Bank',
    accountNumber: '50200012345678',
    ifsc: 'HDFC0000123',
    branch: 'Camp, Pune',
    holder: 'Verma Medical Stores',
  },
  logo: null,
  paymentQr: null,
};

/** The company without GST registration: tax off, no GSTIN (it issues plain invoices). */
export const SAMPLE_UNTAXED_COMPANY: PrintCompany = { ...SAMPLE_COMPANY, gstin: null, taxEnabled: false, bank: null };

const CATALOGUE: { name: string; unit: string; hsn: string; rate: Paise; taxRate: number; decimals?: boolean }[] = [
  { name: 'Paracetamol 500 mg (strip of 10)', unit: 'STRP', hsn: '30049099', rate: 2500, taxRate: 1200 },
  { name: 'Cough Syrup 100 ml', unit: 'BTL', hsn: '30049011', rate: 9500, taxRate: 1200 },
  { name: 'Hand Sanitizer 500 ml', unit: 'BTL', hsn: '38089400', rate: 16000, taxRate: 1800 },
  { name: 'ORS Powder 21 g', unit: 'PCS', hsn: '30049099', rate: 2200, taxRate: 1200 },
  { name: 'Basmati Rice', unit: 'KGS', hsn: '1006', rate: 11250, taxRate: 500, decimals: true },
  { name: 'Cotton Bandage 10 cm', unit: 'ROLL', hsn: '30059090', rate: 3500, taxRate: 1200 },
  { name: 'Digital Thermometer', unit: 'PCS', hsn: '90251990', rate: 24900, taxRate: 1800 },
];

const PARTIES = {
  intra: {
    name: 'Sharma Medical Hall',
    group: 'Debtors',
    tin: '27AAGCS2288K1ZV',
    address: '12 Station Road',
    state: 'Maharashtra',
    country: 'India',
    pincode: '411001',
    phone: '+91 9822098220',
    email: null,
  },
  inter: {
    name: 'Bengaluru Health Mart',
    group: 'Debtors',
    tin: '29AAGCB7383J1Z4',
    address: '4 MG Road',
    state: 'Karnataka',
    country: 'India',
    pincode: '560001',
    phone: null,
    email: 'purchase@bhm.in',
  },
};

export interface SampleInvoiceOptions {
  lines: number;
  intraState?: boolean;
  taxEnabled?: boolean;
  voucherNumber?: string;
}

/** A sales invoice of `lines` lines cycling through a pharmacy's catalogue, dated 22-11-2026. */
export function sampleInvoice({
  lines,
  intraState = true,
  taxEnabled = true,
  voucherNumber = 'SI/26-27/0042',
}: SampleInvoiceOptions): VoucherRecord {
  const stored: StoredInvoiceLine[] = Array.from({ length: lines }, (_, index) => {
    const product = CATALOGUE[index % CATALOGUE.length] ?? CATALOGUE[0];
    if (!product) throw new Error('The sample catalogue is empty');
    const quantity = product.decimals ? 2500 + (index % 4) * 250 : (1 + (index % 9)) * 1000;
    const discount = index % 5 === 4 ? 500 : 0;
    const taxRate = taxEnabled ? product.taxRate : 0;
    const figures = lineFigures({ quantity, rate: product.rate, discount, tax_rate: taxRate }, intraState);
    return {
      index,
      product_id: `sample-${index % CATALOGUE.length}`,
      name: product.name,
      unit: product.unit,
      hsn_code: product.hsn,
      quantity,
      rate: product.rate,
      tax_rate: taxRate,
      ...figures,
      order_number: null,
      order_due_date: null,
    };
  });
  const totals = invoiceFigures(stored, lines > 3 ? 15000 : 0);
  const party = intraState ? PARTIES.intra : PARTIES.inter;
  return {
    voucher_id: 'sample',
    company_id: 'sample',
    voucher_type: 'Sales',
    voucher_number: voucherNumber,
    date: '2026-11-22',
    party_id: 'sample-party',
    party,
    account_id: null,
    place_of_supply: party.state,
    intra_state: intraState,
    tax_enabled: taxEnabled,
    narration: 'Delivered with the evening van.',
    reference_number: null,
    reference_date: null,
    mode_of_transport: 'By Road',
    vehicle_number: 'MH12AB1234',
    payment_mode: 'NEFT',
    due_date: '2026-11-29',
    paid_amount: 0,
    payment_status: paymentStatus(0, totals.grand_total),
    ...totals,
    lines: stored,
    accounting: [],
    status: 'active',
    version: 1,
    created_at: '2026-11-22T10:00:00.000Z',
    created_by: 'sample',
    updated_at: '2026-11-22T10:00:00.000Z',
    updated_by: 'sample',
  };
}

/** A receipt of ₹12,500.50 from a customer into the bank. */
export function sampleReceipt(): VoucherRecord {
  const base = sampleInvoice({ lines: 0 });
  return {
    ...base,
    voucher_type: 'Receipt',
    voucher_number: 'RV/26-27/0007',
    account_id: 'bank',
    payment_mode: 'Cash',
    narration: 'Cheque 004512 against SI/26-27/0042',
    lines: [],
    accounting: [
      { index: 0, ledger_id: 'sample-party', ledger_name: base.party.name, amount: 1250050 },
      { index: 1, ledger_id: 'bank', ledger_name: 'HDFC Bank Current A/c', amount: -1250050 },
    ],
  };
}

/**
 * Design 5.1's credit note: 2 of the 5 Hand Sanitizers of SI/26-27/0001 (10-05-2026) returned by
 * Bengaluru Health Mart, 300.00 + IGST 18% 54.00 = 354.00, settled against that invoice.
 */
export function sampleCreditNote(): VoucherRecord {
  const base = sampleInvoice({ lines: 0, intraState: false });
  const sanitizer = CATALOGUE.find((product) => product.hsn === '38089400');
  if (!sanitizer) throw new Error('The sample catalogue has no sanitizer');
  const line = { quantity: 2000, rate: 15000, discount: 0, tax_rate: sanitizer.taxRate };
  const lines: StoredInvoiceLine[] = [
    {
      index: 0,
      product_id: 'sample-2',
      name: sanitizer.name,
      unit: sanitizer.unit,
      hsn_code: sanitizer.hsn,
      quantity: line.quantity,
      rate: line.rate,
      tax_rate: line.tax_rate,
      ...lineFigures(line, false),
      order_number: null,
      order_due_date: null,
      original_line: 0,
    },
  ];
  const totals = invoiceFigures(lines, 0);
  return {
    ...base,
    voucher_type: 'Credit Note',
    voucher_number: 'CN/26-27/0001',
    date: '2026-05-15',
    narration: null,
    mode_of_transport: null,
    vehicle_number: null,
    payment_mode: null,
    due_date: null,
    paid_amount: totals.grand_total,
    payment_status: 'Paid',
    ...totals,
    lines,
    against: { voucher_id: 'sample-invoice', voucher_number: 'SI/26-27/0001', date: '2026-05-10', grand_total: 88500 },
    reason: 'Sales Return',
    created_at: '2026-05-15T10:00:00.000Z',
    updated_at: '2026-05-15T10:00:00.000Z',
  };
}

/**
 * Design 5.2's FEFO sale to a pharmacy, 15-06-2026: 130 strips of Paracetamol split over the batch
 * expiring first, P2401 (08/2026, MRP 3.00) 100 and P2407 (06/2027, no MRP recorded) 30, at 2.50
 * with 12% GST (250.00 + 15.00 + 15.00 and 75.00 + 4.50 + 4.50); and 2 rolls of a bandage that is
 * not batch-tracked, 70.00 + 4.20 + 4.20. 442.40 rounds to 442.00.
 */
export function sampleBatchInvoice(): VoucherRecord {
  const base = sampleInvoice({ lines: 0, voucherNumber: 'SI/26-27/0007' });
  const [paracetamol, bandage] = [CATALOGUE[0], CATALOGUE[5]];
  if (!paracetamol || !bandage) throw new Error('The sample catalogue has no paracetamol or bandage');
  const batches: LineBatch[] = [
    { key: 'P2401', number: 'P2401', expiry: '2026-08-31', mfg: '2024-09-30', mrp: 300 },
    { key: 'P2407', number: 'P2407', expiry: '2027-06-30', mfg: null, mrp: null },
  ];
  const line = (
    index: number,
    product: (typeof CATALOGUE)[number],
    quantity: number,
    rate: Paise,
    batch: LineBatch | null,
  ): StoredInvoiceLine => ({
    index,
    product_id: `sample-${CATALOGUE.indexOf(product)}`,
    name: product.name,
    unit: product.unit,
    hsn_code: product.hsn,
    quantity,
    rate,
    tax_rate: product.taxRate,
    ...lineFigures({ quantity, rate, discount: 0, tax_rate: product.taxRate }, true),
    order_number: null,
    order_due_date: null,
    ...(batch ? { batch } : {}),
  });
  const lines = [
    line(0, paracetamol, 100_000, 250, batches[0] ?? null),
    line(1, paracetamol, 30_000, 250, batches[1] ?? null),
    line(2, bandage, 2000, bandage.rate, null),
  ];
  const totals = invoiceFigures(lines, 0);
  return {
    ...base,
    date: '2026-06-15',
    due_date: '2026-06-30',
    payment_status: paymentStatus(0, totals.grand_total),
    ...totals,
    lines,
    created_at: '2026-06-15T10:00:00.000Z',
    updated_at: '2026-06-15T10:00:00.000Z',
  };
}
