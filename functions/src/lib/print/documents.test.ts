import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { invoiceFigures } from '@app/shared/books/invoice-maths';
import { differenceFromReference, pdfPages, renderPngs } from '../../../test/pdf';
import { invoiceDocument } from './invoice-document';
import { journalVoucherDocument } from './journal-voucher-document';
import { moneyVoucherDocument } from './money-voucher-document';
import { renderPdf } from './pdf-renderer';
import {
  SAMPLE_COMPANY,
  SAMPLE_UNTAXED_COMPANY,
  sampleBatchInvoice,
  sampleCreditNote,
  sampleInvoice,
  sampleReceipt,
} from './sample-documents';

const REFERENCES = join(import.meta.dirname, 'reference-images');
/** At most 0.2% of a page's pixels may differ from its reference (font hinting, not layout). */
const TOLERANCE = 0.002;

const DOCUMENTS = {
  intra: () => invoiceDocument(sampleInvoice({ lines: 5 }), SAMPLE_COMPANY),
  inter: () => invoiceDocument(sampleInvoice({ lines: 5, intraState: false }), SAMPLE_COMPANY),
  untaxed: () => invoiceDocument(sampleInvoice({ lines: 5, taxEnabled: false }), SAMPLE_UNTAXED_COMPANY),
  long: () => invoiceDocument(sampleInvoice({ lines: 120 }), SAMPLE_COMPANY),
  receipt: () => moneyVoucherDocument(sampleReceipt(), SAMPLE_COMPANY),
  note: () => invoiceDocument(sampleCreditNote(), SAMPLE_COMPANY),
  batch: () => invoiceDocument(sampleBatchInvoice(), SAMPLE_COMPANY),
};

const printed = async (name: keyof typeof DOCUMENTS) => {
  const bytes = await renderPdf(DOCUMENTS[name]());
  return { bytes, pages: await pdfPages(bytes) };
};

/** Everything GST rule 46 asks of the issuer, and the foot of every invoice. */
const ISSUER = [
  'Verma Medical Stores',
  'Shop 4, Laxmi Road',
  'Pune - 411030',
  'GSTIN: 27AAPFU0939F1ZV',
  'State: Maharashtra (Code 27)',
  '+91 9822012345',
];
const FOOT = ['Terms & Conditions', 'For Verma Medical Stores', 'Authorised Signatory'];

/** A payment QR as the company's uploaded image becomes (a data URL of a small black square). */
function paymentQr() {
  const png = new PNG({ width: 24, height: 24 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([0, 0, 0, 255], i);
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

describe('printed documents (text read back from the PDF)', () => {
  it('an intra-state tax invoice carries every rule 46 field, CGST and SGST, and the HSN summary', async () => {
    const { pages } = await printed('intra');
    const [text = ''] = pages;
    expect(pages).toHaveLength(1);
    for (const field of [
      ...ISSUER,
      'Tax Invoice',
      'Original for Recipient',
      'SI/26-27/0042',
      '22-11-2026',
      '29-11-2026',
      'Place of Supply',
      'Maharashtra (27)',
      'Reverse Charge',
      'By Road, MH12AB1234',
      'Bill To',
      'Sharma Medical Hall',
      '12 Station Road',
      'GSTIN: 27AAGCS2288K1ZV',
      'S.No.',
      'Description of Goods',
      'HSN/SAC',
      'Quantity',
      'Rate',
      'Disc.',
      'Taxable Value',
      'Basmati Rice',
      '1006',
      '2.5 KGS',
      '276.25',
      'CGST',
      'SGST',
      'Round Off',
      '0.17',
      'Grand Total',
      '₹1,346.00',
      'Rupees One Thousand Three Hundred Forty Six Only',
      'HSN/SAC-wise Tax Summary',
      '136.58',
      'Bank Details',
      '50200012345678',
      'HDFC0000123',
      ...FOOT,
      'Page 1 of 1',
    ]) {
      expect(text).toContain(field);
    }
    expect(text).not.toContain('IGST');
  });

  it('an inter-state invoice charges IGST and names the place of supply with its code', async () => {
    const [text = ''] = (await printed('inter')).pages;
    for (const field of [
      'Karnataka (29)',
      'Bengaluru Health Mart',
      'GSTIN: 29AAGCB7383J1Z4',
      'IGST',
      '13.81',
      '136.57',
      '0.18',
      '₹1,346.00',
    ]) {
      expect(text).toContain(field);
    }
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it('a company with tax off prints a plain invoice without tax columns, GSTIN or HSN summary', async () => {
    const [text = ''] = (await printed('untaxed')).pages;
    for (const field of [
      'Invoice',
      'SI/26-27/0042',
      'Sharma Medical Hall',
      'Round Off',
      '- 0.25',
      '₹1,209.00',
      'Rupees One Thousand Two Hundred Nine Only',
    ]) {
      expect(text).toContain(field);
    }
    expect(text).not.toMatch(/Tax Invoice|HSN|CGST|SGST|IGST|Taxable Value|GSTIN: 27AAPFU0939F1ZV|Place of Supply/);
  });

  it('a 120-line invoice runs onto 3 pages, the table header on each, the totals on the last', async () => {
    const { pages } = await printed('long');
    expect(pages).toHaveLength(3);
    pages.forEach((text, index) => {
      expect(text).toContain('Description of Goods');
      expect(text).toContain(`Page ${index + 1} of 3`);
      if (index > 0) expect(text).toContain('Tax Invoice SI/26-27/0042 (continued)');
      expect(text.includes('Grand Total')).toBe(index === 2);
    });
    expect(pages.join('\n')).toMatch(/120 Paracetamol 500 mg/);
  });

  it("a purchase prints as a purchase bill under the supplier's bill number", async () => {
    const purchase = { ...sampleInvoice({ lines: 3 }), voucher_type: 'Purchase' as const, voucher_number: 'HPD/2611' };
    const [text = ''] = await pdfPages(await renderPdf(invoiceDocument(purchase, SAMPLE_COMPANY)));
    for (const field of [
      'Purchase Bill',
      'Bill No.',
      'HPD/2611',
      'Bill Date',
      'Supplier (Bill From)',
      'CGST',
      'Grand Total',
    ]) {
      expect(text).toContain(field);
    }
    expect(text).not.toMatch(/Tax Invoice|Original for Recipient|Reverse Charge|Bank Details/);
  });

  it('a credit note carries every rule 53(1A) field: its number and date, the invoice it is against, the reason', async () => {
    const { pages } = await printed('note');
    const [text = ''] = pages;
    expect(pages).toHaveLength(1);
    // Design 5.1: 2 of 5 Hand Sanitizers of SI/26-27/0001 back, 300.00 + IGST 18% 54.00 = 354.00.
    for (const field of [
      ...ISSUER,
      'Credit Note',
      'Original for Recipient',
      'Note No.',
      'CN/26-27/0001',
      'Note Date',
      '15-05-2026',
      'Against Invoice',
      'SI/26-27/0001 dated 10-05-2026',
      'Reason',
      'Sales Return',
      'Place of Supply',
      'Karnataka (29)',
      'Reverse Charge',
      'Bill To',
      'Bengaluru Health Mart',
      '4 MG Road',
      'Karnataka (29) - 560001',
      'GSTIN: 29AAGCB7383J1Z4',
      'Hand Sanitizer 500 ml',
      '38089400',
      '2 BTL',
      '150.00',
      'Taxable Value',
      '300.00',
      'IGST',
      '18%',
      '54.00',
      'Grand Total',
      '₹354.00',
      'Rupees Three Hundred Fifty Four Only',
      'HSN/SAC-wise Tax Summary',
      'All disputes are subject to Maharashtra jurisdiction only.',
      ...FOOT,
      'Page 1 of 1',
    ]) {
      expect(text).toContain(field);
    }
    expect(text).not.toMatch(
      /Tax Invoice|Invoice No\.|Invoice Date|Due Date|Payment Mode|Bank Details|50200012345678|Goods once sold|CGST|SGST/,
    );
  });

  it('a pharmacy invoice prints each batch line with its batch, expiry and MRP under the item (rule 65)', async () => {
    const { pages } = await printed('batch');
    const [text = ''] = pages;
    expect(pages).toHaveLength(1);
    // Design 5.2's FEFO sale: P2401 100 = 250.00 + 15.00 + 15.00, P2407 30 = 75.00 + 4.50 + 4.50,
    // and a bandage without batches 70.00 + 4.20 + 4.20; 442.40 rounds to 442.00.
    for (const field of [
      'Tax Invoice',
      'SI/26-27/0007',
      '15-06-2026',
      'Sharma Medical Hall',
      '100 STRP',
      '280.00',
      '30 STRP',
      '84.00',
      '2 ROLL',
      '78.40',
      'CGST',
      '23.70',
      '- 0.40',
      '₹442.00',
      'Rupees Four Hundred Forty Two Only',
    ]) {
      expect(text).toContain(field);
    }
    // No column of their own: the batch prints on a second line of the item's description cell,
    // and the MRP only where the batch has one; the bandage's row prints as every other row does.
    expect(text).toContain(
      [
        '1 Paracetamol 500 mg (strip of 10)',
        'Batch P2401 · Exp 08/2026 · MRP ₹3.00',
        '30049099 100 STRP 2.50 250.00 6% 15.00 6% 15.00 280.00',
        '2 Paracetamol 500 mg (strip of 10)',
        'Batch P2407 · Exp 06/2027',
        '30049099 30 STRP 2.50 75.00 6% 4.50 6% 4.50 84.00',
        '3 Cotton Bandage 10 cm 30059090 2 ROLL 35.00 70.00 6% 4.20 6% 4.20 78.40',
      ].join('\n'),
    );
    expect(text.match(/Batch /g)).toHaveLength(2);
    expect(text).not.toMatch(/Batch P2407[^\n]*MRP|Mfg|2024/);
    expect(text).not.toMatch(/^S\.No\..*(Batch|Expiry|MRP)/m);
  });

  it("a purchase bill prints a scheme's free units under the billed quantity, its figures those of the billed", async () => {
    // The P2401 line bought as '100 + 20 free': 100 STRP at 2.50, 250.00 + 15.00 + 15.00.
    const invoice = sampleBatchInvoice();
    const lines = invoice.lines.slice(0, 1).map((line) => ({ ...line, free_quantity: 20_000 }));
    const bill = { ...invoice, ...invoiceFigures(lines, 0), lines, voucher_type: 'Purchase' as const };
    const [text = ''] = await pdfPages(await renderPdf(invoiceDocument(bill, SAMPLE_COMPANY)));
    expect(text).toContain('30049099 100 STRP\n+ 20 free\n2.50 250.00 6% 15.00 6% 15.00 280.00\n');
    expect(text).toContain('₹280.00');
  });

  it('a note returning a batch line prints its batch, and lines without a batch print as before', async () => {
    // The whole P2401 line of SI/26-27/0007 comes back: a note line keeps its invoice line's batch.
    const invoice = sampleBatchInvoice();
    const lines = invoice.lines.slice(0, 1).map((line) => ({ ...line, original_line: line.index }));
    const note = {
      ...sampleCreditNote(),
      ...invoiceFigures(lines, 0),
      lines,
      party: invoice.party,
      place_of_supply: invoice.place_of_supply,
      intra_state: true,
      against: { voucher_id: 'sample', voucher_number: 'SI/26-27/0007', date: '2026-06-15', grand_total: 44200 },
    };
    const [text = ''] = await pdfPages(await renderPdf(invoiceDocument(note, SAMPLE_COMPANY)));
    for (const field of ['Credit Note', 'SI/26-27/0007 dated 15-06-2026', '₹280.00']) expect(text).toContain(field);
    expect(text).toContain('1 Paracetamol 500 mg (strip of 10)\nBatch P2401 · Exp 08/2026 · MRP ₹3.00\n');
    const [plain = ''] = (await printed('intra')).pages;
    expect(plain).not.toMatch(/Batch|Exp \d|MRP/);
  });

  it('a note prints no payment QR and no bank details, which the sales invoice of the same company does', async () => {
    const company = { ...SAMPLE_COMPANY, paymentQr: paymentQr() };
    const [invoice = ''] = await pdfPages(await renderPdf(invoiceDocument(sampleInvoice({ lines: 1 }), company)));
    const [note = ''] = await pdfPages(await renderPdf(invoiceDocument(sampleCreditNote(), company)));
    expect(invoice).toContain('Scan to pay');
    expect(invoice).toContain('Bank Details');
    expect(invoice).toContain('Goods once sold');
    expect(note).not.toMatch(/Scan to pay|Bank Details|Goods once sold/);
  });

  it('a standalone debit note names the supplier and its reason, and no invoice it is against', async () => {
    const debitNote = {
      ...sampleCreditNote(),
      voucher_type: 'Debit Note' as const,
      voucher_number: 'DN/26-27/0003',
      party: { ...sampleCreditNote().party, name: 'Haryana Pharma Distributors', group: 'Creditors' },
      against: null,
      reason: 'Deficiency in services',
      status: 'cancelled' as const,
    };
    const [text = ''] = await pdfPages(await renderPdf(invoiceDocument(debitNote, SAMPLE_COMPANY)));
    for (const field of [
      'Debit Note',
      'Note No.',
      'DN/26-27/0003',
      'Reason',
      'Deficiency in services',
      'Supplier',
      'Haryana Pharma Distributors',
      'Status',
      'Cancelled',
      '₹354.00',
    ]) {
      expect(text).toContain(field);
    }
    expect(text).not.toMatch(/Against Invoice|Bill From|Bill To|Reverse Charge|Goods once sold/);
  });

  it('a debit note raising a sale names the buyer, and its line a price change with no quantity or rate', async () => {
    const note = sampleCreditNote();
    const [sold] = note.lines;
    if (!sold) throw new Error('The sample credit note has no line');
    // 50.00 more on the Hand Sanitizers of SI/26-27/0001, IGST 18% 9.00: 59.00.
    const lines = [
      { ...sold, quantity: 0, rate: 0, amount: 5000, discount: 0, taxable: 5000, igst: 900, tax: 900, total: 5900 },
    ];
    const raise = {
      ...note,
      ...invoiceFigures(lines, 0),
      lines,
      voucher_type: 'Debit Note' as const,
      voucher_number: 'DN/26-27/0001',
      note_kind: 'increase' as const,
      reason: 'Correction in Invoice',
    };
    const [text = ''] = await pdfPages(await renderPdf(invoiceDocument(raise, SAMPLE_COMPANY)));
    for (const field of [
      'Debit Note',
      'DN/26-27/0001',
      'SI/26-27/0001 dated 10-05-2026',
      'Correction in Invoice',
      'Bill To',
      'Increase in price (no goods supplied)',
      '₹59.00',
    ]) {
      expect(text).toContain(field);
    }
    expect(text).not.toMatch(/\b0 BTL\b|Supplier/);
  });

  it('a payment prints as a payment voucher: paid to, paid from', async () => {
    const receipt = sampleReceipt();
    const payment = {
      ...receipt,
      voucher_type: 'Payment' as const,
      voucher_number: 'PV/26-27/0003',
      accounting: receipt.accounting.map((line) => ({ ...line, amount: -line.amount })),
    };
    const [text = ''] = await pdfPages(await renderPdf(moneyVoucherDocument(payment, SAMPLE_COMPANY)));
    for (const field of [
      'Payment Voucher',
      'PV/26-27/0003',
      'Paid To',
      'Paid From',
      'HDFC Bank Current A/c',
      '₹12,500.50',
    ]) {
      expect(text).toContain(field);
    }
  });

  it('a journal prints its lines, debit and credit, with equal totals and the narration (issue 32)', async () => {
    const receipt = sampleReceipt();
    const journal = {
      ...receipt,
      voucher_type: 'Journal' as const,
      voucher_number: 'JV/26-27/0002',
      grand_total: 500000,
      narration: 'Depreciation on furniture at 10%',
      accounting: [
        { index: 0, ledger_id: 'dep', ledger_name: 'Depreciation', amount: -500000 },
        { index: 1, ledger_id: 'fur', ledger_name: 'Furniture and Fixtures', amount: 500000 },
      ],
    };
    const [text = ''] = await pdfPages(await renderPdf(journalVoucherDocument(journal, SAMPLE_COMPANY)));
    for (const field of [
      'Journal Voucher',
      'JV/26-27/0002',
      'Particulars',
      'Depreciation',
      'Furniture and Fixtures',
      '5,000.00',
      'Five Thousand',
      'Depreciation on furniture at 10%',
    ]) {
      expect(text).toContain(field);
    }
    expect(text).not.toMatch(/Paid To|Received From/);
  });

  it('a receipt prints as a voucher with the amount in figures and words, and the account', async () => {
    const [text = ''] = (await printed('receipt')).pages;
    for (const field of [
      'Receipt Voucher',
      'RV/26-27/0007',
      'Received From',
      'Sharma Medical Hall',
      'Received In',
      'HDFC Bank Current A/c',
      '₹12,500.50',
      'Rupees Twelve Thousand Five Hundred and Fifty Paise Only',
      'Cheque 004512 against SI/26-27/0042',
      'Authorised Signatory',
    ]) {
      expect(text).toContain(field);
    }
  });
});

describe('printed documents (pages compared with the reference images)', () => {
  it.each(Object.keys(DOCUMENTS) as (keyof typeof DOCUMENTS)[])(
    '%s looks as it did when a person checked it',
    async (name) => {
      const pngs = renderPngs((await printed(name)).bytes);
      pngs.forEach((png, index) => {
        expect(differenceFromReference(png, join(REFERENCES, `${name}-${index + 1}.png`))).toBeLessThan(TOLERANCE);
      });
    },
  );
});
