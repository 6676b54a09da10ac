import { describe, expect, it } from 'vitest';
import { money as printed, printedDate, quantityWithUnit, rupees } from '#lib/print/document-parts';
import { invoiceDocument } from '#lib/print/invoice-document';
import { renderPdf } from '#lib/print/pdf-renderer';
import { SAMPLE_COMPANY, sampleInvoice } from '#lib/print/sample-documents';
import { billDraftFromExpense } from '../bill-draft-from-expense';
import { extractBillLocally } from './extract-bill';
import { lineItems, summaryLines } from './test/bills';

/** Our own tax invoice, printed and read back: a supplier on the app sends its customers these. */
async function printedAndRead(intraState: boolean) {
  const voucher = sampleInvoice({ lines: 5, intraState });
  const result = await extractBillLocally(await renderPdf(invoiceDocument(voucher, SAMPLE_COMPANY)), 'application/pdf');
  if (!result.ok) throw new Error(result.message);
  return { voucher, response: result.response };
}

describe('our printed tax invoice read back', () => {
  it('gives back its number, both GSTINs, taxes and grand total exactly as printed', async () => {
    const { voucher, response } = await printedAndRead(true);
    expect(summaryLines(response)).toEqual(
      expect.arrayContaining([
        'VENDOR_NAME [] = Verma Medical Stores',
        'VENDOR_GST_NUMBER [GSTIN:] = 27AAPFU0939F1ZV',
        'RECEIVER_GST_NUMBER [GSTIN:] = 27AAGCS2288K1ZV',
        `INVOICE_RECEIPT_ID [Invoice No.] = ${voucher.voucher_number}`,
        `INVOICE_RECEIPT_DATE [Invoice Date] = ${printedDate(voucher.date)}`,
        `TAX [CGST] = ${printed(voucher.cgst)}`,
        `TAX [SGST] = ${printed(voucher.sgst)}`,
        `OTHER [Round Off] = ${printed(voucher.round_off)}`,
        `TOTAL [Grand Total] = ${rupees(voucher.grand_total)}`,
      ]),
    );
  });

  it("gives back every line's description, HSN, quantity, rate, taxable value and amount", async () => {
    const { voucher, response } = await printedAndRead(true);
    expect(lineItems(response)).toEqual(
      voucher.lines.map((line): unknown =>
        expect.objectContaining({
          ITEM: line.name,
          PRODUCT_CODE: line.hsn_code,
          QUANTITY: quantityWithUnit(line.quantity, line.unit),
          UNIT_PRICE: printed(line.rate),
          'OTHER Taxable Value': printed(line.taxable),
          PRICE: printed(line.total),
        }),
      ),
    );
  });

  it('reads an inter-state invoice’s IGST, and the mapper drafts the same bill', async () => {
    const { voucher, response } = await printedAndRead(false);
    expect(summaryLines(response)).toContain(`TAX [IGST] = ${printed(voucher.igst)}`);
    const draft = billDraftFromExpense(response);
    expect(draft).toMatchObject({
      supplier_gstin: { value: SAMPLE_COMPANY.gstin },
      bill_number: { value: voucher.voucher_number },
      bill_date: { value: voucher.date },
      igst: { value: voucher.igst / 100 },
      grand_total: { value: voucher.grand_total / 100 },
    });
    // The draft's line amount is the taxable value, as a purchase line takes it, not the total with tax.
    expect(
      draft.lines.map((line) => [
        line.description.value,
        line.hsn_code?.value,
        line.quantity?.value,
        line.rate?.value,
        line.amount.value,
      ]),
    ).toEqual(
      voucher.lines.map((line) => [
        line.name,
        line.hsn_code,
        line.quantity / 1000,
        line.rate / 100,
        line.taxable / 100,
      ]),
    );
  });
});
