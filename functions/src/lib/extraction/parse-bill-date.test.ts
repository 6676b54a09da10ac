import { describe, expect, it } from 'vitest';
import { orderProvenBy, parseBillDate } from './parse-bill-date';

describe('parseBillDate', () => {
  it.each([
    ['05/08/2024', '2024-08-05'],
    ['05-08-2024', '2024-08-05'],
    ['05.08.24', '2024-08-05'],
    ['13/01/2024', '2024-01-13'],
    ['01/13/17', '2017-01-13'],
    ['2024-08-05', '2024-08-05'],
    ['05-Jan-2024', '2024-01-05'],
    ['01-Jan-21', '2021-01-01'],
    ['Jan 5, 2024', '2024-01-05'],
    ['March 12, 2019', '2019-03-12'],
    ['12 March 2020', '2020-03-12'],
    ['Thursday, 26 March 2020', '2020-03-26'],
    ['5th Aug, 2024', '2024-08-05'],
    ['Sept 3 2024', '2024-09-03'],
    ['Date: 05/08/2024 14:32', '2024-08-05'],
    ['7. Mai 2014', '2014-05-07'],
    ['19 maart 2014', '2014-03-19'],
    // Issue 34: month names in other languages, and their ways of joining a date.
    ['15 mars 2021', '2021-03-15'],
    ['1er févr. 2022', '2022-02-01'],
    ['5 de enero de 2021', '2021-01-05'],
    ['12 de setembro de 2023', '2023-09-12'],
    ['3 settembre 2020', '2020-09-03'],
    ['24-dic-2019', '2019-12-24'],
    ['15. Dezember 2021', '2021-12-15'],
    ['7 okt 2022', '2022-10-07'],
    ['15th of March, 2021', '2021-03-15'],
    ['2021年3月15日', '2021-03-15'],
    ['17 Agustus 2023', '2023-08-17'],
  ])('reads %s day-first as %s', (text, iso) => {
    expect(parseBillDate(text, 'day-first')).toBe(iso);
  });

  it('reads an ambiguous numeric date month-first when told to', () => {
    expect(parseBillDate('12/07/2019', 'month-first')).toBe('2019-12-07');
    expect(parseBillDate('12/07/2019', 'day-first')).toBe('2019-07-12');
    expect(parseBillDate('31/01/2024', 'month-first')).toBe('2024-01-31');
  });

  it.each(['31/02/2024', '00/01/2024', 'Thursday', '12 Marks 2020', '30 days', ''])('finds no date in %j', (text) => {
    expect(parseBillDate(text, 'day-first')).toBeUndefined();
  });

  it('tells which order a numeric date proves', () => {
    expect(orderProvenBy('13/01/2024')).toBe('day-first');
    expect(orderProvenBy('01/31/2021')).toBe('month-first');
    expect(orderProvenBy('05/08/2024')).toBeUndefined();
    expect(orderProvenBy('2024-01-31')).toBeUndefined();
  });
});
