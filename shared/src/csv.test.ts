import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV (RFC 4180)', () => {
  it('writes a header and rows, numbers plain, nothing empty, lines ended by CRLF', () => {
    expect(toCsv(['HSN', 'Taxable Value', 'Note'], [['30049099', 1234567.5, null]])).toBe(
      'HSN,Taxable Value,Note\r\n30049099,1234567.5,\r\n',
    );
  });

  it('keeps text a spreadsheet would run as a formula as text', () => {
    expect(toCsv(['Name'], [['=SUM(A1)'], ['-5 strips']])).toBe("Name\r\n'=SUM(A1)\r\n'-5 strips\r\n");
  });

  it('quotes fields holding commas, quotes, line breaks or edge spaces', () => {
    expect(toCsv(['Name'], [['Dolo 650, strip'], ['6" gauze'], ['two\nlines'], [' padded']])).toBe(
      'Name\r\n"Dolo 650, strip"\r\n"6"" gauze"\r\n"two\nlines"\r\n" padded"\r\n',
    );
  });
});
