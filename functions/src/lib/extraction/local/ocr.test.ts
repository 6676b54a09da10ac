import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPdf } from '#lib/print/pdf-renderer';
import { billDraftFromExpense } from '../bill-draft-from-expense';
import { extractBillLocally } from './extract-bill';
import { imageSize } from './image-size';
import { ocrImage, turnedImage } from './ocr-image';
import { ocrWords, stopOcr } from './ocr-words';
import { lineItems, readBill, summaryValues } from './test/bills';
import { uncutBox, unturnedBox } from './page-on-image';

const PUBLIC_BILLS = join(import.meta.dirname, '..', '..', '..', '..', 'test', 'bills', 'public');

/** OCR takes some seconds a page (and starting the worker a few more); these are few and slow. */
const OCR_TIMEOUT = 90_000;

async function readImage(folder: string, file: string, mediaType = 'image/png') {
  const result = await extractBillLocally(readBill(folder, file), mediaType);
  if (!result.ok) throw new Error(`${file}: ${result.message}`);
  expect(result.readBy).toBe('ocr');
  return result.response;
}

afterAll(stopOcr);

describe('reading bill images by OCR into an AnalyzeExpense response', () => {
  it(
    'reads an Indian receipt: booking number, GSTIN and total',
    async () => {
      const response = await readImage('invoice2data', 'oyo.png');
      expect(summaryValues(response, 'INVOICE_RECEIPT_ID')).toEqual(['IBZY2087']);
      expect(summaryValues(response, 'VENDOR_GST_NUMBER')).toEqual(['06AABCO6063D1ZQ']);
      expect(summaryValues(response, 'TOTAL')).toEqual(['Rs 1939']);
    },
    OCR_TIMEOUT,
  );

  it(
    'reads an invoice: number, grand total and its line items',
    async () => {
      const response = await readImage('textract', 'default_invoice_1.png');
      expect(summaryValues(response, 'INVOICE_RECEIPT_ID')).toEqual(['123PQR456']);
      expect(summaryValues(response, 'TOTAL')).toEqual(['$6231.09']);
      expect(lineItems(response).map((item) => [item.ITEM, item.PRICE])).toEqual([
        ['Product 1', '$1000'],
        ['Service 3', '$2789'],
        ['Product 2', '$212.08'],
        ['Product 3', '$2168.32'],
      ]);
    },
    OCR_TIMEOUT,
  );

  it(
    "reads a small screenshot's number and total (enlarged before OCR)",
    async () => {
      const response = await readImage('invoice2data', 'FlipkartInvoice.png');
      // Its '₹ 319.00', the rupee sign read as '¥': the value as read, which the mapper reads as 319.00.
      expect(summaryValues(response, 'TOTAL')).toEqual(['¥ 319.00']);
      expect(billDraftFromExpense(response).grand_total?.value).toBe(319);
      expect(summaryValues(response, 'INVOICE_RECEIPT_ID')).toEqual(['BLR_WFLD20151000982590']);
    },
    OCR_TIMEOUT,
  );

  it(
    'reads a scanned PDF by OCR of its pages',
    async () => {
      const png = Buffer.from(readBill('invoice2data', 'oyo.png')).toString('base64');
      const scan = await renderPdf({
        pageSize: 'A4',
        pageMargins: 0,
        content: [{ image: `data:image/png;base64,${png}`, width: 595 }],
      });
      const result = await extractBillLocally(scan, 'application/pdf');
      if (!result.ok) throw new Error(result.message);
      expect(result.readBy).toBe('ocr');
      expect(summaryValues(result.response, 'TOTAL')).toEqual(['Rs 1939']);
      expect(summaryValues(result.response, 'VENDOR_GST_NUMBER')).toEqual(['06AABCO6063D1ZQ']);
    },
    OCR_TIMEOUT,
  );

  it(
    'reads a photo taken sideways, and marks its fields where they are on the photo (issue 34)',
    async () => {
      const upright = readBill('invoice2data', 'oyo.png');
      const size = imageSize(upright);
      if (!size) throw new Error('oyo.png has no size');
      // The bill turned a quarter to the left, as a phone held sideways takes it.
      const sideways = await turnedImage({ bytes: upright, ...size }, 270);
      if (!sideways) throw new Error('no canvas here to turn the image');
      const result = await extractBillLocally(sideways.bytes, 'image/png');
      if (!result.ok) throw new Error(result.message);
      expect(summaryValues(result.response, 'TOTAL')).toEqual(['Rs 1939']);
      expect(summaryValues(result.response, 'VENDOR_GST_NUMBER')).toEqual(['06AABCO6063D1ZQ']);
      const box = (response: typeof result.response) => {
        const total = response.ExpenseDocuments?.[0]?.SummaryFields?.find((field) => field.Type?.Text === 'TOTAL');
        const { Left = 0, Top = 0, Width = 0, Height = 0 } = total?.ValueDetection?.Geometry?.BoundingBox ?? {};
        return { left: Left, top: Top, width: Width, height: Height };
      };
      // Where the total is on the sideways photo: where it is upright, turned the same way.
      const onUpright = box(await readImage('invoice2data', 'oyo.png'));
      const expected = unturnedBox(onUpright, 90);
      const found = box(result.response);
      for (const side of ['left', 'top', 'width', 'height'] as const)
        expect(found[side]).toBeCloseTo(expected[side], 1);
    },
    OCR_TIMEOUT,
  );

  it(
    'reads a receipt photographed on a table at its paper, and leaves a page read whole (issue 34)',
    async () => {
      const photo = readFileSync(
        join(PUBLIC_BILLS, 'Azure-Samples__document-intelligence-code-samples/receipt-spanish.jpg'),
      );
      // The receipt stands in the middle third of the photo, the table around it.
      const cut = (await ocrImage(photo))?.cut;
      expect(cut?.left).toBeCloseTo(0.34, 1);
      expect(cut?.width).toBeCloseTo(0.28, 1);
      const words = (await ocrWords(photo, 1))?.words.map((word) => word.text) ?? [];
      expect(words).toEqual(expect.arrayContaining(['REFRESCOS', 'TOTAL', 'GRACIAS']));
      // A scan or screenshot, a dark table header across it, is read whole.
      expect((await ocrImage(readBill('invoice2data', 'SammyMaystoneLinesTest.png')))?.cut).toBeUndefined();
    },
    OCR_TIMEOUT,
  );

  it(
    "reads a pharmacy bill photographed askew: whole rows, each line's batch and expiry, and its place on the photo (issue 34)",
    async () => {
      const folder = join(import.meta.dirname, '..', '..', '..', '..', 'test', 'bills', 'pharmacy');
      const labels = JSON.parse(readFileSync(join(folder, 'labels.json'), 'utf8')) as Record<
        string,
        { truth: { lines: { description: string; batch: string; expiry: string }[] } }
      >;
      const result = await extractBillLocally(
        new Uint8Array(readFileSync(join(folder, 'a-1-photo.jpg'))),
        'image/jpeg',
      );
      if (!result.ok) throw new Error(result.message);
      const draft = billDraftFromExpense(result.response);
      const expected = labels['a-1-photo.jpg']?.truth.lines ?? [];
      expect(draft.lines.map((line) => line.expiry?.value)).toEqual(expected.map((line) => line.expiry));
      // Batch codes are read again cut out and enlarged (code-cells.ts): read with the page,
      // 'L82531' came out '182531' and '2512L89' '2512.89'.
      expect(draft.lines.map((line) => line.batch?.value)).toEqual(expected.map((line) => line.batch));
      // Read straightened, the first line's description is marked where it lies on the photo:
      // about a tenth in from the left, below the header block.
      const region = draft.lines[0]?.description.region;
      expect(region?.left).toBeCloseTo(0.1, 1);
      expect(region?.top).toBeGreaterThan(0.2);
    },
    OCR_TIMEOUT,
  );

  it('puts a box read on a turned or cut page back on the image as it is', () => {
    const onCut = uncutBox(
      { left: 0.5, top: 0.5, width: 0.1, height: 0.1 },
      { left: 0.2, top: 0.1, width: 0.5, height: 0.8 },
    );
    const onPhoto = { left: 0.45, top: 0.5, width: 0.05, height: 0.08 };
    for (const side of ['left', 'top', 'width', 'height'] as const) expect(onCut[side]).toBeCloseTo(onPhoto[side]);
    const box = { left: 0.1, top: 0.2, width: 0.3, height: 0.05 };
    const upsideDown = { left: 0.6, top: 0.75, width: 0.3, height: 0.05 };
    for (const side of ['left', 'top', 'width', 'height'] as const) {
      expect(unturnedBox(box, 180)[side]).toBeCloseTo(upsideDown[side]);
      expect(unturnedBox(unturnedBox(box, 90), 270)[side]).toBeCloseTo(box[side]);
      expect(unturnedBox(unturnedBox(unturnedBox(unturnedBox(box, 90), 90), 90), 90)[side]).toBeCloseTo(box[side]);
    }
  });
});
