import { describe, expect, it } from 'vitest';
import { pageLayout } from './layout';
import { tablesOf } from './line-items';
import type { Word } from './page-words';
import { word } from './test/words';

/** Words of one printed line: [text, left] pairs at `top`. */
const line = (top: number, ...cells: [string, number][]) =>
  cells.flatMap(([text, left]) => {
    let at = left;
    return text.split(' ').map((part) => {
      const placed = word(part, at, top);
      at += placed.width + 0.006;
      return placed;
    });
  });
const tableOf = (words: Word[], ocr = false) => {
  const tables = tablesOf(pageLayout({ page: 1, aspect: 1.414, ocr, words }));
  return tables.flatMap((table) =>
    table.items.map((item) =>
      Object.fromEntries(
        (item.LineItemExpenseFields ?? [])
          .filter((field) => field.Type?.Text !== 'EXPENSE_ROW')
          .map((field) => [field.LabelDetection?.Text ?? '', field.ValueDetection?.Text ?? '']),
      ),
    ),
  );
};

/** Each item's fields as [type, value] pairs, the row's whole text left out. */
const typedTableOf = (words: Word[]) =>
  tablesOf(pageLayout({ page: 1, aspect: 1.414, ocr: true, words })).flatMap((table) =>
    table.items.map((item) =>
      (item.LineItemExpenseFields ?? [])
        .filter((field) => field.Type?.Text !== 'EXPENSE_ROW')
        .map((field) => [field.Type?.Text, field.ValueDetection?.Text]),
    ),
  );

const HEADER = line(
  0.3,
  ['S.No', 0.05],
  ['Description', 0.2],
  ['Batch', 0.45],
  ['MRP', 0.6],
  ['Qty', 0.7],
  ['Amount', 0.85],
);

describe("a bill's item table", () => {
  it('keeps a serial number apart from a short description printed on after it', () => {
    const rows = tableOf([
      ...HEADER,
      ...line(0.33, ['1 Crocin Tab', 0.06], ['AB123', 0.45], ['32.50', 0.6], ['10', 0.7], ['250.00', 0.85]),
    ]);
    expect(rows).toEqual([{ Description: 'Crocin Tab', Batch: 'AB123', MRP: '32.50', Qty: '10', Amount: '250.00' }]);
  });

  it("stops at the table's foot: a summary beside it has no quantity, however its words fall", () => {
    const rows = tableOf([
      ...HEADER,
      ...line(0.33, ['1', 0.06], ['Crocin Tab', 0.2], ['AB123', 0.45], ['32.50', 0.6], ['10', 0.7], ['250.00', 0.85]),
      ...line(0.35, ['2', 0.06], ['Dolo 650', 0.2], ['DL99', 0.45], ['30.00', 0.6], ['5', 0.7], ['120.00', 0.85]),
      ...line(0.37, ['Goods once sold will not be taken back', 0.2], ['Rs.', 0.7], ['370.00', 0.85]),
    ]);
    expect(rows.map((row) => row.Description)).toEqual(['Crocin Tab', 'Dolo 650']);
  });

  it('finds a column of expiries whose header OCR lost, and leaves the batch its own', () => {
    const header = line(0.3, ['S.No', 0.05], ['Description', 0.2], ['Batch', 0.4], ['Qty', 0.7], ['Amount', 0.85]);
    const row = (top: number, name: string, batch: string, expiry: string, amount: string) =>
      line(top, ['1', 0.06], [name, 0.2], [batch, 0.4], [expiry, 0.55], ['10', 0.7], [amount, 0.85]);
    const rows = tableOf([
      ...header,
      ...row(0.33, 'Crocin Tab', 'AB123', '9/28', '250.00'),
      ...row(0.35, 'Dolo 650', 'DL99', '11/27', '120.00'),
      ...row(0.37, 'Azivon 250', 'K5722', 'Jun-27', '80.00'),
    ]);
    expect(rows.map((read) => [read.Batch, read.Expiry])).toEqual([
      ['AB123', '9/28'],
      ['DL99', '11/27'],
      ['K5722', 'Jun-27'],
    ]);
    // Figures with decimals under no header are no expiries ('8.43' is no August 2043).
    const prices = tableOf([
      ...header,
      ...row(0.33, 'Crocin Tab', 'AB123', '8.43', '250.00'),
      ...row(0.35, 'Dolo 650', 'DL99', '9.50', '120.00'),
    ]);
    expect(prices.map((read) => read.Expiry)).toEqual([undefined, undefined]);
  });

  it("leaves OCR's marks without a letter or digit out of a description ('~~' of a dashed rule)", () => {
    const rows = tableOf(
      [
        ...HEADER,
        ...line(
          0.33,
          ['1', 0.06],
          ['~~ Crocin Tab', 0.2],
          ['AB123', 0.45],
          ['32.50', 0.6],
          ['10', 0.7],
          ['250.00', 0.85],
        ),
      ],
      true,
    );
    expect(rows.map((read) => read.Description)).toEqual(['Crocin Tab']);
  });

  it("keeps a description's last words in it when a figure printed close before it joins them", () => {
    // A free '0' printed close before the name: one segment under 'Free' and 'Product'.
    const header = line(0.3, ['Qty', 0.05], ['Free', 0.1], ['Product', 0.15], ['Pack', 0.35], ['Amount', 0.85]);
    const rows = tableOf([
      ...header,
      ...line(0.33, ['10', 0.05], ['0 Pantoprazole 40mg MD Tab', 0.12], ['1x15', 0.35], ['250.00', 0.85]),
    ]);
    expect(rows.map((read) => [read.Free, read.Product, read.Pack])).toEqual([
      ['0', 'Pantoprazole 40mg MD Tab', '1x15'],
    ]);
  });

  it('takes a header cell printed half a line off the others, centred in a taller cell', () => {
    const header = [
      ...line(0.3, ['S.No', 0.05], ['Batch', 0.45], ['MRP', 0.6], ['Qty', 0.7], ['Amount', 0.85]),
      ...line(0.295, ['Description', 0.2]),
    ];
    const rows = tableOf([
      ...header,
      ...line(0.33, ['1', 0.06], ['Crocin Tab', 0.2], ['AB123', 0.45], ['32.50', 0.6], ['10', 0.7], ['250.00', 0.85]),
    ]);
    expect(rows).toEqual([{ Description: 'Crocin Tab', Batch: 'AB123', MRP: '32.50', Qty: '10', Amount: '250.00' }]);
  });

  it('gives back the decimal point OCR dropped in a money column that prints two decimals', () => {
    const rows = (ocr: boolean) =>
      tableOf(
        [
          ...HEADER,
          ...line(
            0.33,
            ['1', 0.06],
            ['Crocin Tab', 0.2],
            ['AB123', 0.45],
            ['3250', 0.6],
            ['10', 0.7],
            ['250.00', 0.85],
          ),
          ...line(0.35, ['2', 0.06], ['Dolo 650', 0.2], ['DL99', 0.45], ['30.00', 0.6], ['5', 0.7], ['12000', 0.85]),
        ],
        ocr,
      ).map((row) => [row.MRP, row.Qty, row.Amount]);
    expect(rows(true)).toEqual([
      ['32.50', '10', '250.00'],
      ['30.00', '5', '120.00'],
    ]);
    // A text layer prints what it prints.
    expect(rows(false)).toEqual([
      ['3250', '10', '250.00'],
      ['30.00', '5', '12000'],
    ]);
  });

  it("puts OCR's words on one row by their baseline, however their ink rises or falls", () => {
    // 'Pantoprazole' reaches below the line, 'Tab' does not: their boxes' middles are far apart.
    const row = [
      word('1', 0.06, 0.33, { baseline: 0.34 }),
      word('Pantoprazole', 0.2, 0.334, { baseline: 0.34, height: 0.012 }),
      word('Tab', 0.33, 0.329, { baseline: 0.34, height: 0.011 }),
      word('AB123', 0.45, 0.33, { baseline: 0.34 }),
      word('32.50', 0.6, 0.33, { baseline: 0.34 }),
      word('10', 0.7, 0.33, { baseline: 0.34 }),
      word('250.00', 0.85, 0.33, { baseline: 0.34 }),
    ];
    const header = HEADER.map((each) => ({ ...each, baseline: 0.31 }));
    expect(tableOf([...header, ...row], true).map((read) => read.Description)).toEqual(['Pantoprazole Tab']);
  });

  it("reads a table headed in the bill's own language, accents and tax qualifiers aside", () => {
    const german = tableOf([
      ...line(0.3, ['Menge', 0.05], ['Produkt', 0.15], ['USt.', 0.55], ['Preis', 0.65], ['Gesamtbetrag', 0.8]),
      ...line(
        0.33,
        ['1,00', 0.05],
        ['Künstlerische Gestaltung', 0.15],
        ['7%', 0.55],
        ['160,00', 0.65],
        ['160,00', 0.8],
      ),
    ]);
    expect(german).toEqual([
      { Menge: '1,00', Produkt: 'Künstlerische Gestaltung', 'USt.': '7%', Preis: '160,00', Gesamtbetrag: '160,00' },
    ]);
    const french = tableOf([
      ...line(0.3, ['Désignation', 0.05], ['Quantité', 0.4], ['P.U. HT', 0.55], ['Montant HT', 0.75]),
      ...line(0.33, ['Nougat 250g', 0.05], ['5', 0.4], ['4,55', 0.55], ['22,75', 0.75]),
    ]);
    expect(french).toEqual([{ Désignation: 'Nougat 250g', Quantité: '5', 'P.U. HT': '4,55', 'Montant HT': '22,75' }]);
    const english = tableOf([
      ...line(0.3, ['Description', 0.05], ['Quantity', 0.35], ['Unit Price Excl. VAT', 0.5], ['VAT %', 0.7]),
      ...line(0.3, ['Line Amount Excl. VAT', 0.8]),
      ...line(0.33, ['LONDON Schreibtischstuhl', 0.05], ['3', 0.35], ['191.00', 0.5], ['19', 0.7], ['573.00', 0.8]),
    ]);
    expect(english).toEqual([
      {
        Description: 'LONDON Schreibtischstuhl',
        Quantity: '3',
        'Unit Price Excl. VAT': '191.00',
        'VAT %': '19',
        'Line Amount Excl. VAT': '573.00',
      },
    ]);
  });

  it('reads headers OCR misread a letter or two of, and takes a last column it cannot name for the amount', () => {
    const portuguese = typedTableOf([
      ...line(0.3, ['Codigo', 0.05], ['Descri¢do', 0.15], ['Prego Unitario', 0.45], ['Valor', 0.8]),
      ...line(0.33, ['A123', 0.05], ['Janelas', 0.15], ['20,00€', 0.45], ['60,00€', 0.8]),
    ]);
    expect(portuguese).toEqual([
      [
        ['PRODUCT_CODE', 'A123'],
        ['ITEM', 'Janelas'],
        ['UNIT_PRICE', '20,00€'],
        ['PRICE', '60,00€'],
      ],
    ]);
    // 'GESSAMTPRES' (misprinted for 'Gesamtpreis') names nothing; right of the price, it is the amount.
    const german = typedTableOf([
      ...line(0.3, ['PRODUKT', 0.2], ['MENGE', 0.4], ['EINZELPREIS', 0.55], ['GESSAMTPRES', 0.75]),
      ...line(0.33, ['Holzdiele', 0.2], ['5', 0.4], ['50,00 EURO', 0.55], ['250,00 EURO', 0.75]),
    ]);
    expect(german).toEqual([
      [
        ['ITEM', 'Holzdiele'],
        ['QUANTITY', '5'],
        ['UNIT_PRICE', '50,00 EURO'],
        ['PRICE', '250,00 EURO'],
      ],
    ]);
  });
});
