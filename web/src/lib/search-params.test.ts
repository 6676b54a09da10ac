import { describe, expect, it } from 'vitest';
import { readInvoiceSearch, readNoteFormSearch } from '@/features/invoices/invoice-search';
import { readReportsSearch } from '@/features/reports/reports-search';
import { readEmailLinkSearch } from '@/features/auth/utils/link-search';
import { periodOf } from './search-params';

// The readers run on what the router parsed from the URL: `?page=2` arrives as the number 2.
const read = <T>(reader: (search: never) => T, search: Record<string, unknown>) => reader(search as never);

describe('URL search readers', () => {
  it('fills in the defaults a bare URL leaves out, and nothing else', () => {
    expect(read(readInvoiceSearch, {})).toEqual({
      page: 1,
      size: 10,
      type: 'all',
      sort: 'date',
      order: -1,
      cancelled: false,
      status: 'all',
    });
  });

  it('keeps what a link chose', () => {
    expect(
      read(readInvoiceSearch, {
        page: 3,
        size: 20,
        search: 'Sharma',
        type: 'credit-note',
        start: '2026-04-01',
        end: '2026-06-30',
        sort: 'party_name',
        order: 1,
        cancelled: true,
        status: 'overdue',
      }),
    ).toEqual({
      page: 3,
      size: 20,
      search: 'Sharma',
      type: 'credit-note',
      start: '2026-04-01',
      end: '2026-06-30',
      sort: 'party_name',
      order: 1,
      cancelled: true,
      status: 'overdue',
    });
  });

  it('falls back, value by value, where a hand-edited link holds something it cannot read', () => {
    expect(
      read(readInvoiceSearch, {
        page: -2,
        size: 11,
        type: 'quotation',
        start: '01/04/2026',
        sort: 'grand_totl',
        order: 0,
        cancelled: 'yes',
        status: 'late',
        unknown: 'dropped',
      }),
    ).toEqual({ page: 1, size: 10, type: 'all', sort: 'date', order: -1, cancelled: false, status: 'all' });
    expect(read(readInvoiceSearch, { page: 2.5 }).page).toBe(1);
  });

  it('reads a number typed into the search box as text', () => {
    expect(read(readInvoiceSearch, { search: 123 }).search).toBe('123');
    expect(read(readEmailLinkSearch, { email: 'a@b.in', token: 482913 })).toEqual({ email: 'a@b.in', token: '482913' });
    expect(read(readEmailLinkSearch, { token: { code: 1 } })).toEqual({});
  });

  it('takes a trimmed reference of 1 to 64 characters, and a closed set of kinds', () => {
    expect(read(readNoteFormSearch, { against: '  inv_01  ', kind: 'value' })).toEqual({
      against: 'inv_01',
      kind: 'value',
    });
    expect(read(readNoteFormSearch, { against: '   ', kind: 'goods' })).toEqual({});
    expect(read(readNoteFormSearch, { against: 'x'.repeat(65) })).toEqual({});
  });

  it('keeps a year and a month only inside their ranges', () => {
    expect(read(readReportsSearch, { year: 2025, month: 12 })).toEqual({ year: 2025, month: 12 });
    expect(read(readReportsSearch, { year: 1999, month: 13 })).toEqual({});
    expect(read(readReportsSearch, { year: '2025', month: 0 })).toEqual({});
  });

  it('opens a period on the first of the month to today unless dates are chosen', () => {
    expect(periodOf({}, '2026-11-27')).toEqual({ start: '2026-11-01', end: '2026-11-27' });
    expect(periodOf({ start: '2026-04-01' }, '2026-11-27')).toEqual({ start: '2026-04-01', end: '2026-11-27' });
  });
});
