import type { BillDraft, DraftLine, ReadNumber, ReadText } from '@app/shared/bills/bill-draft';
import type { Bill } from '@app/shared/bills/bill-record';

/** Bills as the server returns them, for the review logic's tests. */

const at = (top: number) => ({ page: 1, left: 0.1, top, width: 0.3, height: 0.02 });
export const text = (value: string, confidence = 98, top = 0.1): ReadText => ({ value, confidence, region: at(top) });
export const number = (value: number, confidence = 98, top = 0.5): ReadNumber => ({
  value,
  confidence,
  region: at(top),
});

export const draftLine = (
  fields: Partial<Omit<DraftLine, 'description' | 'amount'>> & { description: string; amount: number },
): DraftLine => ({
  hsn_code: null,
  quantity: null,
  unit: null,
  rate: null,
  tax_rate: null,
  ...fields,
  description: text(fields.description),
  amount: number(fields.amount),
});

/** A Pune wholesaler's bill: two lines at 12% GST, CGST + SGST, total ₹1,534.00. */
export const medicalBill: BillDraft = {
  supplier_name: text('Shree Ganesh Medical Agencies', 96, 0.05),
  supplier_gstin: text('27AAPFU0939F1ZV', 99, 0.08),
  bill_number: text('GMA/ 2026/ 114', 72, 0.12),
  bill_date: text('2026-04-18', 95, 0.14),
  lines: [
    draftLine({
      description: 'Cough Syrup 100 ml',
      hsn_code: text('3004 90 11'),
      quantity: number(10),
      unit: text('Btl'),
      rate: number(78),
      tax_rate: number(12),
      amount: 780,
    }),
    draftLine({ description: 'Paracetamol 500 mg strip', quantity: number(50), unit: text('Nos'), amount: 590 }),
  ],
  subtotal: number(1370),
  cgst: number(82.2),
  sgst: number(82.2),
  igst: null,
  tax_total: null,
  round_off: number(-0.4),
  grand_total: number(1534, 91, 0.8),
  pages: 1,
};

export const bill = (fields: Partial<Bill> = {}): Bill => ({
  _id: 'b-1',
  company_id: 'c-1',
  status: 'ready',
  source: 'upload',
  file_name: 'ganesh-114.pdf',
  media_type: 'application/pdf',
  size: 24_447,
  sender: null,
  subject: null,
  failure: null,
  read_by: 'pdf-text',
  draft: medicalBill,
  problems: [],
  supplier_match: { _id: 'l-ganesh', name: 'Shree Ganesh Medical Agencies', by: 'gstin' },
  line_matches: [{ _id: 'p-syrup', name: 'Cough Syrup 100 ml', by: 'hsn' }, null],
  voucher_id: null,
  voucher_number: null,
  pages: 1,
  readings: 1,
  file_url: 'https://uploads.example/bills/b-1.pdf',
  version: 1,
  created_at: '2026-04-20T05:30:00.000Z',
  updated_at: '2026-04-20T05:30:04.000Z',
  ...fields,
});
