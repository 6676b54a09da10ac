import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { voucherInputSchema, type VoucherPayload } from '@app/shared/books/voucher-input';
import { voucherListQuerySchema } from '@app/shared/books/voucher-list-query';
import type { Company } from '@app/shared/companies';
import { fetchLocalBytes } from '../../../test/api';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { signUpUser, type TestUser } from '../../../test/users';
import { INVOICES, invoiceBody, ledgerIdByName, transactionBody } from '../../../test/vouchers';
import { getVoucher } from '#lib/db/vouchers';
import { INVOICES_DIRECTORY } from './directories';
import { CSV_TOO_LARGE, directoryCsv } from './directory-csv';
import { createVoucher, withdrawVoucher } from './posting';
import type { VoucherRecord } from './voucher-record';

/**
 * Export CSV of the two directories (issue 19), over June 2026 with the clock on 20 June (the
 * engine takes dates of the running year up to today, so the books hold whatever day this runs).
 * Paracetamol at 12%, intra-state (Maharashtra):
 * - 1 June SI/26-27/0001 to Sharma Traders, 10 @ 100.00: 1,120.00; 2 returned on 4 June by
 *   CN/26-27/0001: 224.00 (applied to the invoice, so Closed; the invoice is Part returned);
 * - 3 June purchase CD/0042 from Cipla Distributors, 100 @ 50.00: 5,600.00;
 * - 5 June SI/26-27/0002 to 'Ramesh Kumar, Pune' (no GSTIN), 3 @ 250.00, paid: 840.00;
 * - 7 June SI/26-27/0003 to Sharma Traders, 1 @ 99.50: 111.44, rounded to 111.00, cancelled;
 * - 8 June RV/26-27/0001 from Sharma Traders, 500.00; 9 June PV/26-27/0001 to Cipla, 5,600.00;
 * - 1 July SI/26-27/0004, outside the period.
 */
describe('the directories as CSV files', () => {
  let user: TestUser;
  let company: Company;

  const post = async (body: VoucherPayload) =>
    (await createVoucher(voucherInputSchema.parse(body), user.sub, randomUUID())).voucher;
  const csvOf = async (path: string, query: Record<string, string>) => {
    const search = new URLSearchParams({ company_id: company._id, ...query });
    const file = await fetchLocalBytes(`${path}?${search.toString()}`, user.idToken);
    return { ...file, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.bytes) };
  };
  const JUNE = { start_date: '2026-06-01', end_date: '2026-06-30' };

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    const sharma = (await addLedger(user, company._id, { name: 'Sharma Traders', tin: '27AAPFU0939F1ZV' }))._id;
    const ramesh = (await addLedger(user, company._id, { name: 'Ramesh Kumar, Pune' }))._id;
    const cipla = (
      await addLedger(user, company._id, { name: 'Cipla Distributors', parent: 'Creditors', tin: '27AAGCS2288K1ZV' })
    )._id;
    const cash = await ledgerIdByName(user, company._id, 'Cash');
    const tablets = (await addProduct(user, productBody(company._id, { tax_rate: '12' })))._id;
    const sale = (partyId: string, date: string, quantity: number, rate: string, extra: Partial<VoucherPayload> = {}) =>
      post(
        invoiceBody(company._id, 'Sales', partyId, [{ item_id: tablets, quantity, rate, tax_rate: 12 }], {
          date,
          ...extra,
        }),
      );

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-20T06:30:00Z'));
    const first: VoucherRecord = await sale(sharma, '2026-06-01', 10, '100');
    await post(
      invoiceBody(company._id, 'Purchase', cipla, [{ item_id: tablets, quantity: 100, rate: '50', tax_rate: 12 }], {
        date: '2026-06-03',
        voucher_number: 'CD/0042',
      }),
    );
    await post({
      company_id: company._id,
      voucher_type: 'Credit Note',
      date: '2026-06-04',
      party_name_id: sharma,
      original_voucher_id: first.voucher_id,
      items: [{ original_line: 0, quantity: 2 }],
    });
    await sale(ramesh, '2026-06-05', 3, '250', { paid_amount: 840 });
    const cancelled = await sale(sharma, '2026-06-07', 1, '99.50');
    await withdrawVoucher((await getVoucher(company._id, cancelled.voucher_id)) ?? cancelled, user.sub);
    await post(transactionBody(company._id, 'Receipt', sharma, cash, 500, { date: '2026-06-08' }));
    await post(transactionBody(company._id, 'Payment', cipla, cash, 5600, { date: '2026-06-09' }));
    vi.setSystemTime(new Date('2026-07-02T06:30:00Z'));
    await sale(sharma, '2026-07-01', 1, '100');
  });

  afterAll(() => {
    vi.useRealTimers();
  });

  it("downloads the invoices directory's period as the list shows it, newest first, cancelled left out", async () => {
    const file = await csvOf(`${INVOICES}/view/all/vouchar/csv`, JUNE);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv');
    expect(file.headers.get('content-disposition')).toBe('inline; filename="invoices-2026-06-01-to-2026-06-30.csv"');
    // The UTF-8 byte-order mark, so Excel reads the encoding right, as the browser's exports do.
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.text).toBe(
      '\uFEFFSr. No.,Invoice Date,Customer,GSTIN,Invoice Type,Invoice No.,Debit,Credit,Grand Total,Status\r\n' +
        '1,05/06/2026,"Ramesh Kumar, Pune",,Sales,SI/26-27/0002,840.00,,840.00,Paid\r\n' +
        '2,04/06/2026,Sharma Traders,27AAPFU0939F1ZV,Credit Note,CN/26-27/0001,,224.00,224.00,Closed\r\n' +
        '3,03/06/2026,Cipla Distributors,27AAGCS2288K1ZV,Purchase,CD/0042,,5600.00,5600.00,Unpaid\r\n' +
        '4,01/06/2026,Sharma Traders,27AAPFU0939F1ZV,Sales,SI/26-27/0001,1120.00,,1120.00,"Unpaid, Part returned"\r\n',
    );
  });

  it('applies the search, type, cancelled switch and sort, and reads past the first page', async () => {
    const sharma = await csvOf(`${INVOICES}/view/all/vouchar/csv`, {
      ...JUNE,
      search: 'sharma',
      include_cancelled: 'true',
      sortField: 'voucher_number',
      sortOrder: '1',
      limit: '1',
      page_no: '2',
    });
    expect(sharma.text.split('\r\n').slice(1)).toEqual([
      '1,04/06/2026,Sharma Traders,27AAPFU0939F1ZV,Credit Note,CN/26-27/0001,,224.00,224.00,Closed',
      '2,01/06/2026,Sharma Traders,27AAPFU0939F1ZV,Sales,SI/26-27/0001,1120.00,,1120.00,"Unpaid, Part returned"',
      '3,07/06/2026,Sharma Traders,27AAPFU0939F1ZV,Sales,SI/26-27/0003,111.00,,111.00,Cancelled',
      '',
    ]);
    const purchases = await csvOf(`${INVOICES}/view/all/vouchar/csv`, { ...JUNE, type: 'Purchase' });
    expect(purchases.text.split('\r\n').slice(1, -1)).toEqual([
      '1,03/06/2026,Cipla Distributors,27AAGCS2288K1ZV,Purchase,CD/0042,,5600.00,5600.00,Unpaid',
    ]);
    const nothing = await csvOf(`${INVOICES}/view/all/vouchar/csv`, { ...JUNE, type: 'Receipt' });
    expect(nothing.text).toBe(
      '\uFEFFSr. No.,Invoice Date,Customer,GSTIN,Invoice Type,Invoice No.,Debit,Credit,Grand Total,Status\r\n',
    );
  });

  it('downloads the transactions directory with its own headings, receipts and payments included', async () => {
    const file = await csvOf('/api/v1/transactions/view/all/csv', { ...JUNE, sortOrder: '1' });
    expect(file.headers.get('content-disposition')).toBe(
      'inline; filename="transactions-2026-06-01-to-2026-06-30.csv"',
    );
    expect(file.text.split('\r\n')).toEqual([
      '\uFEFFSr. No.,Transaction Date,Sender / Receiver,GSTIN,Transaction Type,Transaction No.,Debit,Credit,Grand Total,Status',
      '1,01/06/2026,Sharma Traders,27AAPFU0939F1ZV,Sales,SI/26-27/0001,1120.00,,1120.00,"Unpaid, Part returned"',
      '2,03/06/2026,Cipla Distributors,27AAGCS2288K1ZV,Purchase,CD/0042,,5600.00,5600.00,Unpaid',
      '3,04/06/2026,Sharma Traders,27AAPFU0939F1ZV,Credit Note,CN/26-27/0001,,224.00,224.00,Closed',
      '4,05/06/2026,"Ramesh Kumar, Pune",,Sales,SI/26-27/0002,840.00,,840.00,Paid',
      '5,08/06/2026,Sharma Traders,27AAPFU0939F1ZV,Receipt,RV/26-27/0001,,500.00,500.00,',
      '6,09/06/2026,Cipla Distributors,27AAGCS2288K1ZV,Payment,PV/26-27/0001,5600.00,,5600.00,',
      '',
    ]);
    const receipts = await csvOf('/api/v1/transactions/view/all/csv', { ...JUNE, searchQuery: 'RV/' });
    expect(receipts.text.split('\r\n').slice(1, -1)).toEqual([
      '1,08/06/2026,Sharma Traders,27AAPFU0939F1ZV,Receipt,RV/26-27/0001,,500.00,500.00,',
    ]);
  });

  it("refuses a stranger, bad filters, and a file past one response's size", async () => {
    const stranger = await signUpUser();
    const query = new URLSearchParams({ company_id: company._id, ...JUNE }).toString();
    expect((await fetchLocalBytes(`${INVOICES}/view/all/vouchar/csv?${query}`, stranger.idToken)).status).toBe(404);
    const bad = await csvOf('/api/v1/transactions/view/all/csv', { ...JUNE, sortField: 'amount' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toMatchObject({ success: false });

    const june = voucherListQuerySchema.parse({ company_id: company._id, ...JUNE });
    const fits = await directoryCsv(june, INVOICES_DIRECTORY, { rows: 4, bytes: 1000 });
    expect(fits.fileName).toBe('invoices-2026-06-01-to-2026-06-30.csv');
    await expect(directoryCsv(june, INVOICES_DIRECTORY, { rows: 3, bytes: 1000 })).rejects.toThrow(CSV_TOO_LARGE);
    await expect(directoryCsv(june, INVOICES_DIRECTORY, { rows: 4, bytes: 300 })).rejects.toThrow(CSV_TOO_LARGE);
  });
});
