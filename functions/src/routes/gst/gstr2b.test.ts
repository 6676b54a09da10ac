import { beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@app/shared/companies';
import { financialYearOf, indianDate } from '@app/shared/financial-year';
import type { ReconciliationDoc } from '@app/shared/gst/gstr2b-docs';
import { GSTR2B_MESSAGES } from '@app/shared/gst/gstr2b';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { invoiceBody, postVoucher } from '../../../test/vouchers';

const COMPANY_GSTIN = '27AAPFU0939F1ZV';
const CIPLA = '27AAGCS2288K1ZV';
const today = indianDate();
const [year, mm] = [today.slice(0, 4), today.slice(5, 7)];
const portalDay = (day: string) => `${day}-${mm}-${year}`;

/** An invoice as GSTR-2B lists it: its lines in rupees, intra-state. */
const invoice = (inum: string, day: string, txval: number, tax: number) => ({
  inum,
  dt: portalDay(day),
  val: txval + tax,
  rev: 'N',
  itcavl: 'Y',
  items: [{ num: 1, rt: 18, txval, igst: 0, cgst: tax / 2, sgst: tax / 2, cess: 0 }],
});

const gstr2b = (gstin: string, invoices: ReturnType<typeof invoice>[]) =>
  JSON.stringify({
    data: {
      gstin,
      rtnprd: `${mm}${year}`,
      docdata: { b2b: [{ ctin: CIPLA, trdnm: 'Cipla Distributors', inv: invoices }] },
    },
  });

/**
 * Issue 33: Cipla's bills of the month as its GSTR-2B lists them against what the shop entered: one
 * exactly as in the books, one a rupee off, one numbered differently (INV/2025-26/040 against
 * INV-40), one the shop has not entered; and a bill the shop entered that Cipla has not filed.
 */
describe('GSTR-2B against the books', () => {
  let user: TestUser;
  let company: Company;
  const query = () =>
    `company_id=${company._id}&financial_year=${financialYearOf(today)}&financial_month=${Number(mm)}`;
  const upload = (file: string) => api.post('/api/v1/gst/gstr2b', user.idToken, { company_id: company._id, file });
  const reconciliation = async () =>
    dataOf<ReconciliationDoc>(await api.get(`/api/v1/gst/reconciliation?${query()}`, user.idToken));

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    const widget = (await addProduct(user, productBody(company._id, { stock_item_name: 'Widget', tax_rate: '18' })))
      ._id;
    const cipla = (await addLedger(user, company._id, { name: 'Cipla Distributors', parent: 'Creditors', tin: CIPLA }))
      ._id;
    const bought = (number: string, rate: number) =>
      postVoucher(
        user,
        invoiceBody(company._id, 'Purchase', cipla, [{ item_id: widget, quantity: 10, rate }], {
          voucher_number: number,
          date: `${year}-${mm}-01`,
        }),
      );
    await bought('CPL-0101', 100);
    await bought('CPL-0102', 200);
    await bought('INV-40', 300);
    await bought('CPL-0099', 400);
  });

  it('keeps the month’s 2B, and reads each bill against the books with its reason', async () => {
    const answer = await upload(
      gstr2b(COMPANY_GSTIN, [
        invoice('CPL-0101', '01', 1000, 180),
        invoice('CPL-0102', '01', 2000.8, 360.14),
        invoice('INV/2025-26/040', '01', 3000, 540),
        invoice('CPL-0103', '01', 500, 90),
      ]),
    );
    expect([answer.status, answer.body.message]).toEqual([
      200,
      `GSTR-2B of ${new Date(`${today}T12:00:00Z`).toLocaleString('en-IN', { month: 'short' })} ${year} kept: 4 documents from 1 suppliers`,
    ]);
    const result = await reconciliation();
    expect(result.period).toBe(`${mm}${year}`);
    expect(result.pairs.map((pair) => [pair.kind, pair.two_b.number, pair.books.number, pair.reason])).toEqual([
      ['exact', 'CPL-0101', 'CPL-0101', 'Same bill'],
      ['suggested', 'CPL-0102', 'CPL-0102', 'Amounts differ by ₹0.80'],
      ['suggested', 'INV/2025-26/040', 'INV-40', 'Bill number INV-40 read as INV/2025-26/040'],
    ]);
    expect(result.missing_in_books.map((document) => [document.number, document.taxable, document.cgst])).toEqual([
      ['CPL-0103', 500, 45],
    ]);
    expect(result.missing_in_2b.map((document) => document.number)).toEqual(['CPL-0099']);
  });

  it('replaces the month’s 2B with a second upload, and leaves the books as they were', async () => {
    expect((await upload(gstr2b(COMPANY_GSTIN, [invoice('CPL-0099', '01', 4000, 720)]))).status).toBe(200);
    const result = await reconciliation();
    expect(result.pairs.map((pair) => pair.two_b.number)).toEqual(['CPL-0099']);
    expect(result.missing_in_2b.map((document) => document.number).sort()).toEqual(['CPL-0101', 'CPL-0102', 'INV-40']);
  });

  it('refuses another GSTIN’s 2B and a file that is not one, naming what is wrong', async () => {
    const foreign = await upload(gstr2b('29AAGCB7383J1Z4', [invoice('X-1', '01', 100, 18)]));
    expect([foreign.status, foreign.body.message]).toEqual([
      400,
      GSTR2B_MESSAGES.otherGstin('29AAGCB7383J1Z4', COMPANY_GSTIN),
    ]);
    const pdf = await upload('%PDF-1.7 not a return');
    expect([pdf.status, pdf.body.message]).toEqual([400, GSTR2B_MESSAGES.notJson]);
    // The month's 2B is still the one kept before.
    expect((await reconciliation()).pairs.map((pair) => pair.two_b.number)).toEqual(['CPL-0099']);
  });
});
