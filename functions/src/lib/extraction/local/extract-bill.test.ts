import { describe, expect, it } from 'vitest';
import { renderPdf } from '#lib/print/pdf-renderer';
import { extractBillLocally } from './extract-bill';
import { lineItems, readBill, readBillJson, summaryLines, summaryValues } from './test/bills';

interface Labels {
  invoice_number?: string;
  amount?: number;
  gstin?: string;
  vat?: string;
}

const labelsOf = (name: string) => (readBillJson('invoice2data', `${name}.json`) as Labels[])[0] ?? {};
const digitsAndLetters = (text: string | undefined) => (text ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
const amountOf = (text: string | undefined) =>
  Number(
    (text ?? '')
      .replace(/[^\d.,]/g, '')
      .replace(/,(\d{2})$/, '.$1')
      .replaceAll(',', ''),
  );

async function readPdf(name: string) {
  const result = await extractBillLocally(readBill('invoice2data', `${name}.pdf`), 'application/pdf');
  if (!result.ok) throw new Error(`${name}: ${result.message}`);
  expect(result.readBy).toBe('pdf-text');
  return result.response;
}

/** The date and supplier as printed on each bill (the labels hold them normalised or as a brand). */
const PRINTED = [
  { name: 'AmazonWebServices', date: 'August 3 , 2014', vendor: 'Amazon Web Services, Inc.' },
  { name: 'AzureInterior', date: '03/20/2023', vendor: 'Azure Interior' },
  { name: 'FlipkartInvoice', date: '20-10-2015', vendor: 'WS Retail Services Pvt. Ltd.' },
  { name: 'QualityHosting', date: '7. Mai 2014', vendor: 'QualityHosting AG' },
  { name: 'SammyMaystoneLinesTest', date: 'Jan 1, 2022', vendor: 'Sammy Maystone' },
  { name: 'coolblue1', date: '19 april 2014', vendor: 'Coolblue B.V.' },
  { name: 'oyo', date: '31/12/2017', vendor: 'Oravel Stays Pvt. Ltd.' },
];

describe('reading text PDFs into an AnalyzeExpense response', () => {
  it.each(PRINTED)('$name: bill number, date, total and supplier as its labels have them', async (printed) => {
    const labels = labelsOf(printed.name);
    const response = await readPdf(printed.name);
    const [number] = summaryValues(response, 'INVOICE_RECEIPT_ID');
    expect(digitsAndLetters(number)).toBe(digitsAndLetters(labels.invoice_number));
    expect(summaryValues(response, 'INVOICE_RECEIPT_DATE')).toEqual([printed.date]);
    expect(summaryValues(response, 'VENDOR_NAME')).toEqual([printed.vendor]);
    if (labels.amount !== undefined) {
      const [total] = summaryValues(response, 'TOTAL');
      expect(amountOf(total)).toBe(labels.amount);
    }
    const taxNumber = labels.gstin ?? labels.vat;
    if (taxNumber !== undefined) {
      const [read] = [...summaryValues(response, 'VENDOR_GST_NUMBER'), ...summaryValues(response, 'VENDOR_VAT_NUMBER')];
      expect(digitsAndLetters(read)).toBe(digitsAndLetters(taxNumber));
    }
  });

  it("reads an Indian hotel receipt's GSTIN, booking number and total with their labels", async () => {
    const response = await readPdf('oyo');
    expect(summaryLines(response)).toEqual(
      expect.arrayContaining([
        'VENDOR_GST_NUMBER [GSTIN] = 06AABCO6063D1ZQ',
        'INVOICE_RECEIPT_ID [Booking ID] = IBZY2087',
        'TOTAL [Grand Total] = Rs 1939',
      ]),
    );
  });

  it('reads the line items of a table, a description over several lines kept as one item', async () => {
    const response = await readPdf('SammyMaystoneLinesTest');
    expect(lineItems(response)).toEqual([
      {
        ITEM: 'Service A\nDescription: Repair\nNotes: Replaced capacitor\nParts: 1 x cap_a\nTax: 0.2%',
        QUANTITY: '12',
        UNIT_PRICE: '$10.00',
        PRICE: '$120.00',
      },
      {
        ITEM: 'Service B\nDescription: Cleaning\nNotes: Removed debris from case\nParts: 2 x shop supplies\nTax: 0.4%',
        QUANTITY: '5',
        UNIT_PRICE: '$1.50',
        PRICE: '$7.50',
      },
    ]);
  });

  it('reads the items of a table split by section subtotals, and the subtotal of the whole bill', async () => {
    const response = await readPdf('AzureInterior');
    expect(lineItems(response).map((item) => [item.ITEM, item.PRICE])).toEqual([
      ['[17589684] Beeswax XL\nAcme beeswax', '$ 42.00'],
      ['[FURN_7777] Office Chair', '$ 70.00'],
      // The note under it runs across the columns: not the item's description.
      ['*987123* Olive Oil', '$ 0.90'],
      ['[LUX_TRF] Luxury Truffles', '$ 150.00'],
    ]);
    expect(summaryValues(response, 'SUBTOTAL')).toEqual(['$ 262.90']);
  });

  it('gives every field its page, and boxes within the page', async () => {
    const response = await readPdf('QualityHosting');
    expect(response.DocumentMetadata?.Pages).toBe(2);
    const fields = (response.ExpenseDocuments ?? []).flatMap((document) => [
      ...(document.SummaryFields ?? []),
      ...(document.LineItemGroups ?? []).flatMap((group) =>
        (group.LineItems ?? []).flatMap((item) => item.LineItemExpenseFields ?? []),
      ),
    ]);
    expect(new Set(fields.map((field) => field.PageNumber))).toEqual(new Set([1, 2]));
    for (const field of fields) {
      const box = field.ValueDetection?.Geometry?.BoundingBox ?? {};
      expect(box.Left).toBeGreaterThanOrEqual(0);
      expect(box.Top).toBeGreaterThanOrEqual(0);
      expect((box.Left ?? 0) + (box.Width ?? 0)).toBeLessThanOrEqual(1);
      expect((box.Top ?? 0) + (box.Height ?? 0)).toBeLessThanOrEqual(1);
    }
    expect(summaryValues(response, 'TOTAL')).toEqual(['34,73']);
  });

  it("reads a bill number whose label is split from its 'No.' ('Invoice | No.: OM/26-27/00873')", async () => {
    const bytes = await renderPdf({
      content: [
        {
          columns: [
            { text: 'Invoice', width: 80 },
            { text: 'No.: OM/26-27/00873', width: 200 },
          ],
        },
        'Grand Total 118.00',
      ],
    });
    const result = await extractBillLocally(bytes, 'application/pdf');
    if (!result.ok) throw new Error(result.message);
    expect(summaryValues(result.response, 'INVOICE_RECEIPT_ID')).toEqual(['OM/26-27/00873']);
  });

  it('reads a text PDF with a blank back page from its text', async () => {
    const bytes = await renderPdf({
      content: ['Invoice No: TX-42', 'Grand Total 118.00', { text: '', pageBreak: 'before' }],
    });
    const result = await extractBillLocally(bytes, 'application/pdf');
    if (!result.ok) throw new Error(result.message);
    expect(result.readBy).toBe('pdf-text');
    expect(result.pages).toBe(2);
    expect(summaryValues(result.response, 'TOTAL')).toEqual(['118.00']);
  });
});

describe('files that are not bills', () => {
  const garbage = new Uint8Array(Array.from({ length: 2048 }, (_, index) => (index * 7919) % 256));

  it.each([
    ['random bytes called a PDF', garbage, 'application/pdf', 'unreadable'],
    ['random bytes called a PNG', garbage, 'image/png', 'unreadable'],
    ['an empty file', new Uint8Array(), 'image/jpeg', 'unreadable'],
    ['half a PDF', readBill('invoice2data', 'oyo.pdf').slice(0, 3000), 'application/pdf', 'unreadable'],
    ['a text file', new TextEncoder().encode('Invoice No 1'), 'text/plain', 'unsupported-media-type'],
  ])('%s is a failure the user is shown, not an error', async (_, bytes, mediaType, reason) => {
    const result = await extractBillLocally(bytes, mediaType);
    expect(result).toMatchObject({ ok: false, reason });
    expect(result.ok || result.message.startsWith('This file could not be read as a bill')).toBe(true);
  });
});
