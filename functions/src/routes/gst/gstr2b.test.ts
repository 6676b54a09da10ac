import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill } from '@app/shared/bills/bill-record';
import type { Company } from '@app/shared/companies';
import { financialYearOf, indianDate } from '@app/shared/financial-year';
import { RECONCILIATION_MESSAGES, type ReconciliationDoc } from '@app/shared/gst/gstr2b-docs';
import { GSTR2B_MESSAGES } from '@app/shared/gst/gstr2b';
import type { Gstr3bDoc } from '@app/shared/reports/gstr3b-docs';
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

/** A bill of entry of goods imported through Nhava Sheva: 50,000.00 assessed, IGST 9,000.00. */
const BILL_OF_ENTRY = { portcode: 'INNSA1', boenum: '4321987', boedt: portalDay('02'), txval: 50000, igst: 9000 };

const gstr2b = (gstin: string, invoices: ReturnType<typeof invoice>[], impg: (typeof BILL_OF_ENTRY)[] = []) =>
  JSON.stringify({
    data: {
      gstin,
      rtnprd: `${mm}${year}`,
      docdata: { b2b: [{ ctin: CIPLA, trdnm: 'Cipla Distributors', inv: invoices }], impg },
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
  let [cipla, widget] = ['', ''];
  const query = () =>
    `company_id=${company._id}&financial_year=${financialYearOf(today)}&financial_month=${Number(mm)}`;
  const upload = (file: string) => api.post('/api/v1/gst/gstr2b', user.idToken, { company_id: company._id, file });
  const decide = (decision: Record<string, string>) =>
    api.post('/api/v1/gst/reconciliation/decisions', user.idToken, {
      company_id: company._id,
      financial_year: financialYearOf(today),
      financial_month: Number(mm),
      ...decision,
    });
  const rowId = (number: string) => `${CIPLA}|invoice|${number}`;
  const reconciliation = async () =>
    dataOf<ReconciliationDoc>(await api.get(`/api/v1/gst/reconciliation?${query()}`, user.idToken));

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    widget = (await addProduct(user, productBody(company._id, { stock_item_name: 'Widget', tax_rate: '18' })))._id;
    cipla = (await addLedger(user, company._id, { name: 'Cipla Distributors', parent: 'Creditors', tin: CIPLA }))._id;
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
      gstr2b(
        COMPANY_GSTIN,
        [
          invoice('CPL-0101', '01', 1000, 180),
          invoice('CPL-0102', '01', 2000.8, 360.14),
          invoice('INV/2025-26/040', '01', 3000, 540),
          invoice('CPL-0103', '01', 500, 90),
        ],
        [BILL_OF_ENTRY],
      ),
    );
    expect([answer.status, answer.body.message]).toEqual([
      200,
      `GSTR-2B of ${new Date(`${today}T12:00:00Z`).toLocaleString('en-IN', { month: 'short' })} ${year} kept: 4 documents from 1 suppliers and 1 bill of entry`,
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

  it('accepts the suggestions, unlinks, links by hand and keeps pending notes, each pair once', async () => {
    const accepted = await decide({ action: 'accept_suggestions' });
    expect([accepted.status, accepted.body.message]).toEqual([200, RECONCILIATION_MESSAGES.accepted(2)]);
    const pairs = (doc: ReconciliationDoc) =>
      doc.pairs.map((pair) => [pair.kind, pair.two_b.number, pair.books.number]);
    expect(pairs(dataOf<ReconciliationDoc>(accepted))).toEqual([
      ['accepted', 'CPL-0102', 'CPL-0102'],
      ['accepted', 'INV/2025-26/040', 'INV-40'],
      ['exact', 'CPL-0101', 'CPL-0101'],
    ]);

    // Taken apart, the rules do not pair them again; linked by hand, they are the user's pair.
    const unlinked = dataOf<ReconciliationDoc>(await decide({ action: 'unlink', two_b_id: rowId('INV/2025-26/040') }));
    expect(unlinked.missing_in_books.map((row) => row.number)).toEqual(['INV/2025-26/040', 'CPL-0103']);
    expect(unlinked.missing_in_2b.map((row) => row.number)).toEqual(['INV-40', 'CPL-0099']);
    const inv40 = unlinked.missing_in_2b[0]?.id ?? '';
    const linked = await decide({ action: 'link', two_b_id: rowId('INV/2025-26/040'), books_id: inv40 });
    expect([linked.status, linked.body.message]).toEqual([200, 'INV/2025-26/040 linked to INV-40']);
    expect(pairs(dataOf<ReconciliationDoc>(linked))).toContainEqual(['linked', 'INV/2025-26/040', 'INV-40']);

    // A purchase is paired once; a note is needed to mark a bill pending.
    const taken = await decide({ action: 'link', two_b_id: rowId('CPL-0103'), books_id: inv40 });
    expect([taken.status, taken.body.message]).toEqual([409, RECONCILIATION_MESSAGES.purchaseTaken('INV/2025-26/040')]);
    const silent = await decide({ action: 'pending', two_b_id: rowId('CPL-0103'), note: '  ' });
    expect([silent.status, silent.body.message]).toEqual([400, RECONCILIATION_MESSAGES.noteRequired]);
    const unknown = await decide({ action: 'unlink', two_b_id: rowId('CPL-9999') });
    expect([unknown.status, unknown.body.message]).toEqual([404, RECONCILIATION_MESSAGES.noRow]);

    await decide({ action: 'pending', two_b_id: rowId('CPL-0103'), note: 'Asked Cipla for the bill' });
    const cpl0099 = unlinked.missing_in_2b[1]?.id ?? '';
    const noted = dataOf<ReconciliationDoc>(
      await decide({ action: 'pending', books_id: cpl0099, note: 'Cipla files on the 11th' }),
    );
    expect(noted.missing_in_books.map((row) => [row.number, row.note])).toEqual([
      ['CPL-0103', 'Asked Cipla for the bill'],
    ]);
    expect(noted.missing_in_2b.map((row) => [row.number, row.note])).toEqual([['CPL-0099', 'Cipla files on the 11th']]);
    const cleared = dataOf<ReconciliationDoc>(await decide({ action: 'clear_pending', books_id: cpl0099 }));
    expect(cleared.missing_in_2b.map((row) => row.note)).toEqual([null]);
  });

  it('claims in 3B table 4 only the credit of the exact and accepted matches, the lesser side each', async () => {
    const doc = dataOf<Gstr3bDoc>(await api.get(`/api/v1/reports/gstr3b?${query()}`, user.idToken));
    // CPL-0101 exact (90 + 90), CPL-0102 accepted (the books' 180 each, below 2B's 180.07),
    // INV-40 linked (270 + 270); CPL-0099 is not in 2B and CPL-0103 not in the books.
    expect(doc.return.itc_elg.itc_avl.find((row) => row.ty === 'OTH')).toEqual({
      ty: 'OTH',
      iamt: 0,
      camt: 540,
      samt: 540,
      csamt: 0,
    });
    expect(doc.credit).toEqual({
      basis: 'gstr2b',
      bills_of_entry: 1,
      in_books: { igst: 0, cgst: 900, sgst: 900 },
      not_claimed: { igst: 0, cgst: 360, sgst: 360 },
    });
    // 4(A)(1): the IGST paid at customs on the bill of entry in 2B; the net credit holds it.
    expect(doc.return.itc_elg.itc_avl.find((row) => row.ty === 'IMPG')).toEqual({
      ty: 'IMPG',
      iamt: 9000,
      camt: 0,
      samt: 0,
      csamt: 0,
    });
    expect(doc.return.itc_elg.itc_net).toEqual({ iamt: 9000, camt: 540, samt: 540, csamt: 0 });
  });

  it('drafts the purchase of a bill 2B has and the books lack, as a bill to review; once posted it matches', async () => {
    const draft = (number: string) =>
      api.post('/api/v1/gst/reconciliation/bill', user.idToken, {
        company_id: company._id,
        financial_year: financialYearOf(today),
        financial_month: Number(mm),
        two_b_id: rowId(number),
      });
    const drafted = await draft('CPL-0103');
    expect([drafted.status, drafted.body.message]).toEqual([201, RECONCILIATION_MESSAGES.drafted('CPL-0103')]);
    const bill = dataOf<Bill>(drafted);
    expect([bill.status, bill.source, bill.media_type, bill.problems]).toEqual(['ready', 'gstr2b', null, []]);
    expect(bill.draft?.lines.map((line) => [line.amount.value, line.tax_rate?.value])).toEqual([[500, 18]]);
    expect([bill.draft?.supplier_gstin?.value, bill.draft?.cgst?.value, bill.draft?.grand_total?.value]).toEqual([
      CIPLA,
      45,
      590,
    ]);
    const paired = await draft('CPL-0101');
    expect([paired.status, paired.body.message]).toEqual([409, RECONCILIATION_MESSAGES.alreadyInBooks('CPL-0101')]);

    // The review page posts it as any bill: the supplier and the product chosen, the figures as filed.
    const posted = await api.post(
      `/api/v1/bills/${bill._id}/purchase`,
      user.idToken,
      invoiceBody(company._id, 'Purchase', cipla, [{ item_id: widget, quantity: 5, rate: 100 }], {
        voucher_number: 'CPL-0103',
        date: `${year}-${mm}-01`,
      }),
    );
    expect(posted.status).toBe(201);
    const result = await reconciliation();
    expect(result.pairs.find((pair) => pair.two_b.number === 'CPL-0103')?.kind).toBe('exact');
    expect(result.missing_in_books).toEqual([]);
  });

  it('replaces the month’s 2B with a second upload, and leaves the books as they were', async () => {
    expect((await upload(gstr2b(COMPANY_GSTIN, [invoice('CPL-0099', '01', 4000, 720)]))).status).toBe(200);
    // The new file has no bill of entry: 4(A)(1) is empty again.
    const doc = dataOf<Gstr3bDoc>(await api.get(`/api/v1/reports/gstr3b?${query()}`, user.idToken));
    expect([doc.credit.bills_of_entry, doc.return.itc_elg.itc_avl.find((row) => row.ty === 'IMPG')?.iamt]).toEqual([
      0, 0,
    ]);
    const result = await reconciliation();
    expect(result.pairs.map((pair) => pair.two_b.number)).toEqual(['CPL-0099']);
    expect(result.missing_in_2b.map((document) => document.number).sort()).toEqual([
      'CPL-0101',
      'CPL-0102',
      'CPL-0103',
      'INV-40',
    ]);
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
