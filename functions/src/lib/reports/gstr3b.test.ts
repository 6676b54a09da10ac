import { beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@app/shared/companies';
import { financialYearOf, indianDate } from '@app/shared/financial-year';
import { gstinCheckCharacter } from '@app/shared/gst/gstin';
import { IMPORT_MESSAGES } from '@app/shared/gst/imports';
import { QUARTER_MESSAGE, quarterEndOf, returnPeriodOf } from '@app/shared/gst/return-period';
import type { Gstr1 } from '@app/shared/reports/gstr1-docs';
import type { StatementTable } from '@app/shared/reports/statement-rows';
import type { Gstr3bDoc, Gstr3bVoucher } from '@app/shared/reports/gstr3b-docs';
import { PHARMACY_PARTIES, addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { fetchLocalBytes } from '../../../test/api';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { invoiceBody, noteBody, postVoucher, sendVoucher } from '../../../test/vouchers';

/**
 * GSTR-3B of a month worked by hand (issue 33), a shop in Maharashtra:
 * - Sharma Traders (Maharashtra, registered): 10 Widgets @ 1,000.00 + 18% (900.00 CGST + 900.00
 *   SGST) and 10 litres of milk @ 100.00, nil-rated; returns 1 Widget by credit note (1,000.00 +
 *   90.00 + 90.00).
 * - Gupta Agencies (Karnataka, registered): 10 strips @ 500.00 + 12% IGST (600.00).
 * - Ravi Kumar (Karnataka, a consumer): 20 kg of rice @ 100.00 + 5% IGST (100.00): 3.2, place 29.
 * - Bought from Cipla (Maharashtra): 10 Widgets @ 800.00 + 18% (720.00 + 720.00).
 * - Electricity billed from Haryana: 1,000.00 + 18% IGST (180.00), an expense line.
 * - Repairs to the owner's car from Cipla's garage: 2,000.00 + 18% (180.00 + 180.00), on a ledger
 *   whose credit section 17(5) blocks.
 * - Petrol, a non-GST product: 20 litres bought @ 100.00 from Cipla and 5 sold @ 110.00 to Sharma.
 * - Freight from Shree Transport, a GTA in Maharashtra, under reverse charge: 5,000.00 at 5%
 *   (125.00 + 125.00), owed to the government, not the transporter.
 * 3.1(a): 16,000.00 taxable; IGST 700.00, CGST 810.00, SGST 810.00. 3.1(c): 1,000.00. 3.1(d):
 * 5,000.00, CGST and SGST 125.00. 3.1(e): 550.00. 4(A)(3): CGST and SGST 125.00. 4(A)(5): IGST
 * 180.00, CGST 900.00, SGST 900.00, of which 4(B)(1) reverses CGST and SGST 180.00 each; net IGST
 * 180.00, CGST 845.00, SGST 845.00. 5: non-GST intra-state 2,000.00.
 * 6.1: the reverse charge's 125.00 a head is paid in cash. Of the rest, IGST credit pays 180.00 of
 * IGST, CGST and SGST credit pay their own 810.00 and 35.00 each of IGST; cash: IGST 450.00, CGST
 * and SGST 125.00 (the reverse charge).
 */
describe('GSTR-3B of a month worked by hand', () => {
  let user: TestUser;
  let company: Company;
  const today = indianDate();
  const month = Number(today.slice(5, 7));
  const query = () => `company_id=${company._id}&financial_year=${financialYearOf(today)}&financial_month=${month}`;

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    const product = async (name: string, unit: string, rate: string, taxability = 'Taxable') =>
      (
        await addProduct(
          user,
          productBody(company._id, {
            stock_item_name: name,
            unit,
            tax_rate: rate,
            taxability: taxability as 'Taxable',
            opening_balance: '100',
            opening_rate: '1',
          }),
        )
      )._id;
    const widget = await product('Widget', 'PCS', '18');
    const milk = await product('Milk', 'LTR', '', 'Nil Rated');
    const strips = await product('Paracetamol strip', 'NOS', '12');
    const rice = await product('Rice', 'KGS', '5');
    const sharma = (await addLedger(user, company._id, { name: 'Sharma Traders', tin: '27AAPFU0939F1ZV' }))._id;
    const gupta = (
      await addLedger(user, company._id, { name: 'Gupta Agencies', mailing_state: 'Karnataka', tin: '29AAGCB7383J1Z4' })
    )._id;
    const ravi = (await addLedger(user, company._id, { name: 'Ravi Kumar', mailing_state: 'Karnataka' }))._id;
    const cipla = (await addLedger(user, company._id, { name: 'Cipla', parent: 'Creditors', tin: '27AAGCS2288K1ZV' }))
      ._id;
    const power = (await addLedger(user, company._id, PHARMACY_PARTIES.distributor))._id;
    const electricity = (await addLedger(user, company._id, { name: 'Electricity', parent: 'Indirect Expenses' }))._id;
    const carRepairs = (
      await addLedger(user, company._id, {
        name: 'Car Repairs',
        parent: 'Indirect Expenses',
        gst_treatment: 'Blocked credit',
      })
    )._id;
    const petrol = await product('Petrol', 'LTR', '', 'Non-GST');
    const transportGstin = `27AABCT1234F1Z${gstinCheckCharacter('27AABCT1234F1Z')}`;
    const transporter = (
      await addLedger(user, company._id, { name: 'Shree Transport', parent: 'Creditors', tin: transportGstin })
    )._id;
    const freight = (await addLedger(user, company._id, { name: 'Freight Inward', parent: 'Direct Expenses' }))._id;

    const sale = await postVoucher(
      user,
      invoiceBody(company._id, 'Sales', sharma, [
        { item_id: widget, quantity: 10, rate: 1000 },
        { item_id: milk, quantity: 10, rate: 100 },
      ]),
    );
    await postVoucher(user, noteBody(sale, [[0, 1]]));
    await postVoucher(user, invoiceBody(company._id, 'Sales', gupta, [{ item_id: strips, quantity: 10, rate: 500 }]));
    await postVoucher(user, invoiceBody(company._id, 'Sales', ravi, [{ item_id: rice, quantity: 20, rate: 100 }]));
    await postVoucher(
      user,
      invoiceBody(company._id, 'Purchase', cipla, [{ item_id: widget, quantity: 10, rate: 800 }]),
    );
    await postVoucher(
      user,
      invoiceBody(company._id, 'Purchase', power, [], {
        items: [{ ledger_id: electricity, rate: 1000, tax_rate: 18 }],
      }),
    );
    await postVoucher(
      user,
      invoiceBody(company._id, 'Purchase', cipla, [{ item_id: petrol, quantity: 20, rate: 100 }], {
        items: [
          { item_id: petrol, quantity: 20, rate: 100 },
          { ledger_id: carRepairs, rate: 2000, tax_rate: 18 },
        ],
      }),
    );
    await postVoucher(user, invoiceBody(company._id, 'Sales', sharma, [{ item_id: petrol, quantity: 5, rate: 110 }]));
    const gta = await postVoucher(
      user,
      invoiceBody(company._id, 'Purchase', transporter, [], {
        items: [{ ledger_id: freight, rate: 5000, tax_rate: 5 }],
        reverse_charge: true,
      }),
    );
    // The transporter is owed 5,000.00; the tax is the company's to pay, and its credit.
    expect([gta.grand_total, gta.reverse_charge]).toEqual([5000, true]);
    expect(gta.accounting_entries.map((line) => [line.ledger, line.amount])).toEqual([
      ['Shree Transport', 5000],
      ['Freight Inward', -5000],
      ['Input CGST', -125],
      ['Input SGST', -125],
      ['Output CGST', 125],
      ['Output SGST', 125],
    ]);
  });

  it('fills 3.1, 3.2, 4 and 5 from the month', async () => {
    const { return: filed, credit } = dataOf<Gstr3bDoc>(
      await api.get(`/api/v1/reports/gstr3b?${query()}`, user.idToken),
    );
    // No GSTR-2B uploaded for the month: table 4 is the books' input tax, all of it.
    expect(credit).toEqual({
      basis: 'books',
      bills_of_entry: 0,
      in_books: { igst: 180, cgst: 900, sgst: 900 },
      not_claimed: { igst: 0, cgst: 0, sgst: 0 },
    });
    expect(filed.gstin).toBe('27AAPFU0939F1ZV');
    expect(filed.ret_period).toBe(`${today.slice(5, 7)}${today.slice(0, 4)}`);
    expect(filed.sup_details.osup_det).toEqual({ txval: 16000, iamt: 700, camt: 810, samt: 810, csamt: 0 });
    expect(filed.sup_details.osup_nil_exmp).toEqual({ txval: 1000 });
    expect(filed.sup_details.osup_nongst).toEqual({ txval: 550 });
    expect(filed.sup_details.isup_rev).toEqual({ txval: 5000, iamt: 0, camt: 125, samt: 125, csamt: 0 });
    expect(filed.itc_elg.itc_avl.find((row) => row.ty === 'ISRC')).toEqual({
      ty: 'ISRC',
      iamt: 0,
      camt: 125,
      samt: 125,
      csamt: 0,
    });
    expect(filed.inter_sup.unreg_details).toEqual([{ pos: '29', txval: 2000, iamt: 100 }]);
    expect(filed.itc_elg.itc_avl.find((row) => row.ty === 'OTH')).toEqual({
      ty: 'OTH',
      iamt: 180,
      camt: 900,
      samt: 900,
      csamt: 0,
    });
    expect(filed.itc_elg.itc_rev.find((row) => row.ty === 'RUL')).toEqual({
      ty: 'RUL',
      iamt: 0,
      camt: 180,
      samt: 180,
      csamt: 0,
    });
    expect(filed.itc_elg.itc_net).toEqual({ iamt: 180, camt: 845, samt: 845, csamt: 0 });
    expect(filed.inward_sup.isup_details).toEqual([
      { ty: 'GST', inter: 0, intra: 0 },
      { ty: 'NONGST', inter: 0, intra: 2000 },
    ]);
  });

  it('opens each figure to its vouchers, their shares adding up to the figure', async () => {
    const vouchers = async (figure: string) =>
      dataOf<Gstr3bVoucher[]>(
        await api.get(`/api/v1/reports/gstr3b/vouchers?${query()}&figure=${figure}`, user.idToken),
      );
    const outward = await vouchers('3.1a');
    // Sharma's widgets (10,000.00) less the credit note (1,000.00), Gupta's strips, Ravi's rice.
    expect(outward.map((voucher) => [voucher.voucher_type, voucher.party_name, voucher.taxable, voucher.tax])).toEqual([
      ['Sales', 'Sharma Traders', 10000, 1800],
      ['Credit Note', 'Sharma Traders', -1000, -180],
      ['Sales', 'Gupta Agencies', 5000, 600],
      ['Sales', 'Ravi Kumar', 2000, 100],
    ]);
    expect(outward.reduce((sum, voucher) => sum + voucher.taxable, 0)).toBe(16000);
    expect((await vouchers('3.2')).map((voucher) => voucher.party_name)).toEqual(['Ravi Kumar']);
    expect((await vouchers('4b1')).map((voucher) => [voucher.party_name, voucher.taxable, voucher.tax])).toEqual([
      ['Cipla', 2000, 360],
    ]);
    expect((await vouchers('3.1e')).map((voucher) => [voucher.party_name, voucher.taxable])).toEqual([
      ['Sharma Traders', 550],
    ]);
    const unknown = await api.get(`/api/v1/reports/gstr3b/vouchers?${query()}&figure=9.9`, user.idToken);
    expect(unknown.status).toBe(400);
  });

  it('prints and tables the return for its files (PDF, CSV, Excel)', async () => {
    const days = returnPeriodOf(financialYearOf(today), month);
    const span = `company_id=${company._id}&view=gstr3b&start_date=${days.start}&end_date=${days.end}`;
    const table = dataOf<StatementTable>(await api.get(`/api/v1/reports/statement-table?${span}`, user.idToken));
    expect([table.title, table.period]).toEqual(['GSTR-3B', days.label]);
    expect(table.rows.find((row) => row.cells[0].startsWith('(d)'))?.cells).toEqual([
      '(d) Inward supplies liable to reverse charge',
      5000,
      0,
      125,
      125,
    ]);
    const pdf = await fetchLocalBytes(`/api/v1/reports/print?${span}`, user.idToken);
    expect(new TextDecoder().decode(pdf.bytes.subarray(0, 5))).toBe('%PDF-');
  });

  it('pays the tax from the credit in the law’s order, the rest in cash (6.1)', async () => {
    const { payment } = dataOf<Gstr3bDoc>(await api.get(`/api/v1/reports/gstr3b?${query()}`, user.idToken));
    expect(payment.payable).toEqual({ igst: 700, cgst: 935, sgst: 935 });
    expect(payment.used.igst).toEqual({ igst: 180, cgst: 0, sgst: 0 });
    expect(payment.used.cgst).toEqual({ igst: 35, cgst: 810, sgst: 0 });
    expect(payment.used.sgst).toEqual({ igst: 35, cgst: 0, sgst: 810 });
    expect(payment.cash).toEqual({ igst: 450, cgst: 125, sgst: 125 });
    expect(payment.carried).toEqual({ igst: 0, cgst: 0, sgst: 0 });
  });

  it("agrees with the month's GSTR-1: the same taxable value and tax at every rate above nil", async () => {
    const answer = await fetchLocalBytes(`/api/v1/invoices/get/gstr1?${query()}`, user.idToken);
    const gstr1 = JSON.parse(new TextDecoder().decode(answer.bytes)) as Gstr1;
    const taxed = (details: { rt: number; txval: number; iamt: number }[]) => details.filter((detail) => detail.rt > 0);
    const sales = [
      ...gstr1.b2b.flatMap((party) => party.inv.flatMap((invoice) => invoice.itms.map((item) => item.itm_det))),
      ...gstr1.b2cl.flatMap((state) => state.inv.flatMap((invoice) => invoice.itms.map((item) => item.itm_det))),
      ...gstr1.b2cs,
    ];
    const credited = gstr1.cdnr.flatMap((party) =>
      party.nt.flatMap((note) => note.itms.map((item) => ({ ...item.itm_det, sign: note.ntty === 'C' ? -1 : 1 }))),
    );
    const total = (field: 'txval' | 'iamt') =>
      Math.round(
        (taxed(sales).reduce((sum, detail) => sum + detail[field], 0) +
          credited.filter((detail) => detail.rt > 0).reduce((sum, detail) => sum + detail.sign * detail[field], 0)) *
          100,
      ) / 100;
    const { return: filed } = dataOf<Gstr3bDoc>(await api.get(`/api/v1/reports/gstr3b?${query()}`, user.idToken));
    expect([total('txval'), total('iamt')]).toEqual([
      filed.sup_details.osup_det.txval,
      filed.sup_details.osup_det.iamt,
    ]);
  });
});

/**
 * Issue 33, QRMP: a quarter's 3B is its months' together, named by its last month. A sale on the
 * quarter's first day (10 Widgets @ 100.00 + 18%) and one today (5 @ 100.00): the quarter holds
 * both whatever today is, and equals its months' 3Bs added up.
 */
describe('GSTR-3B of a quarter (QRMP)', () => {
  let user: TestUser;
  let company: Company;
  const today = indianDate();
  const period = returnPeriodOf(financialYearOf(today), quarterEndOf(Number(today.slice(5, 7))), 'quarterly');
  const threeB = async (month: number, frequency: string) =>
    api.get(
      `/api/v1/reports/gstr3b?company_id=${company._id}&financial_year=${financialYearOf(today)}&financial_month=${month}&frequency=${frequency}`,
      user.idToken,
    );

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    const widget = (await addProduct(user, productBody(company._id, { stock_item_name: 'Widget', tax_rate: '18' })))
      ._id;
    const sharma = (await addLedger(user, company._id, { name: 'Sharma Traders', tin: '27AAPFU0939F1ZV' }))._id;
    const sell = (date: string, quantity: number) =>
      postVoucher(
        user,
        invoiceBody(company._id, 'Sales', sharma, [{ item_id: widget, quantity, rate: 100 }], { date }),
      );
    await sell(period.start, 10);
    await sell(today, 5);
  });

  it('adds up its months, named by its last month', async () => {
    const quarter = dataOf<Gstr3bDoc>(await threeB(period.months.at(-1)?.month ?? 0, 'quarterly')).return;
    expect(quarter.ret_period).toBe(period.code);
    expect(quarter.sup_details.osup_det).toEqual({ txval: 1500, iamt: 0, camt: 135, samt: 135, csamt: 0 });
    const monthsSoFar = period.months.filter(({ year, month }) => `${year}-${String(month).padStart(2, '0')}` <= today);
    const monthly = await Promise.all(
      monthsSoFar.map(async ({ month }) => dataOf<Gstr3bDoc>(await threeB(month, 'monthly')).return),
    );
    expect(monthly.reduce((sum, month) => sum + month.sup_details.osup_det.txval, 0)).toBe(1500);
  });

  it('is asked for by a quarter’s last month', async () => {
    const answer = await threeB(period.months[0]?.month ?? 0, 'quarterly');
    expect([answer.status, answer.body.message]).toEqual([400, QUARTER_MESSAGE]);
  });
});

/**
 * Issue 33, imports, a shop in Maharashtra buying from abroad (place of supply: Other Countries):
 * - Cloud hosting from Amazon Web Services (United States), SAC 998315: 10,000.00 at 18%, under
 *   reverse charge: 3.1(d) 10,000.00 and IGST 1,800.00, owed to the government and paid in cash;
 *   its credit is 4(A)(2), 1,800.00, carried forward as nothing else is payable.
 * - Parts from Kowloon Parts (Hong Kong, a country without states), goods: 5 @ 700.00 with no GST on the bill (their IGST
 *   is paid at customs, 4(A)(1) from GSTR-2B's bills of entry): in no 3B figure, not table 5.
 */
describe('GSTR-3B of a month with imports', () => {
  let user: TestUser;
  let company: Company;
  let [amazon, kowloon, hosting, widget] = ['', '', '', ''];
  const today = indianDate();
  const query = () =>
    `company_id=${company._id}&financial_year=${financialYearOf(today)}&financial_month=${Number(today.slice(5, 7))}`;
  const cloud = (overrides: Record<string, unknown> = {}) =>
    invoiceBody(company._id, 'Purchase', amazon, [], {
      items: [{ ledger_id: hosting, rate: 10000, tax_rate: 18, hsn_code: '998315' }],
      ...overrides,
    });

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    widget = (await addProduct(user, productBody(company._id, { stock_item_name: 'Widget', tax_rate: '18' })))._id;
    amazon = (
      await addLedger(user, company._id, {
        name: 'Amazon Web Services',
        parent: 'Creditors',
        mailing_country: 'United States',
        mailing_state: 'Washington',
      })
    )._id;
    kowloon = (
      await addLedger(user, company._id, {
        name: 'Kowloon Parts',
        parent: 'Creditors',
        mailing_country: 'Hong Kong',
        mailing_state: undefined,
      })
    )._id;
    hosting = (await addLedger(user, company._id, { name: 'Hosting', parent: 'Indirect Expenses' }))._id;
  });

  it('books a service from abroad under reverse charge and goods without GST, refusing either otherwise', async () => {
    const untaxed = await sendVoucher(user, cloud());
    expect([untaxed.status, untaxed.body.message]).toEqual([400, IMPORT_MESSAGES.serviceNeedsReverseCharge]);
    const taxedGoods = await sendVoucher(
      user,
      invoiceBody(company._id, 'Purchase', kowloon, [{ item_id: widget, quantity: 5, rate: 700 }]),
    );
    expect([taxedGoods.status, taxedGoods.body.message]).toEqual([400, IMPORT_MESSAGES.goodsCarryNoTax]);

    const hosted = await postVoucher(user, cloud({ reverse_charge: true }));
    expect([hosted.place_of_supply, hosted.grand_total, hosted.igst, hosted.cgst]).toEqual([
      'Other Countries',
      10000,
      1800,
      0,
    ]);
    expect(hosted.accounting_entries.map((line) => [line.ledger, line.amount])).toEqual([
      ['Amazon Web Services', 10000],
      ['Hosting', -10000],
      ['Input IGST', -1800],
      ['Output IGST', 1800],
    ]);
    const parts = await postVoucher(
      user,
      invoiceBody(company._id, 'Purchase', kowloon, [{ item_id: widget, quantity: 5, rate: 700, tax_rate: 0 }]),
    );
    // A supplier abroad without a state is not in the company's state: never CGST and SGST.
    expect([parts.place_of_supply, parts.intra_state, parts.grand_total]).toEqual(['Other Countries', false, 3500]);
  });

  it('reports the service in 3.1(d) and 4(A)(2), paid in cash, and the goods nowhere', async () => {
    const { return: filed, payment } = dataOf<Gstr3bDoc>(
      await api.get(`/api/v1/reports/gstr3b?${query()}`, user.idToken),
    );
    expect(filed.sup_details.isup_rev).toEqual({ txval: 10000, iamt: 1800, camt: 0, samt: 0, csamt: 0 });
    const available = Object.fromEntries(filed.itc_elg.itc_avl.map(({ ty, iamt }) => [ty, iamt]));
    expect(available).toEqual({ IMPG: 0, IMPS: 1800, ISRC: 0, ISD: 0, OTH: 0 });
    expect(filed.itc_elg.itc_net.iamt).toBe(1800);
    expect(filed.inward_sup.isup_details).toEqual([
      { ty: 'GST', inter: 0, intra: 0 },
      { ty: 'NONGST', inter: 0, intra: 0 },
    ]);
    expect([payment.payable.igst, payment.cash.igst, payment.carried.igst]).toEqual([1800, 1800, 1800]);
    const drill = async (figure: string) =>
      dataOf<Gstr3bVoucher[]>(
        await api.get(`/api/v1/reports/gstr3b/vouchers?${query()}&figure=${figure}`, user.idToken),
      ).map((voucher) => [voucher.party_name, voucher.taxable, voucher.tax]);
    expect(await drill('4a2')).toEqual([['Amazon Web Services', 10000, 1800]]);
    expect(await drill('3.1d')).toEqual([['Amazon Web Services', 10000, 1800]]);
  });
});
