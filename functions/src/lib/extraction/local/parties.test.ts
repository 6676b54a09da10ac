import { describe, expect, it } from 'vitest';
import type { Content } from 'pdfmake/interfaces';
import { renderPdf } from '#lib/print/pdf-renderer';
import { billDraftFromExpense } from '../bill-draft-from-expense';
import type { BillBuyer } from '../buyer';
import { extractBillLocally } from './extract-bill';
import { pageLayout } from './layout';
import type { Word } from './page-words';
import { vendorName } from './parties';

/**
 * Issue 34: a distributor's bill that prints its customer, the company reading it, at the top in
 * large type and unlabelled (as many Indian billing programs do), and its own name and GSTIN in a
 * block further down. Told who the buyer is, the reader takes the other block for the supplier.
 */
const BUYER: BillBuyer = { names: ['Sharma Medical Stores'], gstin: '27AAGCS2288K1ZV' };

const bill = (buyerLine = 'M/s SHARMA MEDICAL STORES'): Promise<Uint8Array> => {
  const content: Content[] = [
    { text: buyerLine, fontSize: 18, bold: true },
    { text: '14 Station Road, Pune 411001' },
    { text: 'GSTIN: 27AAGCS2288K1ZV' },
    { text: 'TAX INVOICE', fontSize: 14, bold: true, margin: [0, 12, 0, 12] },
    {
      columns: [
        {
          stack: [
            { text: 'Pune Pharma Distributors Pvt Ltd', bold: true },
            '7 Market Yard, Pune 411037',
            'GSTIN: 27AAPFU0939F1ZV',
          ],
        },
        { stack: ['Invoice No: PPD/2611/0042', 'Invoice Date: 12/11/2026'] },
      ],
    },
    { text: ' ', margin: [0, 8] },
    {
      table: {
        body: [
          ['Description', 'HSN', 'Qty', 'Rate', 'Amount'],
          ['Paracetamol 500 strip', '30049099', '10', '20.00', '200.00'],
        ],
      },
    },
    { text: 'Taxable Value 200.00', margin: [0, 8, 0, 0] },
    { text: 'CGST 6.00' },
    { text: 'SGST 6.00' },
    { text: 'Grand Total 212.00', bold: true },
  ];
  return renderPdf({ pageSize: 'A4', content });
};

describe('a bill whose buyer is printed where a supplier usually is (issue 34)', () => {
  it('takes the other name and GSTIN for the supplier once the reader knows the buyer', async () => {
    const bytes = await bill();
    const read = async (buyer?: BillBuyer) => {
      const result = await extractBillLocally(bytes, 'application/pdf', buyer);
      if (!result.ok) throw new Error(result.message);
      const draft = billDraftFromExpense(result.response, buyer ? { buyer } : {});
      return [draft.supplier_name?.value, draft.supplier_gstin?.value];
    };
    expect(await read(BUYER)).toEqual(['Pune Pharma Distributors Pvt Ltd', '27AAPFU0939F1ZV']);
    // Not told, 'M/s' (Messrs) still marks the block on top as the buyer's.
    expect(await read()).toEqual(['Pune Pharma Distributors Pvt Ltd', '27AAPFU0939F1ZV']);
    // Without it, the letterhead-like block on top would read as the supplier: the reader must be told.
    const unlabelled = await extractBillLocally(await bill('SHARMA MEDICAL STORES'), 'application/pdf');
    if (!unlabelled.ok) throw new Error(unlabelled.message);
    expect(billDraftFromExpense(unlabelled.response).supplier_name?.value).toBe('SHARMA MEDICAL STORES');
  });
});

describe("a bill's place names (issue 34)", () => {
  it('never takes a country or a state printed large for the supplier', async () => {
    const content: Content[] = [
      { text: 'FRANCE', fontSize: 20, bold: true },
      { text: 'Au bon moulin', margin: [0, 12, 0, 0] },
      { text: 'Facture N° F-2017-0005', margin: [0, 12, 0, 0] },
      'Date : 16/11/2017',
      'Total TTC 233,47 €',
    ];
    const result = await extractBillLocally(await renderPdf({ pageSize: 'A4', content }), 'application/pdf');
    if (!result.ok) throw new Error(result.message);
    expect(billDraftFromExpense(result.response).supplier_name?.value).toBe('Au bon moulin');
  });
});

describe('a European bill (issue 34)', () => {
  it("knows the buyer's block by its heading in the bill's language, and a legal form by its name", async () => {
    const content: Content[] = [
      { text: "Au bon moulin SARL - 1242 chemin de l'olive - 84340 Malaucène - France", margin: [200, 0, 0, 0] },
      { text: 'TVA : FR11999999998 - SIRET : 99999999800010', margin: [200, 0, 0, 12] },
      'Avoir AV-2017-0005',
      {
        columns: [
          { stack: ['Adresse de livraison', 'Ma jolie boutique', '35 rue de la République', '69001 Lyon'] },
          { stack: ['Ma jolie boutique', 'Alexandre Payet', '35 rue de la République', '69001 Lyon'] },
        ],
      },
      'Date de facture 16/11/2017',
      'Total TTC -233,47 €',
    ];
    const result = await extractBillLocally(await renderPdf({ pageSize: 'A4', content }), 'application/pdf');
    if (!result.ok) throw new Error(result.message);
    const draft = billDraftFromExpense(result.response);
    expect(draft.supplier_name?.value).toBe('Au bon moulin SARL');
    // 'TVA :' labels the seller's VAT number there, not a tax of '000,00 €' or any other figure.
    expect(draft.tax_total).toBeNull();
  });
});

describe('an Indian bill printed by Tally (issue 34)', () => {
  it('takes the name heading the block with the GSTIN that is not the buyer’s, and a bill number with a backslash', async () => {
    const content: Content[] = [
      { columns: [{ text: 'Invoice No. GT\\5153' }, { text: 'Dated 27-Feb-2019', alignment: 'right' }] },
      { text: 'DILIP TYRES', alignment: 'center', bold: true, margin: [0, 8, 0, 0] },
      { text: 'PUSHPARAJ CHOWK, SANGLI', alignment: 'center' },
      { text: 'GSTIN/UIN: 27AAEPH8682F1ZI', alignment: 'center' },
      { text: 'Tax Invoice', alignment: 'center', bold: true, margin: [0, 8, 0, 8] },
      'Party : ALD AUTOMOTIVE PVT LTD',
      'GSTIN/UIN : 27AAFCA0924K1ZR',
      { text: 'Total 2,928.00', margin: [0, 12, 0, 0] },
      { text: 'Received by ALD Automotive Private Limited', pageBreak: 'before' },
    ];
    const buyer: BillBuyer = { names: ['ALD AUTOMOTIVE PVT LTD'], gstin: '27AAFCA0924K1ZR' };
    const result = await extractBillLocally(await renderPdf({ pageSize: 'A4', content }), 'application/pdf', buyer);
    if (!result.ok) throw new Error(result.message);
    const draft = billDraftFromExpense(result.response, { buyer });
    expect([draft.supplier_name?.value, draft.supplier_gstin?.value, draft.bill_number?.value]).toEqual([
      'DILIP TYRES',
      '27AAEPH8682F1ZI',
      'GT\\5153',
    ]);
  });
});

describe("a supplier's name seen only as the page's most prominent name (issue 34)", () => {
  const word = (text: string, left: number, top: number, height = 0.01): Word => ({
    text,
    left,
    top,
    width: 0.008 * text.length * (height / 0.01),
    height,
    confidence: 90,
  });
  const words = (top: number, left: number, text: string, height?: number) =>
    text.split(' ').map((part, index, parts) => {
      const before = parts.slice(0, index).join(' ');
      return word(part, left + (before ? 0.008 * (before.length + 1) * ((height ?? 0.01) / 0.01) : 0), top, height);
    });

  it('is never a document title beside it, nor a column header over an item', () => {
    const layout = pageLayout({
      page: 1,
      aspect: 1.414,
      ocr: true,
      words: [
        ...words(0.05, 0.5, 'DEBIT MEMO'),
        ...words(0.05, 0.05, 'CAPITAL MEDICOS', 0.016),
        // The buyer's block beside it: its lines fall between the supplier's.
        ...words(0.063, 0.7, 'BANSAL MEDICAL STORE'),
        ...words(0.063, 0.5, 'BILL NO CM-5521'),
        ...words(0.075, 0.05, '2118, BHAGIRATH PALACE'),
        ...words(0.2, 0.05, 'SN'),
        ...words(0.2, 0.1, 'MFG'),
        ...words(0.2, 0.2, 'PRODUCT'),
        ...words(0.215, 0.05, '1'),
        ...words(0.215, 0.1, 'MEDISA IV CANNULA 22G'),
      ],
    });
    expect(vendorName([layout], new Set())?.ValueDetection?.Text).toBe('CAPITAL MEDICOS');
  });
});
