import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { voucherInputSchema, type VoucherPayload } from '@app/shared/books/voucher-input';
import type { Company } from '@app/shared/companies';
import { hsnSummaryQuerySchema } from '@app/shared/reports/summary-docs';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { fetchLocalBytes } from '../../../test/api';
import { signUpUser, type TestUser } from '../../../test/users';
import { INVOICES, invoiceBody, type ItemLine } from '../../../test/vouchers';
import type { VoucherRecord } from '#lib/books/voucher-record';
import { createVoucher, withdrawVoucher } from '#lib/books/posting';
import { getVoucher } from '#lib/db/vouchers';
import { gstr1 } from './gstr1';
import { gstr1Csv } from './gstr1-csv';
import { hsnSummary } from './hsn-summary';

const expectedFile = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../test/expected/${name}`, import.meta.url), 'utf8')) as unknown;

/**
 * GSTR-1 with credit notes (design docs/design/returns-and-batches.md 5.3), against files written
 * by hand, for a Maharashtra company. May 2026 (test/expected/gstr1-052026.json): SI/26-27/0001,
 * 5 Hand Sanitizers @ 150.00 + 18% IGST to Bengaluru Health Mart (29AAGCB7383J1Z4), and
 * CN/26-27/0001 taking 2 back (354.00: cdnr); SI/26-27/0002, 1,000 @ 150.00 to an unregistered
 * hospital in Karnataka (1,77,000.00: b2cl), and CN/26-27/0002 taking 100 back (17,700.00: cdnur,
 * though the note itself is below the b2cl limit). June 2026 (gstr1-062026.json): a walk-in sale of
 * 2 in the state and a note taking 1 back (b2cs nets them: 150.00 at 18%), a standalone discount
 * note of 100.00 at 12% (a negative b2cs row), a note cancelled (doc_issue), and a purchase with its
 * debit note (inward: left out). Posted through the voucher engine with the clock on 30 June 2026.
 */
describe('GSTR-1 with credit notes', () => {
  let user: TestUser;
  let company: Company;

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    const party = async (name: string, fields: object) => (await addLedger(user, company._id, { name, ...fields }))._id;
    const healthMart = await party('Bengaluru Health Mart', { mailing_state: 'Karnataka', tin: '29AAGCB7383J1Z4' });
    const hospital = await party('Bengaluru Hospital', { mailing_state: 'Karnataka', tin: '' });
    const walkIn = await party('Walk-in Customer', { tin: '' });
    const supplier = await party('Haryana Pharma Distributors', {
      parent: 'Creditors',
      mailing_state: 'Haryana',
      tin: '06AABCO6063D1ZQ',
    });
    const product = async (fields: object) => (await addProduct(user, productBody(company._id, fields)))._id;
    const sanitizer = await product({
      stock_item_name: 'Hand Sanitizer 500 ml',
      unit: 'BTL',
      hsn_code: '38089400',
      tax_rate: '18',
      opening_balance: '2000',
      opening_rate: '145',
    });
    const paracetamol = await product({ stock_item_name: 'Paracetamol 500 mg' });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-30T06:30:00Z'));
    const post = async (body: VoucherPayload) =>
      (await createVoucher(voucherInputSchema.parse(body), user.sub, randomUUID())).voucher;
    const invoice = (type: 'Sales' | 'Purchase', partyId: string, date: string, items: ItemLine[]) =>
      post(invoiceBody(company._id, type, partyId, items, { date }));
    const note = (original: VoucherRecord, date: string, quantity: number) =>
      post({
        company_id: company._id,
        voucher_type: original.voucher_type === 'Sales' ? 'Credit Note' : 'Debit Note',
        date,
        party_name_id: original.party_id,
        original_voucher_id: original.voucher_id,
        items: [{ original_line: 0, quantity }],
      });

    const sale = await invoice('Sales', healthMart, '2026-05-10', [{ item_id: sanitizer, quantity: 5, rate: '150' }]);
    await note(sale, '2026-05-15', 2);
    const large = await invoice('Sales', hospital, '2026-05-18', [{ item_id: sanitizer, quantity: 1000, rate: '150' }]);
    await note(large, '2026-05-20', 100);

    const walkInSale = await invoice('Sales', walkIn, '2026-06-05', [{ item_id: sanitizer, quantity: 2, rate: '150' }]);
    await note(walkInSale, '2026-06-10', 1);
    await post({
      ...invoiceBody(company._id, 'Sales', walkIn, [{ item_id: paracetamol, quantity: 10, rate: '10' }], {
        date: '2026-06-12',
      }),
      voucher_type: 'Credit Note',
      reason: 'Post Sale Discount',
    });
    const cancelled = await note(walkInSale, '2026-06-15', 1);
    await withdrawVoucher((await getVoucher(company._id, cancelled.voucher_id)) ?? cancelled, user.sub);
    const purchase = await invoice('Purchase', supplier, '2026-06-03', [
      { item_id: sanitizer, quantity: 50, rate: '140' },
    ]);
    await note(purchase, '2026-06-20', 5);
  });

  afterAll(() => {
    vi.useRealTimers();
  });

  it('reports May’s notes in cdnr and cdnur, the HSN table net of them, and the note numbers issued', async () => {
    expect(await gstr1(company._id, 2026, 5)).toEqual(expectedFile('gstr1-052026.json'));
  });

  it('nets June’s consumer notes into b2cs, counts a cancelled note, and leaves the debit note out', async () => {
    expect(await gstr1(company._id, 2026, 6)).toEqual(expectedFile('gstr1-062026.json'));
  });

  it("has the HSN summary screen's totals in a month whose notes outweigh its sales at a rate", async () => {
    const file = await gstr1(company._id, 2026, 6);
    const screen = await hsnSummary(
      company._id,
      hsnSummaryQuerySchema.parse({ company_id: company._id, start_date: '2026-06-01', end_date: '2026-06-30' }),
    );
    expect(screen.docs.map((row) => [row.hsn_code, row.quantity, row.taxable_value, row.invoice_count])).toEqual([
      ['30049099', -10, -100, 0],
      ['38089400', 1, 150, 1],
    ]);
    const rows = file.hsn.hsn_b2c;
    expect(rows.reduce((total, row) => total + row.txval, 0)).toBe(screen.meta.taxable_value);
    expect(rows.reduce((total, row) => total + row.camt + row.samt, 0)).toBe(screen.meta.tax_amount);
  });

  it('writes cdnr and cdnur as CSV with the offline tool’s columns', async () => {
    const file = await gstr1(company._id, 2026, 5);
    expect(gstr1Csv(file, 'cdnr')).toBe(
      'GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,' +
        'Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount\r\n' +
        '29AAGCB7383J1Z4,,CN/26-27/0001,15-05-2026,C,29-Karnataka,N,Regular B2B,354,,18,300,0\r\n',
    );
    expect(gstr1Csv(file, 'cdnur')).toBe(
      'UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,' +
        'Taxable Value,Cess Amount\r\n' +
        'B2CL,CN/26-27/0002,20-05-2026,C,29-Karnataka,17700,,18,15000,0\r\n',
    );
    expect(gstr1Csv(file, 'doc_issue').split('\r\n')[2]).toBe('Credit Note,CN/26-27/0001,CN/26-27/0002,2,0,2');
  });

  it('downloads the cdnur table over HTTP', async () => {
    const query = `company_id=${company._id}&financial_year=2026&financial_month=5&table=cdnur`;
    const csv = await fetchLocalBytes(`${INVOICES}/get/gstr1/csv?${query}`, user.idToken);
    expect(csv.status).toBe(200);
    expect(new TextDecoder().decode(csv.bytes).split('\r\n')[1]).toBe(
      'B2CL,CN/26-27/0002,20-05-2026,C,29-Karnataka,17700,,18,15000,0',
    );
  });
});
