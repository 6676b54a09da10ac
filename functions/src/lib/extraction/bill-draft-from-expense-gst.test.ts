import { describe, expect, it } from 'vitest';
import type { BillDraft } from '@app/shared/bills/bill-draft';
import { billDraftFromExpense } from './bill-draft-from-expense';
import { draftProblems } from './draft-problems';
import { type FieldSpec, expenseDocument, expenseResponse, regionAt } from './test/expense-builder';
import { PHARMACY_LINES, PHARMACY_SUMMARY, pharmacyBill } from './test/pharmacy-bill';

const SUPPLIER_GSTIN = '27AAPFU0939F1ZV';
const BUYER_GSTIN = '27AAACM3025E1ZZ';
const withSummary = (...replacements: FieldSpec[]) =>
  pharmacyBill([
    ...PHARMACY_SUMMARY.filter((field) => !replacements.some((replacement) => replacement.type === field.type)),
    ...replacements,
  ]);

describe("billDraftFromExpense on a pharmacy distributor's GST bill", () => {
  it('reads every field, with its confidence and place', () => {
    const expected: BillDraft = {
      supplier_name: { value: 'SHREE GANESH PHARMA DISTRIBUTORS', confidence: 98.2, region: regionAt(0.04) },
      supplier_gstin: { value: SUPPLIER_GSTIN, confidence: 97.5, region: regionAt(0.1) },
      bill_number: { value: 'GST/24-25/0193', confidence: 99.1, region: regionAt(0.12, 0.7) },
      bill_date: { value: '2024-08-05', confidence: 98.7, region: regionAt(0.14, 0.7) },
      lines: [
        {
          description: { value: 'PARACETAMOL 650MG TAB 15S', confidence: 97.1, region: regionAt(0.3) },
          hsn_code: { value: '30049099', confidence: 91.2, region: regionAt(0.3, 0.35) },
          quantity: { value: 1200, confidence: 98.4, region: regionAt(0.3, 0.45) },
          unit: null,
          rate: { value: 18.5, confidence: 97.6, region: regionAt(0.3, 0.55) },
          tax_rate: { value: 12, confidence: 92.5, region: regionAt(0.3, 0.65) },
          amount: { value: 22200, confidence: 98.8, region: regionAt(0.3, 0.8) },
          // OCR's space inside the batch number dropped; the expiry as the month's last day.
          batch: { value: 'AB24117', confidence: 90.1, region: regionAt(0.3, 0.25) },
          expiry: { value: '2027-06-30', confidence: 91.3, region: regionAt(0.3, 0.3) },
          mrp: { value: 32.5, confidence: 95, region: regionAt(0.3, 0.4) },
          free_quantity: { value: 100, confidence: 96.2, region: regionAt(0.3, 0.5) },
          discount: null,
        },
        {
          description: { value: 'AMOXICILLIN 500MG CAP 10S', confidence: 96.4, region: regionAt(0.34) },
          hsn_code: { value: '30041010', confidence: 88.7, region: regionAt(0.34, 0.35) },
          quantity: { value: 850, confidence: 97.9, region: regionAt(0.34, 0.45) },
          unit: { value: 'STRIP', confidence: 97.9, region: regionAt(0.34, 0.45) },
          rate: { value: 62.4, confidence: 97.2, region: regionAt(0.34, 0.55) },
          // '6% 6%' in the row: CGST and SGST at 6% each.
          tax_rate: { value: 12, confidence: 94.5, region: regionAt(0.34, 0.05) },
          amount: { value: 53040, confidence: 98.1, region: regionAt(0.34, 0.8) },
          batch: { value: 'KX1029B', confidence: 92, region: regionAt(0.34, 0.25) },
          expiry: { value: '2027-01-31', confidence: 93, region: regionAt(0.34, 0.3) },
          mrp: null,
          free_quantity: null,
          discount: null,
        },
        {
          description: { value: 'PANTOPRAZOLE 40MG TAB 15S', confidence: 95.8, region: regionAt(0.38) },
          // From the row, past batch 'B2309' and expiry '12/26'.
          hsn_code: { value: '30049099', confidence: 93.7, region: regionAt(0.38, 0.05) },
          quantity: { value: 600, confidence: 98.6, region: regionAt(0.38, 0.45) },
          unit: { value: 'STRIP', confidence: 90.3, region: regionAt(0.38, 0.5) },
          rate: { value: 97.37, confidence: 96.9, region: regionAt(0.38, 0.55) },
          tax_rate: { value: 12, confidence: 93.7, region: regionAt(0.38, 0.05) },
          amount: { value: 58422, confidence: 98.3, region: regionAt(0.38, 0.8) },
          // Printed in the row, but under no header: not read.
          batch: null,
          expiry: null,
          mrp: null,
          free_quantity: null,
          discount: null,
        },
      ],
      subtotal: { value: 133662, confidence: 97.4, region: regionAt(0.62, 0.7) },
      cgst: { value: 8019.72, confidence: 96.8, region: regionAt(0.64, 0.7) },
      sgst: { value: 8019.72, confidence: 95.9, region: regionAt(0.66, 0.7) },
      igst: null,
      // No plain TAX figure printed: CGST + SGST, as sure as the less sure of them, printed nowhere.
      tax_total: { value: 16039.44, confidence: 95.9, region: null },
      round_off: { value: -0.44, confidence: 93.3, region: regionAt(0.7, 0.7) },
      // 'Grand Total' wins over 'Total' (before round off).
      grand_total: { value: 149701, confidence: 98.9, region: regionAt(0.72, 0.7) },
      pages: 1,
    };
    const draft = billDraftFromExpense(pharmacyBill());
    expect(draft).toEqual(expected);
    expect(draftProblems(draft)).toEqual([]);
  });

  it('takes a printed tax total over the sum of CGST and SGST', () => {
    const draft = billDraftFromExpense(
      pharmacyBill([
        ...PHARMACY_SUMMARY,
        { type: 'TAX', label: 'Total GST', value: '16,039.40', confidence: 91, top: 0.67 },
      ]),
    );
    expect(draft.tax_total).toEqual({ value: 16039.4, confidence: 91, region: regionAt(0.67) });
    expect([draft.cgst?.value, draft.sgst?.value]).toEqual([8019.72, 8019.72]);
  });

  it('works out a tax printed only as its rate, when the subtotal and total agree with it', () => {
    const bill = (total: string) =>
      billDraftFromExpense(
        expenseResponse(
          expenseDocument([
            { type: 'SUBTOTAL', label: 'Subtotal', value: '$10,375', confidence: 95, top: 0.6 },
            { type: 'TAX', label: 'Sales Tax', value: '3%', confidence: 95, top: 0.62 },
            { type: 'TOTAL', label: 'Total', value: total, confidence: 95, top: 0.64 },
          ]),
        ),
      );
    expect(bill('$10,686.25').tax_total).toEqual({ value: 311.25, confidence: 95, region: null });
    expect(bill('$10,726.25').tax_total).toBeNull();
  });

  it("takes CGST's figure for SGST when OCR lost SGST, and the totals block's CGST and SGST over a summary's parts by rate", () => {
    const withoutSgst = PHARMACY_SUMMARY.filter((field) => !field.label?.startsWith('SGST'));
    const draft = billDraftFromExpense(pharmacyBill(withoutSgst));
    expect(draft.sgst).toEqual({ value: 8019.72, confidence: 50, region: null });
    expect(draft.tax_total?.value).toBe(16039.44);
    // A summary by rate misread ('GST 5%' 820 for 16.40) gives way to the totals block's figures.
    const byRate = [
      { type: 'TAX', label: 'GST 5%', value: '820', confidence: 60 },
      { type: 'TAX', label: 'GST 12%', value: '15,219.04', confidence: 90 },
    ];
    expect(billDraftFromExpense(pharmacyBill([...withoutSgst, ...byRate])).tax_total?.value).toBe(16039.44);
    // On an inter-state bill (IGST), no SGST is made up.
    const igst = { type: 'TAX', label: 'IGST @ 12%', value: '16,039.44', confidence: 95 };
    expect(billDraftFromExpense(pharmacyBill([...withoutSgst, igst])).sgst).toBeNull();
  });

  it('leaves a cess out of the taxes, as the draft has no place for it', () => {
    const draft = billDraftFromExpense(
      pharmacyBill([...PHARMACY_SUMMARY, { type: 'TAX', label: 'Cess @ 1%', value: '1,336.62' }]),
    );
    expect([draft.cgst?.value, draft.sgst?.value, draft.tax_total?.value]).toEqual([8019.72, 8019.72, 16039.44]);
  });

  it('reads IGST on an inter-state bill, and UTGST as SGST', () => {
    const igst = billDraftFromExpense(withSummary({ type: 'TAX', label: 'IGST 12%', value: '16,039.44' }));
    expect([igst.igst?.value, igst.cgst, igst.sgst, igst.tax_total?.value]).toEqual([16039.44, null, null, 16039.44]);
    const utgst = billDraftFromExpense(
      pharmacyBill([
        ...PHARMACY_SUMMARY.filter((field) => !field.label?.startsWith('SGST')),
        { type: 'OTHER', label: 'UTGST @ 6%', value: '8,019.72' },
      ]),
    );
    expect(utgst.sgst?.value).toBe(8019.72);
  });

  it('adds up CGST printed at two rates, and counts a figure Textract reports twice once', () => {
    const draft = billDraftFromExpense(
      pharmacyBill([
        ...PHARMACY_SUMMARY,
        { type: 'TAX', label: 'CGST @ 9%', value: '90.00', confidence: 90 },
        { type: 'TAX', label: 'CGST @ 9%', value: '90.00', confidence: 90 },
      ]),
    );
    expect(draft.cgst).toEqual({ value: 8109.72, confidence: 90, region: null });
  });

  it("counts IGST once when a bill prints it by rate and again in its totals ('ADD IGST')", () => {
    const withoutTaxes = PHARMACY_SUMMARY.filter((field) => field.type !== 'TAX' && !/gst/i.test(field.label ?? ''));
    const draft = billDraftFromExpense(
      pharmacyBill([
        ...withoutTaxes,
        { type: 'TAX', label: 'IGST 5%', value: '79.27', confidence: 90 },
        { type: 'TAX', label: 'IGST 12%', value: '2285.80', confidence: 90 },
        { type: 'TAX', label: 'ADD IGST', value: '2365.07', confidence: 92 },
      ]),
    );
    expect([draft.igst?.value, draft.tax_total?.value]).toEqual([2365.07, 2365.07]);
  });

  it('takes the other half for a CGST or SGST read a hundred times too large (a decimal mark OCR dropped)', () => {
    const withoutTaxes = PHARMACY_SUMMARY.filter((field) => field.type !== 'TAX' && !/gst/i.test(field.label ?? ''));
    const halves = (cgst: string, sgst: string) =>
      billDraftFromExpense(
        pharmacyBill([
          ...withoutTaxes,
          // OCR lost the space: 'CGSTAmt' is CGST still.
          { type: 'TAX', label: 'CGSTAmt', value: cgst, confidence: 70 },
          { type: 'TAX', label: 'SGST Amt', value: sgst, confidence: 70 },
        ]),
      );
    const dropped = halves('45424', '454.24');
    expect([dropped.cgst, dropped.sgst?.value, dropped.tax_total?.value]).toEqual([
      { value: 454.24, confidence: 50, region: null },
      454.24,
      908.48,
    ]);
    expect(halves('454.24', '45424').sgst?.value).toBe(454.24);
    // Halves that differ otherwise are shown as read: the reviewer sees the gap.
    expect([halves('454.24', '454.42').cgst?.value, halves('454.24', '454.42').sgst?.value]).toEqual([454.24, 454.42]);
  });

  it("adds up a summary's tax at each rate ('GST 5%', 'GST 12%'), unless a plain total is printed", () => {
    const byRate = [
      { type: 'TAX', label: 'GST 5%', value: '16.40', confidence: 90 },
      { type: 'TAX', label: 'GST 12%', value: '1,140.22', confidence: 91 },
      { type: 'TAX', label: 'GST 18%', value: '465.86', confidence: 92 },
    ];
    const withoutParts = PHARMACY_SUMMARY.filter((field) => field.type !== 'TAX');
    expect(billDraftFromExpense(pharmacyBill([...withoutParts, ...byRate])).tax_total).toEqual({
      value: 1622.48,
      confidence: 90,
      region: null,
    });
    // A printed total is taken as printed, even a paisa off the parts: the reviewer sees the gap.
    const plain = { type: 'TAX', label: 'Total GST', value: '1,622.49', confidence: 95 };
    expect(billDraftFromExpense(pharmacyBill([...withoutParts, ...byRate, plain])).tax_total?.value).toBe(1622.49);
    // One rate alone is the bill's whole tax.
    const one = billDraftFromExpense(pharmacyBill([...withoutParts, byRate[1] ?? plain]));
    expect(one.tax_total?.value).toBe(1140.22);
  });

  describe("the supplier's GSTIN", () => {
    it('is found in an OTHER field or the address block when no GSTIN field is typed', () => {
      const inOther = withSummary(
        { type: 'VENDOR_GST_NUMBER', value: '' },
        { type: 'OTHER', label: 'GSTIN', value: SUPPLIER_GSTIN, top: 0.1 },
      );
      expect(billDraftFromExpense(inOther).supplier_gstin?.value).toBe(SUPPLIER_GSTIN);
      const inAddress = withSummary(
        { type: 'VENDOR_GST_NUMBER', value: '' },
        { type: 'VENDOR_ADDRESS', value: `Budhwar Peth, Pune 411002\nGSTIN: ${SUPPLIER_GSTIN}` },
      );
      expect(billDraftFromExpense(inAddress).supplier_gstin?.value).toBe(SUPPLIER_GSTIN);
    });

    it("is never the buyer's: labelled so, or the company's own GSTIN given by the caller", () => {
      const onlyBuyers = withSummary({ type: 'VENDOR_GST_NUMBER', value: '' });
      expect(billDraftFromExpense(onlyBuyers).supplier_gstin).toBeNull();
      const unlabelled = pharmacyBill([
        ...PHARMACY_SUMMARY.filter((field) => !field.label?.includes('GSTIN')),
        { type: 'OTHER', label: 'GSTIN', value: BUYER_GSTIN, top: 0.19 },
      ]);
      expect(billDraftFromExpense(unlabelled, { buyer: { names: [], gstin: BUYER_GSTIN } }).supplier_gstin).toBeNull();
      const both = pharmacyBill([
        ...PHARMACY_SUMMARY.filter((field) => !field.label?.includes('GSTIN')),
        { type: 'OTHER', label: 'GSTIN', value: BUYER_GSTIN, top: 0.19 },
        { type: 'OTHER', label: 'GSTIN', value: SUPPLIER_GSTIN, top: 0.1 },
      ]);
      // Neither labelled: the letterhead's, higher on the page, comes first.
      expect(billDraftFromExpense(both).supplier_gstin?.value).toBe(SUPPLIER_GSTIN);
    });

    it('is repaired when OCR read a 1 as I (capped at 80% sure); a wrong check character is shown at 40%', () => {
      const misread = billDraftFromExpense(withSummary({ type: 'VENDOR_GST_NUMBER', value: '27AAPFU0939FIZV' }));
      expect(misread.supplier_gstin).toMatchObject({ value: SUPPLIER_GSTIN, confidence: 80 });
      const wrongCheck = billDraftFromExpense(withSummary({ type: 'VENDOR_GST_NUMBER', value: '27AAPFU0939F1ZA' }));
      expect(wrongCheck.supplier_gstin).toMatchObject({ value: '27AAPFU0939F1ZA', confidence: 40 });
    });
  });

  it("never takes the buying company's own name for the supplier's, when Textract takes the buyer's block for the vendor (issue 34)", () => {
    const swapped = withSummary(
      { type: 'VENDOR_NAME', value: 'M/s Verma Medical Stores Pvt. Ltd.', confidence: 99, top: 0.02 },
      { type: 'VENDOR_URL', value: 'www.shreeganeshpharma.in', top: 0.06 },
    );
    const buyer = { names: ['Verma Medical Stores Private Limited'], gstin: BUYER_GSTIN };
    expect(billDraftFromExpense(swapped).supplier_name?.value).toBe('M/s Verma Medical Stores Pvt. Ltd.');
    expect(billDraftFromExpense(swapped, { buyer }).supplier_name?.value).toBe('shreeganeshpharma.in');
  });

  it('reads 05/08/2024 as 5 August, unless the bill proves its dates month-first', () => {
    expect(billDraftFromExpense(pharmacyBill()).bill_date?.value).toBe('2024-08-05');
    const monthFirst = withSummary({ type: 'DUE_DATE', label: 'Due Date', value: '09/19/2024' });
    expect(billDraftFromExpense(monthFirst).bill_date?.value).toBe('2024-05-08');
  });

  it('reads the number and date from OTHER fields labelled so when Textract did not type them', () => {
    const draft = billDraftFromExpense(
      pharmacyBill([
        ...PHARMACY_SUMMARY.filter((field) => !field.type.startsWith('INVOICE_RECEIPT')),
        { type: 'OTHER', label: 'Bill No:', value: 'GST/24-25/0193', confidence: 90 },
        { type: 'OTHER', label: 'Bill Date', value: '05-Aug-2024', confidence: 90 },
        { type: 'OTHER', label: 'Date of Supply', value: '06/08/2024', confidence: 99 },
      ]),
    );
    expect([draft.bill_number?.value, draft.bill_date?.value]).toEqual(['GST/24-25/0193', '2024-08-05']);
  });

  it('derives a missing amount from quantity x rate, and a missing quantity from amount / rate', () => {
    const response = expenseResponse(
      expenseDocument(PHARMACY_SUMMARY, [
        [
          { type: 'ITEM', value: 'ORS SACHET 21G', confidence: 95 },
          { type: 'QUANTITY', value: '300', confidence: 90 },
          { type: 'UNIT_PRICE', value: '19.35', confidence: 85 },
        ],
        [
          { type: 'ITEM', value: 'ZINC 20MG TAB', confidence: 95 },
          { type: 'UNIT_PRICE', value: '12.40', confidence: 88 },
          { type: 'PRICE', value: '4,340.00', confidence: 97 },
        ],
      ]),
    );
    const [ors, zinc] = billDraftFromExpense(response).lines;
    expect(ors?.amount).toEqual({ value: 5805, confidence: 85, region: null });
    expect(zinc?.quantity).toEqual({ value: 350, confidence: 88, region: null });
  });

  it("reads a scheme's free quantity printed with the billed one, and a discount as a percent or in rupees", () => {
    const line = (quantity: string, discount: FieldSpec, amount: string): FieldSpec[] => [
      { type: 'ITEM', value: 'AZITHROMYCIN 500 TAB', confidence: 95 },
      { type: 'QUANTITY', label: 'Qty+Free', value: quantity, confidence: 90 },
      { type: 'UNIT_PRICE', label: 'PTR', value: '20.00', confidence: 90 },
      discount,
      { type: 'PRICE', label: 'Amount', value: amount, confidence: 97 },
    ];
    const response = expenseResponse(
      expenseDocument(PHARMACY_SUMMARY, [
        line('100+10', { type: 'OTHER', label: 'Disc%', value: '5.00', confidence: 80 }, '1,900.00'),
        line('100', { type: 'OTHER', label: 'Disc', value: '100.00', confidence: 81 }, '1,900.00'),
        line('100', { type: 'OTHER', label: 'Disc', value: '5', confidence: 82 }, '1,900.00'),
        line('100', { type: 'OTHER', label: 'Dis%', value: '12.50', confidence: 83 }, '2,000.00'),
      ]),
    );
    const lines = billDraftFromExpense(response).lines;
    expect(lines.map((read) => [read.quantity?.value, read.free_quantity?.value ?? 0])).toEqual([
      [100, 10],
      [100, 0],
      [100, 0],
      [100, 0],
    ]);
    // 5% of 100 x 20.00; 100.00 rupees; a bare 5 that only a percent explains; a percent the amount
    // does not bear out, taken as printed since its header says '%'.
    expect(lines.map((read) => read.discount?.value)).toEqual([100, 100, 100, 250]);
  });

  it('drops the table\'s "Total" row', () => {
    expect(PHARMACY_LINES).toHaveLength(4);
    expect(billDraftFromExpense(pharmacyBill()).lines).toHaveLength(3);
  });
});
