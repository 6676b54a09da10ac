import { describe, expect, it } from 'vitest';
import type { Content } from 'pdfmake/interfaces';
import { renderPdf } from '#lib/print/pdf-renderer';
import { billDraftFromExpense } from '../bill-draft-from-expense';
import { extractBillLocally } from './extract-bill';
import { labelledValues } from './label-values';
import { pageLayout } from './layout';
import type { Word } from './page-words';
import { word } from './test/words';

/** A label and its figures printed apart, as a totals block sets them. */
const row = (...cells: string[]): Content => ({ columns: cells.map((text) => ({ text, width: 110 })) });

/** The tax and total a bill of these lines is read with, through the local reader and the mapper. */
async function taxAndTotal(...lines: Content[]) {
  const content: Content[] = [{ text: 'Adatum Corporation', fontSize: 16, bold: true }, 'Invoice 103767', ...lines];
  const result = await extractBillLocally(await renderPdf({ pageSize: 'A4', content }), 'application/pdf');
  if (!result.ok) throw new Error(result.message);
  const draft = billDraftFromExpense(result.response);
  return { tax: draft.tax_total?.value ?? null, total: draft.grand_total?.value ?? null };
}

describe("a bill's tax printed the European ways (issue 34)", () => {
  it('reads a tax labelled with its rate before it', async () => {
    expect(
      await taxAndTotal(row('Subtotal', '573.00'), row('19% VAT', '108.87'), row('Total € Incl. VAT', '681.87')),
    ).toEqual({
      tax: 108.87,
      total: 681.87,
    });
  });

  it('takes the tax out of a row by rate that prints base, tax and gross', async () => {
    expect(
      await taxAndTotal(
        row('', 'Netto EUR', 'MwSt. EUR', 'Brutto EUR'),
        row('19,00% MwSt.:', '376,37', '71,51', '447,88'),
        row('Summe gesamt', '447,88'),
      ),
    ).toEqual({ tax: 71.51, total: 447.88 });
  });

  it("takes the GST out of an Indian summary row by rate, a table's rule read as ']' after it", async () => {
    expect(
      await taxAndTotal(row('GST 12%', '9501.93', '570.11', '570.11', '1140.22]'), row('NET AMOUNT', '10642.00')),
    ).toEqual({
      tax: 1140.22,
      total: 10642,
    });
  });

  it('works a tax printed only as a rate out of the subtotal and the total, when they agree to the paisa', async () => {
    expect(await taxAndTotal(row('Subtotal', '$10,375'), row('Sales Tax', '3%'), row('Total', '$10,686.25'))).toEqual({
      tax: 311.25,
      total: 10686.25,
    });
    // Freight between the subtotal and the total: the difference is not the rate's, so no tax is made up.
    expect(
      await taxAndTotal(
        row('Subtotal', '$10,375'),
        row('Sales Tax', '3%'),
        row('Freight', '$40.00'),
        row('Total', '$10,726.25'),
      ),
    ).toEqual({ tax: null, total: 10726.25 });
  });

  it("reads Swiss figures: apostrophes between thousands, 'Mehrwertsteuer', and a net 'inkl. MWST' that is the total", async () => {
    expect(
      await taxAndTotal(
        row('Brutto', '1’500.50'),
        row('Mehrwertsteuer', '7.7%', '155.55'),
        row('Netto inkl. MWST', '1’756.05'),
      ),
    ).toEqual({ tax: 155.55, total: 1756.05 });
  });

  it("reads amounts with the currency's word after them ('0,00 EURO')", async () => {
    expect(
      await taxAndTotal(
        row('Zwischensumme', '310,00 EURO'),
        row('Steuer', '0,00 EURO'),
        row('Rechnungsbetrag', '310,00 EURO'),
      ),
    ).toEqual({
      tax: 0,
      total: 310,
    });
  });

  it('reads the sums at the foot of a totals table by rate, under its headers', async () => {
    expect(
      await taxAndTotal(
        row('Nettobetrag', 'MwSt-Betrag', 'Endbetrag'),
        row('-4,85', '-0,92', '-5,77'),
        row('-2,82', '-0,20', '-3,02'),
        row('-7,67', '-1,12', '-8,79'),
      ),
    ).toEqual({ tax: -1.12, total: -8.79 });
    // Figures that do not add up to the last are not a column of sums: the total is not taken from it.
    expect(
      await taxAndTotal(
        row('Nettobetrag', 'MwSt-Betrag', 'Endbetrag'),
        row('-4,85', '-0,92', '-5,77'),
        row('-2,82', '-0,20', '-3,02'),
      ),
    ).toEqual({ tax: null, total: -5.77 });
  });
});

describe("a photo's figure read with next to no confidence", () => {
  const read = (text: string, left: number, confidence: number) => word(text, left, 0.5, { confidence });
  const valuesOf = (...words: Word[]) =>
    labelledValues(pageLayout({ page: 1, aspect: 1.414, ocr: true, words }), new Set()).map((found) => [
      found.label.text,
      found.value.text,
    ]);

  it("is no label's value: a smudge read as digits ('1873477' beside 'Total Tax Amount')", () => {
    // A summary box's garbled label and figure on the line of a column's header.
    const label = [read('Total', 0.41, 61), read('Tax', 0.445, 94), read('Amount', 0.47, 93)];
    const garbled = [read('Terie', 0.75, 0), read('Vekia', 0.79, 7)];
    expect(valuesOf(...label, ...garbled, read('1873477', 0.92, 0))).toEqual([]);
    expect(valuesOf(...label, ...garbled, read('1873477', 0.92, 90))).toEqual([['Total Tax Amount', '1873477']]);
  });
});
