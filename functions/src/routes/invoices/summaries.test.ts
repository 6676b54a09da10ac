import { beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@app/shared/companies';
import type { BillSummary, HsnSummary, PartySummary, SummaryStats } from '@app/shared/reports/summary-docs';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { INVOICES, invoiceBody, postVoucher } from '../../../test/vouchers';

/**
 * The Summary page's figures on invoices worked by hand, all dated today: to a registered buyer in
 * the state (Dolo 10 @ 20.00 at 12%, Vicks 2 @ 100.00 at 18%), to a walk-in buyer (Crocin 5 @ 30.00
 * at 12%), to a registered buyer in Karnataka (Dolo 4 @ 25.00 at 12%, IGST), a cancelled one and a
 * purchase (neither counts). Dolo and Crocin share HSN 30049099.
 */
describe('the HSN, customer and bill summaries and their stat cards', () => {
  let user: TestUser;
  let company: Company;
  const ids = { sharma: '', walkIn: '', karnataka: '', dolo: '', crocin: '', vicks: '' };

  const get = async <T>(path: string, query = '') =>
    dataOf<T>(await api.get(`${INVOICES}/get/${path}?company_id=${company._id}&${query}`, user.idToken));

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    ids.sharma = (await addLedger(user, company._id, { name: 'Sharma Traders', tin: '27AAGCS2288K1ZV' }))._id;
    ids.walkIn = (await addLedger(user, company._id, { name: 'Walk-in Gupta', tin: '' }))._id;
    ids.karnataka = (
      await addLedger(user, company._id, {
        name: 'Karnataka Agency',
        mailing_state: 'Karnataka',
        tin: '29AAGCB7383J1Z4',
      })
    )._id;
    const product = async (name: string, hsn: string, rate: string) =>
      (await addProduct(user, productBody(company._id, { stock_item_name: name, hsn_code: hsn, tax_rate: rate })))._id;
    ids.dolo = await product('Dolo 650', '30049099', '12');
    ids.crocin = await product('Crocin', '30049099', '12');
    ids.vicks = await product('Vicks', '33049990', '18');
    const sale = (party: string, items: { item_id: string; quantity: number; rate: string; tax_rate: number }[]) =>
      postVoucher(user, invoiceBody(company._id, 'Sales', party, items));
    await sale(ids.sharma, [
      { item_id: ids.dolo, quantity: 10, rate: '20', tax_rate: 12 },
      { item_id: ids.vicks, quantity: 2, rate: '100', tax_rate: 18 },
    ]);
    await sale(ids.walkIn, [{ item_id: ids.crocin, quantity: 5, rate: '30', tax_rate: 12 }]);
    await sale(ids.karnataka, [{ item_id: ids.dolo, quantity: 4, rate: '25', tax_rate: 12 }]);
    const cancelled = await sale(ids.sharma, [{ item_id: ids.vicks, quantity: 1, rate: '999', tax_rate: 18 }]);
    await api.delete(`${INVOICES}/delete/${cancelled._id}?company_id=${company._id}`, user.idToken);
    const supplier = await addLedger(user, company._id, {
      name: 'Cipla Distributors',
      parent: 'Creditors',
      tin: '27AAPFU0939F1ZV',
    });
    await postVoucher(
      user,
      invoiceBody(company._id, 'Purchase', supplier._id, [
        { item_id: ids.dolo, quantity: 50, rate: '10', tax_rate: 12 },
      ]),
    );
  });

  it('sums sales per HSN code and rate, with the products under each and the Grand Total', async () => {
    const { docs, meta } = await get<HsnSummary>('hsn/summary');
    expect(docs).toEqual([
      {
        hsn_code: '30049099',
        item: 'Crocin, Dolo 650',
        item_id: ids.crocin,
        unit: 'TBS',
        quantity: 19,
        total_value: 504,
        taxable_value: 450,
        tax_rate: 12,
        tax_amount: 54,
        invoice_count: 3,
        invoices: [],
      },
      expect.objectContaining({
        hsn_code: '33049990',
        quantity: 2,
        total_value: 236,
        tax_amount: 36,
        invoice_count: 1,
      }),
    ]);
    expect(meta).toMatchObject({ total: 2, total_value: 740, taxable_value: 650, tax_amount: 90 });
    const found = await get<HsnSummary>('hsn/summary', 'search=vicks');
    expect(found.docs.map((row) => row.hsn_code)).toEqual(['33049990']);
  });

  it("lists an HSN row's invoices with that code's share of each", async () => {
    const { docs } = await get<HsnSummary>('hsn/summary', 'hsn_code=30049099&tax_rate=12');
    expect(docs).toHaveLength(1);
    expect(
      docs[0]?.invoices.map((invoice) => [
        invoice.party_name,
        invoice.quantity,
        invoice.taxable_value,
        invoice.total_tax,
      ]),
    ).toEqual([
      ['Sharma Traders', 10, 200, 24],
      ['Walk-in Gupta', 5, 150, 18],
      ['Karnataka Agency', 4, 100, 12],
    ]);
    expect(docs[0]?.invoices[0]).toMatchObject({ voucher_type: 'Sales', unit: 'TBS', total_amount: 224 });
  });

  it('sums sales per customer, and lists a customer’s invoices', async () => {
    const { docs, meta } = await get<PartySummary>('party/summary', 'sortField=taxable_value&sortOrder=-1');
    expect(
      docs.map((row) => [row.party_name, row.quantity, row.taxable_value, row.tax_amount, row.invoice_count]),
    ).toEqual([
      ['Sharma Traders', 12, 400, 60, 1],
      ['Walk-in Gupta', 5, 150, 18, 1],
      ['Karnataka Agency', 4, 100, 12, 1],
    ]);
    expect(docs[0]).toMatchObject({ party_tin: '27AAGCS2288K1ZV', total_value: 460, invoices: [] });
    expect(meta).toMatchObject({ total: 3, total_value: 740, taxable_value: 650, tax_amount: 90 });
    const one = await get<PartySummary>('party/summary', `party_id=${ids.sharma}`);
    expect(one.docs[0]?.invoices).toEqual([
      expect.objectContaining({ items: 2, quantity: 12, total_amount: 460, taxable_value: 400, total_tax: 60 }),
    ]);
  });

  it('lists each sales invoice, newest first by date or sorted by value, with the Grand Total', async () => {
    const byValue = await get<BillSummary>('invoice/summary', 'sortField=total_value&sortOrder=-1');
    expect(byValue.docs.map((row) => [row.party_name, row.taxable_value, row.tax_amount, row.grand_total])).toEqual([
      ['Sharma Traders', 400, 60, 460],
      ['Walk-in Gupta', 150, 18, 168],
      ['Karnataka Agency', 100, 12, 112],
    ]);
    const byDate = await get<BillSummary>('invoice/summary', 'limit=2');
    expect(byDate.docs).toHaveLength(2);
    for (const list of [byValue, byDate]) {
      expect(list.meta).toMatchObject({ total: 3, total_value: 740, taxable_value: 650, tax_amount: 90 });
    }
  });

  it('counts codes, customers and invoices for the cards, with no trend against an empty period before', async () => {
    const stats = await get<SummaryStats>('summary/stats');
    expect(stats).toMatchObject({ total_hsn: 2, total_party: 3, total_invoices: 3, total_revenue: 650, total_tax: 90 });
    expect(stats.trends.total_revenue).toEqual({ previous: 0, change_percent: null });
    const start = stats.start_date;
    expect(stats.previous_end_date < start).toBe(true);
  });

  it('refuses a stranger and a bad period', async () => {
    const stranger = await signUpUser();
    const response = await api.get(`${INVOICES}/get/hsn/summary?company_id=${company._id}`, stranger.idToken);
    expect(response.status).toBe(404);
    const bad = await api.get(
      `${INVOICES}/get/summary/stats?company_id=${company._id}&start_date=2026-05-02&end_date=2026-05-01`,
      user.idToken,
    );
    expect([bad.status, bad.body.message]).toEqual([400, 'end_date must not be before start_date']);
  });
});
