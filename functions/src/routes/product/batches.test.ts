import { beforeAll, describe, expect, it } from 'vitest';
import type { Ledger } from '@app/shared/books/ledger-docs';
import type { Voucher } from '@app/shared/books/voucher-docs';
import type { Batch, ExpiringBatch } from '@app/shared/catalogue/batch-docs';
import type { Product, ProductOption, ProductTimeline } from '@app/shared/catalogue/product-docs';
import type { Company } from '@app/shared/companies';
import type { Notification } from '@app/shared/notifications';
import { indianDate } from '@app/shared/financial-year';
import { PHARMACY_PARTIES, addLedger } from '../../../test/books';
import { addProduct, batchTrackedBody, companyOf, productBody } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { INVOICES, invoiceBody, noteBody, postVoucher, sendVoucher } from '../../../test/vouchers';

const today = indianDate();
const inDays = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Batches with expiry through the API (issue 18; design 5.2 moved to today): three batches bought,
 * one already expired, one expiring in 77 days, one in 380; a sale of 130 that names no batch is
 * split first-expiry-first-out; a return goes back to its batch; stock is the sum of the batches.
 */
describe('batch-tracked stock', () => {
  let user: TestUser;
  let company: Company;
  let chemist: Ledger;
  let distributor: Ledger;
  let paracetamol: Product;
  let purchase: Voucher;
  let sale: Voucher;

  const batchesOf = async (productId: string, query = '') =>
    dataOf<Batch[]>(
      await api.get(`/api/v1/product/view/batches/${productId}?company_id=${company._id}${query}`, user.idToken),
    );
  const stockOf = async (productId: string) =>
    dataOf<Product[]>(
      await api.get(`/api/v1/product/get/product/${productId}?company_id=${company._id}`, user.idToken),
    )[0]?.current_stock;
  /** The pickers' list (GET product options), every product by name. */
  const pickerOptions = async () =>
    dataOf<ProductOption[]>(
      await api.get(`/api/v1/product/view/products/with_id?company_id=${company._id}`, user.idToken),
    );
  const line = (quantity: number, rate: string, batch: string, expiry: string) => ({
    item_id: paracetamol._id,
    quantity,
    rate,
    batch_number: batch,
    batch_expiry: expiry,
  });

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    chemist = await addLedger(user, company._id, PHARMACY_PARTIES.chemist);
    distributor = await addLedger(user, company._id, PHARMACY_PARTIES.distributor);
    paracetamol = await addProduct(user, batchTrackedBody(company._id, 'Paracetamol 500 mg (strip of 10)'));
  });

  it('buys three batches; each must be named with its expiry', async () => {
    const missing = await sendVoucher(
      user,
      invoiceBody(company._id, 'Purchase', distributor._id, [{ item_id: paracetamol._id, quantity: 10, rate: '1.4' }]),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual({
      field: 'items.0.batch_number',
      message: 'Batch number is required for Paracetamol 500 mg (strip of 10)',
    });
    purchase = await postVoucher(
      user,
      invoiceBody(company._id, 'Purchase', distributor._id, [
        line(10, '1.4', 'p2312', inDays(-15)),
        line(100, '1.5', 'P2401', inDays(77)),
        line(200, '1.6', 'P2407', inDays(380)),
      ]),
    );
    expect(purchase).toMatchObject({ total_amount: 484, igst: 58.08, grand_total: 542, roundoff: -0.08 });
    expect(await stockOf(paracetamol._id)).toBe(310);
    expect(
      (await batchesOf(paracetamol._id)).map((batch) => [batch.batch_number, batch.quantity, batch.status]),
    ).toEqual([
      ['p2312', 10, 'expired'],
      ['P2401', 100, 'expiring'],
      ['P2407', 200, 'ok'],
    ]);
    const clash = await sendVoucher(
      user,
      invoiceBody(company._id, 'Purchase', distributor._id, [line(5, '1.5', 'P2401', inDays(100))]),
    );
    expect(clash.status).toBe(400);
    expect(clash.body.errors?.[0]?.message).toMatch(
      /^Batch P2401 of Paracetamol 500 mg \(strip of 10\) is recorded with expiry \d\d\/\d{4}$/,
    );
  });

  it('sells 130 without naming a batch: 100 from the batch expiring first, 30 from the next, none expired', async () => {
    sale = await postVoucher(
      user,
      invoiceBody(company._id, 'Sales', chemist._id, [{ item_id: paracetamol._id, quantity: 130, rate: '2.5' }]),
    );
    expect(sale.inventory.map((entry) => [entry.quantity, entry.taxable_value, entry.cgst, entry.sgst])).toEqual([
      [100, 250, 15, 15],
      [30, 75, 4.5, 4.5],
    ]);
    expect(sale.grand_total).toBe(364);
    expect(sale.inventory.map((entry) => entry.batch_number)).toEqual(['P2401', 'P2407']);
    expect(await stockOf(paracetamol._id)).toBe(180);
    expect((await batchesOf(paracetamol._id)).map((batch) => [batch.batch_number, batch.quantity])).toEqual([
      ['p2312', 10],
      ['P2407', 170],
    ]);
    const expired = await sendVoucher(
      user,
      invoiceBody(company._id, 'Sales', chemist._id, [
        { item_id: paracetamol._id, quantity: 1, rate: '2.5', batch_number: 'P2312' },
      ]),
    );
    expect(expired.status).toBe(400);
    expect(expired.body.errors?.[0]?.message).toMatch(/^Batch p2312 expired on /);
    const tooMany = await sendVoucher(
      user,
      invoiceBody(company._id, 'Sales', chemist._id, [{ item_id: paracetamol._id, quantity: 171, rate: '2.5' }]),
    );
    expect(tooMany.body.errors?.[0]?.message).toBe(
      'Only 170 of Paracetamol 500 mg (strip of 10) are in unexpired batches',
    );
  });

  it('takes a return back into the batch it was sold from', async () => {
    const note = await postVoucher(user, noteBody(sale, [[0, 20]]));
    expect(note.grand_total).toBe(56);
    expect(await stockOf(paracetamol._id)).toBe(200);
    const expiring = dataOf<ExpiringBatch[]>(
      await api.get(`/api/v1/product/view/expiring?company_id=${company._id}`, user.idToken),
    );
    expect(expiring.map((batch) => [batch.batch_number, batch.quantity, batch.status, batch.days_to_expiry])).toEqual([
      ['p2312', 10, 'expired', -15],
      ['P2401', 20, 'expiring', 77],
    ]);
    expect(expiring[0]?.stock_item_name).toBe('Paracetamol 500 mg (strip of 10)');
    const [timeline] = dataOf<ProductTimeline[]>(
      await api.get(`/api/v1/product/get/timeline/${paracetamol._id}?company_id=${company._id}`, user.idToken),
    );
    expect(
      timeline?.entries.map((entry) => [
        entry.kind,
        entry.batch_number,
        entry.inwards_qty,
        entry.outwards_qty,
        entry.balance_qty,
      ]),
    ).toEqual([
      ['opening', null, 0, 0, 0],
      ['purchase', 'p2312', 10, 0, 10],
      ['purchase', 'P2401', 100, 0, 110],
      ['purchase', 'P2407', 200, 0, 310],
      ['sales', 'P2401', 0, 100, 210],
      ['sales', 'P2407', 0, 30, 180],
      ['sales_return', 'P2401', 20, 0, 200],
    ]);
  });

  it('sells from one batch at ten counters at once: every sale goes through, and the batch goes down exactly', async () => {
    const cetirizine = await addProduct(user, batchTrackedBody(company._id, 'Cetirizine 10 mg (strip of 10)'));
    await postVoucher(
      user,
      invoiceBody(company._id, 'Purchase', distributor._id, [
        { item_id: cetirizine._id, quantity: 12, rate: '1.2', batch_number: 'C2409', batch_expiry: inDays(200) },
      ]),
    );
    const sales = await Promise.all(
      Array.from({ length: 10 }, () =>
        sendVoucher(
          user,
          invoiceBody(company._id, 'Sales', chemist._id, [{ item_id: cetirizine._id, quantity: 1, rate: '2' }]),
        ),
      ),
    );
    expect(sales.map((response) => response.status)).toEqual(Array.from({ length: 10 }, () => 201));
    expect((await batchesOf(cetirizine._id)).map((batch) => [batch.batch_number, batch.quantity])).toEqual([
      ['C2409', 2],
    ]);
    expect(await stockOf(cetirizine._id)).toBe(2);
  });

  it('notices each batch in stock near or past its expiry once in the bell', async () => {
    const notices = dataOf<{ docs: Notification[] }>(
      await api.get('/api/v1/user/notifications?limit=50', user.idToken),
    ).docs.filter((notice) => notice.title.startsWith('Batch'));
    expect(notices.map((notice) => notice.title).sort()).toEqual(['Batch expired', 'Batch expiring soon']);
    const expiring = notices.find((notice) => notice.title === 'Batch expiring soon');
    expect(expiring?.description).toMatch(
      /^Batch P2401 expires on \d{1,2} \w{3} \d{4}, in 77 days\. Paracetamol 500 mg \(strip of 10\): 100 TBS in stock\.$/,
    );
    // More vouchers and more reads of the bell give no second notice for the same batches.
    await api.get('/api/v1/user/notifications?limit=50', user.idToken);
    const again = dataOf<{ docs: Notification[] }>(
      await api.get('/api/v1/user/notifications?limit=50', user.idToken),
    ).docs.filter((notice) => notice.title.startsWith('Batch'));
    expect(again).toHaveLength(2);
  });

  it('refuses to delete a purchase whose batches were sold from', async () => {
    const response = await api.delete(`${INVOICES}/delete/${purchase._id}?company_id=${company._id}`, user.idToken);
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/^Not enough stock left in batch /);
    expect(await stockOf(paracetamol._id)).toBe(200);
  });

  it('asks for the opening stock batch, and switches batches on only before the first voucher', async () => {
    const noBatch = await api.post(
      '/api/v1/product/create/product',
      user.idToken,
      productBody(company._id, { stock_item_name: 'Azithromycin 500 mg', opening_balance: '50', batch_tracked: true }),
    );
    expect(noBatch.status).toBe(400);
    expect(noBatch.body.errors).toContainEqual({
      field: 'opening_batches',
      message: 'Give the batch number and expiry of the opening stock',
    });
    // Issue 32: the opening stock in two batches, which must add up to it.
    const twoBatches = (second: string) =>
      productBody(company._id, {
        stock_item_name: 'Azithromycin 500 mg',
        opening_balance: '50',
        batch_tracked: true,
        opening_batches: [
          { batch_number: 'AZ-01', batch_expiry: '12/2027', quantity: '30' },
          { batch_number: 'AZ-02', batch_expiry: '06/2028', quantity: second },
        ],
      });
    const short = await api.post('/api/v1/product/create/product', user.idToken, twoBatches('15'));
    expect([short.status, short.body.message]).toEqual([
      400,
      'The opening batches add up to 45, not the opening stock of 50',
    ]);
    const azithromycin = await addProduct(user, twoBatches('20'));
    expect(await batchesOf(azithromycin._id)).toMatchObject([
      { batch_number: 'AZ-01', expiry: '2027-12-31', quantity: 30 },
      { batch_number: 'AZ-02', expiry: '2028-06-30', quantity: 20 },
    ]);
    expect(azithromycin.opening_batches).toEqual([
      { batch_number: 'AZ-01', batch_expiry: '2027-12-31', quantity: 30 },
      { batch_number: 'AZ-02', batch_expiry: '2028-06-30', quantity: 20 },
    ]);
    const plain = await addProduct(user, productBody(company._id, { stock_item_name: 'Cotton Roll' }));
    await postVoucher(
      user,
      invoiceBody(company._id, 'Sales', chemist._id, [{ item_id: plain._id, quantity: 1, rate: '20' }]),
    );
    const switchOn = await api.put(`/api/v1/product/update/product/${plain._id}`, user.idToken, {
      ...productBody(company._id, { stock_item_name: 'Cotton Roll' }),
      batch_tracked: true,
      opening_batches: [{ batch_number: 'CR-1', batch_expiry: '01/2030', quantity: '120' }],
    });
    expect(switchOn.status).toBe(400);
    expect(switchOn.body.message).toMatch(/^Batches can be switched on only for a product with no vouchers yet/);
  });

  it('tells the pickers which products keep batches', async () => {
    // Switched on, then off before any voucher: its batch maps stay, the product says off.
    const gauze = await addProduct(
      user,
      productBody(company._id, { stock_item_name: 'Gauze Swab', opening_balance: '0', batch_tracked: true }),
    );
    const switchOff = await api.put(
      `/api/v1/product/update/product/${gauze._id}`,
      user.idToken,
      productBody(company._id, { stock_item_name: 'Gauze Swab', opening_balance: '0', batch_tracked: false }),
    );
    expect(switchOff.status).toBe(200);
    const expected = [
      ['Azithromycin 500 mg', true],
      ['Cetirizine 10 mg (strip of 10)', true],
      ['Cotton Roll', false],
      ['Gauze Swab', false],
      ['Paracetamol 500 mg (strip of 10)', true],
    ];
    const flagsOf = (options: ProductOption[]) =>
      options.map((option) => [option.stock_item_name, option.batch_tracked]);
    const options = await pickerOptions();
    expect(flagsOf(options)).toEqual(expected);
  });
});
