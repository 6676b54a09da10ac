import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { voucherInputSchema } from '@app/shared/books/voucher-input';
import type { Company } from '@app/shared/companies';
import type { HsnSummary } from '@app/shared/reports/summary-docs';
import { hsnSummaryQuerySchema } from '@app/shared/reports/summary-docs';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { INVOICES, invoiceBody, type ItemLine } from '../../../test/vouchers';
import { createVoucher, withdrawVoucher } from '#lib/books/posting';
import { getVoucher } from '#lib/db/vouchers';
import { gstr1 } from './gstr1';
import { gstr1Csv } from './gstr1-csv';
import { hsnSummary } from './hsn-summary';

/**
 * GSTR-1 for November 2025 of a Maharashtra company, against a file written by hand
 * (test/expected/gstr1-112025.json): a b2b invoice in the state at two rates, one to Karnataka
 * (IGST), a walk-in sale and a service (b2cs, summed by rate), an unregistered inter-state sale
 * above Rs 1,00,000 (b2cl), a cancelled invoice (doc_issue), a December sale and a purchase (left
 * out). Posted through the voucher engine with the clock set to 20 March 2026.
 */
describe('GSTR-1 of a month', () => {
  let user: TestUser;
  let company: Company;
  const expected = JSON.parse(
    readFileSync(new URL('../../../test/expected/gstr1-112025.json', import.meta.url), 'utf8'),
  ) as unknown;

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    const party = async (name: string, fields: object) => (await addLedger(user, company._id, { name, ...fields }))._id;
    const sharma = await party('Sharma Traders', { tin: '27AAGCS2288K1ZV' });
    const agency = await party('Karnataka Agency', { mailing_state: 'Karnataka', tin: '29AAGCB7383J1Z4' });
    const walkIn = await party('Walk-in Customer', { tin: '' });
    const hospital = await party('Bengaluru Hospital', { mailing_state: 'Karnataka', tin: '' });
    const supplier = await party('Cipla Distributors', { parent: 'Creditors', tin: '27AAPFU0939F1ZV' });
    const product = async (name: string, hsn: string, rate: string, extra: object = {}) =>
      (
        await addProduct(
          user,
          productBody(company._id, { stock_item_name: name, hsn_code: hsn, tax_rate: rate, ...extra }),
        )
      )._id;
    const dolo = await product('Dolo 650', '30049099', '12');
    const vicks = await product('Vicks', '33049990', '18');
    const consulting = await product('Consulting', '998311', '18', { nature_of_goods: 'Services' });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-20T06:30:00Z'));
    const post = async (type: 'Sales' | 'Purchase', partyId: string, date: string, items: ItemLine[]) => {
      const input = voucherInputSchema.parse(invoiceBody(company._id, type, partyId, items, { date }));
      return (await createVoucher(input, user.sub, randomUUID())).voucher;
    };
    await post('Sales', sharma, '2025-11-03', [
      { item_id: dolo, quantity: 100, rate: '20', tax_rate: 12 },
      { item_id: vicks, quantity: 10, rate: '50', tax_rate: 18 },
    ]);
    await post('Sales', agency, '2025-11-05', [{ item_id: dolo, quantity: 50, rate: '20', tax_rate: 12 }]);
    await post('Sales', walkIn, '2025-11-10', [{ item_id: vicks, quantity: 2, rate: '50', tax_rate: 18 }]);
    await post('Sales', hospital, '2025-11-12', [{ item_id: dolo, quantity: 5000, rate: '20', tax_rate: 12 }]);
    await post('Sales', walkIn, '2025-11-15', [{ item_id: consulting, quantity: 1, rate: '1000', tax_rate: 18 }]);
    const cancelled = await post('Sales', sharma, '2025-11-20', [
      { item_id: vicks, quantity: 1, rate: '10', tax_rate: 18 },
    ]);
    await withdrawVoucher((await getVoucher(company._id, cancelled.voucher_id)) ?? cancelled, user.sub);
    await post('Sales', walkIn, '2025-12-01', [{ item_id: vicks, quantity: 1, rate: '50', tax_rate: 18 }]);
    await post('Purchase', supplier, '2025-11-04', [{ item_id: dolo, quantity: 500, rate: '10', tax_rate: 12 }]);
  });

  afterAll(() => {
    vi.useRealTimers();
  });

  it('matches the file written by hand', async () => {
    expect(await gstr1(company._id, 2025, 11)).toEqual(expected);
  });

  it("has the HSN summary screen's totals for the month", async () => {
    const file = await gstr1(company._id, 2025, 11);
    const screen: HsnSummary = await hsnSummary(
      company._id,
      hsnSummaryQuerySchema.parse({ company_id: company._id, start_date: '2025-11-01', end_date: '2025-11-30' }),
    );
    const rows = [...file.hsn.hsn_b2b, ...file.hsn.hsn_b2c];
    const sum = (pick: (row: (typeof rows)[number]) => number) =>
      Math.round(rows.reduce((total, row) => total + pick(row), 0) * 100) / 100;
    expect(sum((row) => row.txval)).toBe(screen.meta.taxable_value);
    expect(sum((row) => row.iamt + row.camt + row.samt)).toBe(screen.meta.tax_amount);
  });

  it('writes each table as CSV with the same figures', async () => {
    const file = await gstr1(company._id, 2025, 11);
    expect(gstr1Csv(file, 'b2cs')).toBe(
      'Type,Place Of Supply,Supply Type,Rate,Taxable Value,Integrated Tax,Central Tax,State/UT Tax,Cess Amount\r\n' +
        'OE,27-Maharashtra,INTRA,18,1100,0,99,99,0\r\n',
    );
    expect(gstr1Csv(file, 'b2b').split('\r\n')[1]).toBe(
      '27AAGCS2288K1ZV,SI/25-26/0001,03-11-2025,2830,27-Maharashtra,N,Regular B2B,12,2000,0,120,120,0',
    );
    expect(gstr1Csv(file, 'doc_issue').split('\r\n')[1]).toBe(
      'Invoices for outward supply,SI/25-26/0001,SI/25-26/0006,6,1,5',
    );
  });

  it('downloads as a JSON file and a CSV table over HTTP, and refuses a stranger', async () => {
    const query = `company_id=${company._id}&financial_year=2025&financial_month=11`;
    const json = await api.get(`${INVOICES}/get/gstr1?${query}`, user.idToken);
    expect(json.status).toBe(200);
    const stranger = await signUpUser();
    expect((await api.get(`${INVOICES}/get/gstr1?${query}`, stranger.idToken)).status).toBe(404);
    const bad = await api.get(`${INVOICES}/get/gstr1/csv?${query}&table=exp`, user.idToken);
    expect([bad.status, bad.body.message]).toEqual([
      400,
      'table must be one of: b2b, b2cl, b2cs, cdnr, cdnur, hsn_b2b, hsn_b2c, doc_issue',
    ]);
  });
});
