import { describe, expect, it } from 'vitest';
import { RETURN_FREQUENCIES } from '@app/shared/gst/return-period';
import { readGstReturnsSearch } from './gst-returns-search';

// The reader runs on what the router parsed from the URL.
const read = (search: Record<string, unknown>) => readGstReturnsSearch(search as never);

describe("the GST Returns page's URL (issues 33 and 36)", () => {
  it('reads every filing frequency the return routes take, and falls back to monthly', () => {
    expect(RETURN_FREQUENCIES.map((filing) => read({ filing }).filing)).toEqual(RETURN_FREQUENCIES);
    expect(read({ filing: 'yearly' }).filing).toBe('monthly');
  });

  it('opens the e-Invoices tab by name, and the return for a tab it does not know', () => {
    expect(read({ tab: 'einvoices' }).tab).toBe('einvoices');
    expect(read({ tab: 'gstr9' }).tab).toBe('gstr3b');
  });
});
