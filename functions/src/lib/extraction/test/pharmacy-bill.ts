import { type FieldSpec, expenseDocument, expenseResponse } from './expense-builder';

/**
 * A pharmacy distributor's GST bill to a chemist in the same state (Maharashtra), built by hand as
 * AnalyzeExpense would read it, since no public response shows Indian fields. Figures:
 *   1200 x 18.50 = 22,200.00; 850 x 62.40 = 53,040.00; 600 x 97.37 = 58,422.00
 *   taxable value 1,33,662.00; CGST 6% 8,019.72; SGST 6% 8,019.72; total 1,49,701.44
 *   round off -0.44; grand total 1,49,701.00
 * Each line carries its HSN and GST rate differently: a PRODUCT_CODE and a 'GST %' column; an
 * 'HSN/SAC' column and '6% 6%' in the row; only the row's text (with a batch and expiry beside the HSN).
 * The first two lines have batch and expiry columns as Textract names them (OTHER, by header); the
 * first an MRP and 100 free; the second no free quantity ('-') and no discount ('0.00').
 */
export const PHARMACY_SUMMARY: FieldSpec[] = [
  { type: 'VENDOR_NAME', value: 'SHREE GANESH\nPHARMA DISTRIBUTORS', confidence: 98.2, top: 0.04 },
  { type: 'VENDOR_ADDRESS', value: 'Shop 12, Budhwar Peth, Pune 411002', confidence: 96, top: 0.07 },
  { type: 'VENDOR_GST_NUMBER', label: 'GSTIN:', value: '27AAPFU0939F1ZV', confidence: 97.5, top: 0.1 },
  { type: 'RECEIVER_NAME', label: 'Bill To:', value: 'MEDPLUS CHEMISTS', confidence: 94, top: 0.16 },
  { type: 'OTHER', label: 'Buyer GSTIN:', value: '27AAACM3025E1ZZ', confidence: 96, top: 0.19 },
  { type: 'INVOICE_RECEIPT_ID', label: 'Invoice No.', value: 'GST/24-25/0193', confidence: 99.1, top: 0.12, left: 0.7 },
  { type: 'INVOICE_RECEIPT_DATE', label: 'Date', value: '05/08/2024', confidence: 98.7, top: 0.14, left: 0.7 },
  { type: 'DUE_DATE', label: 'Due Date', value: '04/09/2024', confidence: 97, top: 0.16, left: 0.7 },
  { type: 'SUBTOTAL', label: 'Taxable Value', value: '1,33,662.00', confidence: 97.4, top: 0.62, left: 0.7 },
  { type: 'TAX', label: 'CGST @ 6%', value: '8,019.72', confidence: 96.8, top: 0.64, left: 0.7 },
  { type: 'TAX', label: 'SGST @ 6%', value: 'Rs. 8,019.72', confidence: 95.9, top: 0.66, left: 0.7 },
  { type: 'TOTAL', label: 'Total', value: '1,49,701.44', confidence: 97.7, top: 0.68, left: 0.7 },
  { type: 'OTHER', label: 'Round Off', value: '(0.44)', confidence: 93.3, top: 0.7, left: 0.7 },
  { type: 'TOTAL', label: 'Grand Total', value: '₹ 1,49,701.00', confidence: 98.9, top: 0.72, left: 0.7 },
  { type: 'OTHER', label: 'Amount in words', value: 'Rupees One Lakh Forty Nine Thousand Seven Hundred One Only' },
];

export const PHARMACY_LINES: FieldSpec[][] = [
  [
    { type: 'ITEM', label: 'Particulars', value: 'PARACETAMOL 650MG TAB 15S', confidence: 97.1, top: 0.3 },
    { type: 'PRODUCT_CODE', label: 'HSN', value: '30049099', confidence: 91.2, top: 0.3, left: 0.35 },
    { type: 'QUANTITY', label: 'Qty', value: '1200', confidence: 98.4, top: 0.3, left: 0.45 },
    { type: 'UNIT_PRICE', label: 'Rate', value: '18.50', confidence: 97.6, top: 0.3, left: 0.55 },
    { type: 'OTHER', label: 'GST %', value: '12%', confidence: 92.5, top: 0.3, left: 0.65 },
    { type: 'OTHER', label: 'Batch', value: 'AB 24117', confidence: 90.1, top: 0.3, left: 0.25 },
    { type: 'OTHER', label: 'Exp.', value: '06/27', confidence: 91.3, top: 0.3, left: 0.3 },
    { type: 'OTHER', label: 'M.R.P.', value: '32.50', confidence: 95, top: 0.3, left: 0.4 },
    { type: 'OTHER', label: 'Free', value: '100', confidence: 96.2, top: 0.3, left: 0.5 },
    { type: 'PRICE', label: 'Amount', value: '22,200.00', confidence: 98.8, top: 0.3, left: 0.8 },
    {
      type: 'EXPENSE_ROW',
      value: 'PARACETAMOL 650MG TAB 15S 30049099 1200 18.50 12% 22,200.00',
      confidence: 96,
      top: 0.3,
      left: 0.05,
    },
  ],
  [
    { type: 'ITEM', label: 'Particulars', value: 'AMOXICILLIN 500MG CAP 10S', confidence: 96.4, top: 0.34 },
    { type: 'OTHER', label: 'HSN/SAC', value: '3004 10 10', confidence: 88.7, top: 0.34, left: 0.35 },
    { type: 'QUANTITY', label: 'Qty', value: '850 STRIP', confidence: 97.9, top: 0.34, left: 0.45 },
    { type: 'UNIT_PRICE', label: 'Rate', value: '62.40', confidence: 97.2, top: 0.34, left: 0.55 },
    { type: 'OTHER', label: 'Batch No.', value: 'KX1029B', confidence: 92, top: 0.34, left: 0.25 },
    { type: 'OTHER', label: 'Expiry', value: 'Jan-2027', confidence: 93, top: 0.34, left: 0.3 },
    { type: 'OTHER', label: 'Free', value: '-', confidence: 80, top: 0.34, left: 0.5 },
    { type: 'OTHER', label: 'Disc %', value: '0.00', confidence: 90, top: 0.34, left: 0.6 },
    { type: 'PRICE', label: 'Amount', value: '53,040.00', confidence: 98.1, top: 0.34, left: 0.8 },
    {
      type: 'EXPENSE_ROW',
      value: 'AMOXICILLIN 500MG CAP 10S 3004 10 10 850 STRIP 62.40 6% 6% 53,040.00',
      confidence: 94.5,
      top: 0.34,
      left: 0.05,
    },
  ],
  [
    { type: 'ITEM', label: 'Particulars', value: 'PANTOPRAZOLE 40MG TAB 15S', confidence: 95.8, top: 0.38 },
    { type: 'QUANTITY', label: 'Qty', value: '600', confidence: 98.6, top: 0.38, left: 0.45 },
    { type: 'UNIT', label: 'Unit', value: 'STRIP', confidence: 90.3, top: 0.38, left: 0.5 },
    { type: 'UNIT_PRICE', label: 'Rate', value: '97.37', confidence: 96.9, top: 0.38, left: 0.55 },
    { type: 'PRICE', label: 'Amount', value: '58,422.00', confidence: 98.3, top: 0.38, left: 0.8 },
    {
      type: 'EXPENSE_ROW',
      value: 'PANTOPRAZOLE 40MG TAB 15S B2309 12/26 30049099 600 STRIP 97.37 12% 58,422.00',
      confidence: 93.7,
      top: 0.38,
      left: 0.05,
    },
  ],
  [
    { type: 'ITEM', value: 'Total', confidence: 90, top: 0.42 },
    { type: 'QUANTITY', value: '2650', confidence: 90, top: 0.42, left: 0.45 },
    { type: 'PRICE', value: '1,33,662.00', confidence: 90, top: 0.42, left: 0.8 },
  ],
];

export const pharmacyBill = (summary = PHARMACY_SUMMARY, lines = PHARMACY_LINES) =>
  expenseResponse(expenseDocument(summary, lines));
