import { describe, expect, it } from 'vitest';
import { csvField, toCsv, type CsvColumn } from './csv';

interface Sale {
  party: string;
  gstin: string | null;
  taxable: number;
}

const COLUMNS: CsvColumn<Sale>[] = [
  { label: 'Sr. No.', value: (_, index) => String(index + 1) },
  { label: 'Customer Name', value: (sale) => sale.party },
  { label: 'Customer TIN/GSTIN', value: (sale) => sale.gstin },
  { label: 'Taxable Value', value: (sale) => sale.taxable },
];

describe('toCsv (RFC 4180)', () => {
  it('writes the labels, then a line per row, each ending CRLF', () => {
    const csv = toCsv(COLUMNS, [
      { party: 'Sharma Medical Hall', gstin: '27AAGCS2288K1ZV', taxable: 1250 },
      { party: 'Walk-in', gstin: null, taxable: 99.5 },
    ]);
    expect(csv).toBe(
      'Sr. No.,Customer Name,Customer TIN/GSTIN,Taxable Value\r\n' +
        '1,Sharma Medical Hall,27AAGCS2288K1ZV,1250.00\r\n' +
        '2,Walk-in,,99.50\r\n',
    );
  });

  it("writes a quantity column's numbers as they are, not as money", () => {
    const stock: CsvColumn<{ qty: number }>[] = [{ label: 'Current Stock', value: (row) => row.qty, quantity: true }];
    expect(toCsv(stock, [{ qty: 12.125 }, { qty: -3 }, { qty: 40 }])).toBe('Current Stock\r\n12.125\r\n-3\r\n40\r\n');
  });

  it('writes just the header when there are no rows', () => {
    expect(toCsv(COLUMNS, [])).toBe('Sr. No.,Customer Name,Customer TIN/GSTIN,Taxable Value\r\n');
  });
});

describe('csvField', () => {
  it('quotes text holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Patel, Sons & Co.')).toBe('"Patel, Sons & Co."');
    expect(csvField('The "Best" Chemists')).toBe('"The ""Best"" Chemists"');
    expect(csvField('Shop 4\nMG Road')).toBe('"Shop 4\nMG Road"');
    expect(csvField('Shop 4\r\nMG Road')).toBe('"Shop 4\r\nMG Road"');
    expect(csvField('Gauze 10 cm')).toBe('Gauze 10 cm');
  });

  it('writes numbers as plain decimals with 2 places: no grouping, no symbol', () => {
    expect(csvField(123456.5)).toBe('123456.50');
    expect(csvField(0)).toBe('0.00');
    expect(csvField(-80)).toBe('-80.00');
    expect(csvField(1234.56)).toBe('1234.56');
    expect(csvField(1e7)).toBe('10000000.00');
  });

  it('leaves empty what is missing', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('')).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('keeps text a spreadsheet would run as a formula as text', () => {
    expect(csvField('=HYPERLINK("http://x.in")')).toBe('"\'=HYPERLINK(""http://x.in"")"');
    expect(csvField('+91 Traders')).toBe("'+91 Traders");
    expect(csvField('@home')).toBe("'@home");
    expect(csvField('-')).toBe("'-");
  });
});
