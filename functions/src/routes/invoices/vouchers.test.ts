import { beforeAll, describe, expect, it } from 'vitest';
import type { Ledger } from '@app/shared/books/ledger-docs';
import type { Product, ProductTimeline } from '@app/shared/catalogue/product-docs';
import type { Company } from '@app/shared/companies';
import { financialYearStart, indianDate } from '@app/shared/financial-year';
import { voucherNumber } from '@app/shared/books/serial-numbers';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { callLocalApi } from '../../../test/api';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import {
  INVOICES,
  getVoucher,
  invoiceBody,
  ledgerIdByName,
  listVoucherPage,
  postVoucher,
  sendVoucher,
  transactionBody,
  updateVoucherRequest,
} from '../../../test/vouchers';

const sum = (amounts: number[]) => Math.round(amounts.reduce((total, amount) => total + amount * 100, 0)) / 100;

const stockOf = async (user: TestUser, companyId: string, productId: string) => {
  const response = await api.get(`/api/v1/product/get/product/${productId}?company_id=${companyId}`, user.idToken);
  return dataOf<Product[]>(response)[0]?.current_stock;
};

const ledgerOf = async (user: TestUser, companyId: string, ledgerId: string) => {
  const response = await api.get(`/api/v1/ledger/view/${ledgerId}?company_id=${companyId}`, user.idToken);
  return dataOf<Ledger[]>(response)[0];
};

const sinceYearStart = () => ({ start_date: financialYearStart(), end_date: indianDate() });

describe('vouchers', () => {
  let user: TestUser;
  let company: Company;
  let local: Ledger;
  let karnataka: Ledger;
  let supplier: Ledger;
  let tablets: Product;
  let rice: Product;
  let cash: string;

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    local = await addLedger(user, company._id, { name: 'Sharma Traders', tin: '27AAPFU0939F1ZV' });
    karnataka = await addLedger(user, company._id, {
      name: 'Bengaluru Pharma',
      mailing_state: 'Karnataka',
      tin: '29AAGCB7383J1Z4',
    });
    supplier = await addLedger(user, company._id, {
      name: 'Haryana Distributors',
      parent: 'Creditors',
      mailing_state: 'Haryana',
      tin: '06AABCO6063D1ZQ',
    });
    tablets = await addProduct(
      user,
      productBody(company._id, {
        stock_item_name: 'Dolo 650',
        unit: 'PCS',
        opening_balance: '2000',
        opening_rate: '80',
        tax_rate: '18',
      }),
    );
    rice = await addProduct(
      user,
      productBody(company._id, {
        stock_item_name: 'Basmati Rice',
        unit: 'KGS',
        opening_balance: '100',
        opening_rate: '60',
        tax_rate: '5',
      }),
    );
    cash = await ledgerIdByName(user, company._id, 'Cash');
  });

  it('posts the GST oracle: 1000 x 100.00 at 18% within the state is 1,18,000.00 with CGST and SGST', async () => {
    const voucher = await postVoucher(
      user,
      invoiceBody(
        company._id,
        'Sales',
        local._id,
        [{ item_id: tablets._id, quantity: 1000, rate: 100, tax_rate: 18 }],
        {
          grand_total: 118000,
        },
      ),
    );
    expect(voucher).toMatchObject({
      voucher_type: 'Sales',
      total_amount: 100000,
      cgst: 9000,
      sgst: 9000,
      igst: 0,
      total_tax: 18000,
      roundoff: 0,
      grand_total: 118000,
      amount: -118000,
      payment_status: 'Unpaid',
    });
    expect(voucher.voucher_number).toMatch(/^SI\/\d{2}-\d{2}\/\d{4}$/);
    expect(voucher.accounting_entries.map((line) => [line.ledger, line.amount])).toEqual([
      ['Sharma Traders', -118000],
      ['Sales', 100000],
      ['Output CGST', 9000],
      ['Output SGST', 9000],
    ]);
    expect(await stockOf(user, company._id, tablets._id)).toBe(1000);
    expect((await ledgerOf(user, company._id, local._id))?.closing_balance).toBe(-118000);
  });

  it('charges IGST to a party in another state and rounds the grand total', async () => {
    const voucher = await postVoucher(
      user,
      invoiceBody(company._id, 'Sales', karnataka._id, [
        { item_id: tablets._id, quantity: 1, rate: 62.51, tax_rate: 18 },
        { item_id: rice._id, quantity: '2.345', rate: 60, tax_rate: 5 },
      ]),
    );
    // 62.51 + 11.25 IGST; 2.35 kg (2 places) x 60 = 141.00 + 7.05 IGST; 221.81 -> 222.00
    expect(voucher.inventory.map((line) => [line.quantity, line.amount, line.igst])).toEqual([
      [1, 62.51, 11.25],
      [2.35, 141, 7.05],
    ]);
    expect(voucher).toMatchObject({ igst: 18.3, cgst: 0, roundoff: 0.19, grand_total: 222, intra_state: false });
    expect(voucher.place_of_supply).toBe('Karnataka');
    expect(sum(voucher.accounting_entries.map((line) => line.amount))).toBe(0);
  });

  it('takes the place of supply only as a GST state, by name or code, which decides the tax', async () => {
    const line = { item_id: tablets._id, quantity: 1, rate: 100, tax_rate: 18 };
    const before = await stockOf(user, company._id, tablets._id);
    for (const text of ['1e308', 'California', '27 - Karnataka']) {
      const refused = await sendVoucher(
        user,
        invoiceBody(company._id, 'Sales', local._id, [line], { place_of_supply: text }),
      );
      expect([refused.status, refused.body.message]).toEqual([
        400,
        'Place of supply must be a state of India by name or GST code (e.g. Maharashtra or 27)',
      ]);
    }
    expect(await stockOf(user, company._id, tablets._id)).toBe(before);
    // A party of this state, shipped to Karnataka (code 29): IGST, and the state kept by its name.
    const shipped = await postVoucher(
      user,
      invoiceBody(company._id, 'Sales', local._id, [line], { place_of_supply: '29' }),
    );
    expect(shipped).toMatchObject({ place_of_supply: 'Karnataka', intra_state: false, igst: 18, cgst: 0 });
  });

  it('refuses totals that disagree with the lines, and writes nothing', async () => {
    const before = await stockOf(user, company._id, tablets._id);
    const response = await sendVoucher(
      user,
      invoiceBody(company._id, 'Sales', local._id, [{ item_id: tablets._id, quantity: 10, rate: 100, tax_rate: 18 }], {
        grand_total: 1181,
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The totals do not match the items: grand_total should be 1180.00, not 1181.00');
    expect(await stockOf(user, company._id, tablets._id)).toBe(before);
  });

  it('gives the spec messages for a missing customer, items, a bad quantity and dates', async () => {
    const missing = await sendVoucher(user, invoiceBody(company._id, 'Sales', '', []));
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.map((error) => error.message)).toEqual([
      'Please select a customer',
      'Please add at least one item to continue',
    ]);
    const half = await sendVoucher(
      user,
      invoiceBody(company._id, 'Sales', local._id, [{ item_id: tablets._id, quantity: '0.5', rate: 10 }]),
    );
    expect(half.body.message).toBe('Quantity must be greater than 0 and should be a valid whole number');
    const future = await sendVoucher(
      user,
      invoiceBody(company._id, 'Sales', local._id, [{ item_id: tablets._id, quantity: 1, rate: 10 }], {
        date: '2999-01-01',
      }),
    );
    expect(future.body.message).toBe('Date cannot be in the future');
    const overdue = await sendVoucher(
      user,
      invoiceBody(company._id, 'Sales', local._id, [{ item_id: tablets._id, quantity: 1, rate: 10 }], {
        due_date: '2001-01-01',
      }),
    );
    expect(overdue.body.message).toBe('Due date cannot be before today');
    const lastYear = await sendVoucher(
      user,
      invoiceBody(company._id, 'Sales', local._id, [{ item_id: tablets._id, quantity: 1, rate: 10 }], {
        date: `${Number(financialYearStart().slice(0, 4)) - 1}-06-01`,
      }),
    );
    expect(lastYear.body.message).toBe('Invoice date cannot be before the start of the current financial year');
  });

  it('posts a retried create once: the same Idempotency-Key returns the first voucher', async () => {
    const before = await stockOf(user, company._id, tablets._id);
    const body = invoiceBody(company._id, 'Sales', local._id, [{ item_id: tablets._id, quantity: 3, rate: 50 }]);
    const first = await sendVoucher(user, body, 'retry-key-1');
    const again = await sendVoucher(user, body, 'retry-key-1');
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(dataOf<{ _id: string }>(again)._id).toBe(dataOf<{ _id: string }>(first)._id);
    expect(await stockOf(user, company._id, tablets._id)).toBe((before ?? 0) - 3);
    const keyless = await sendVoucher(user, body, null);
    expect(keyless.status).toBe(400);
    expect(keyless.body.message).toMatch(/Idempotency-Key/);
  });

  it('numbers sales invoices consecutively and shows the next number', async () => {
    const next = await api.get(`${INVOICES}/serial-number/get/current/sales?company_id=${company._id}`, user.idToken);
    const { current_number: expected } = dataOf<{ current_number: string }>(next);
    const voucher = await postVoucher(
      user,
      invoiceBody(company._id, 'Sales', local._id, [{ item_id: tablets._id, quantity: 1, rate: 10 }]),
    );
    expect(voucher.voucher_number).toBe(expected);
    const serial = Number(expected.slice(-4));
    const after = await api.get(`${INVOICES}/serial-number/get/current/Sales?company_id=${company._id}`, user.idToken);
    expect(dataOf<{ current_number: string }>(after).current_number).toBe(
      voucherNumber('Sales', financialYearStart(), serial + 1),
    );
  });

  it('edits a voucher: old effects reversed, new applied; a stale version gets 409', async () => {
    const body = invoiceBody(company._id, 'Sales', local._id, [
      { item_id: rice._id, quantity: 10, rate: 60, tax_rate: 5 },
    ]);
    const voucher = await postVoucher(user, body);
    const stock = await stockOf(user, company._id, rice._id);
    const balance = (await ledgerOf(user, company._id, local._id))?.closing_balance ?? 0;
    const edited = await updateVoucherRequest(user, voucher._id, {
      ...body,
      version: voucher.version,
      items: [{ item_id: rice._id, quantity: 4, rate: 60, tax_rate: 5 }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('🎉 Invoice updated successfully!');
    expect(dataOf<{ grand_total: number; voucher_number: string }>(edited)).toMatchObject({
      grand_total: 252,
      voucher_number: voucher.voucher_number,
    });
    expect(await stockOf(user, company._id, rice._id)).toBe((stock ?? 0) + 6);
    expect((await ledgerOf(user, company._id, local._id))?.closing_balance).toBe(balance + 630 - 252);
    const stale = await updateVoucherRequest(user, voucher._id, { ...body, version: voucher.version });
    expect(stale.status).toBe(409);
  });

  it('cancels a sales invoice: its number stays used, stock comes back, lists hide it unless asked', async () => {
    const voucher = await postVoucher(
      user,
      invoiceBody(company._id, 'Sales', local._id, [{ item_id: tablets._id, quantity: 7, rate: 10 }]),
    );
    const stock = await stockOf(user, company._id, tablets._id);
    const response = await api.delete(`${INVOICES}/delete/${voucher._id}?company_id=${company._id}`, user.idToken);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Invoice deleted successfully!');
    expect(await stockOf(user, company._id, tablets._id)).toBe((stock ?? 0) + 7);
    expect((await getVoucher(user, company._id, voucher._id)).status).toBe('cancelled');
    const query = { company_id: company._id, ...sinceYearStart(), limit: 100 };
    const visible = await listVoucherPage(user, `${INVOICES}/view/all/vouchar`, query);
    expect(visible.docs.map((row) => row._id)).not.toContain(voucher._id);
    const all = await listVoucherPage(user, `${INVOICES}/view/all/vouchar`, { ...query, include_cancelled: 'true' });
    expect(all.docs.find((row) => row._id === voucher._id)?.status).toBe('cancelled');
    const next = await postVoucher(
      user,
      invoiceBody(company._id, 'Sales', local._id, [{ item_id: tablets._id, quantity: 1, rate: 10 }]),
    );
    expect(Number(next.voucher_number.slice(-4))).toBe(Number(voucher.voucher_number.slice(-4)) + 1);
    const history = await api.get(`${INVOICES}/history/${voucher._id}?company_id=${company._id}`, user.idToken);
    expect(dataOf<{ action: string; actor_name: string }[]>(history).map((entry) => entry.action)).toEqual([
      'create',
      'cancel',
    ]);
  });

  it('records receipts and payments against the cash account, refusing unbalanced ones', async () => {
    const before = (await ledgerOf(user, company._id, local._id))?.closing_balance ?? 0;
    const receipt = await sendVoucher(user, transactionBody(company._id, 'Receipt', local._id, cash, 500));
    expect(receipt.status).toBe(201);
    expect(receipt.body.message).toBe('Receipt added successfully!');
    expect(dataOf<{ voucher_number: string }>(receipt).voucher_number).toMatch(/^RV\//);
    expect((await ledgerOf(user, company._id, local._id))?.closing_balance).toBe(before + 500);
    const unbalanced = transactionBody(company._id, 'Receipt', local._id, cash, 500);
    unbalanced.accounting = [
      { ledger_id: local._id, amount: 500 },
      { ledger_id: cash, amount: -499 },
    ];
    const refused = await sendVoucher(user, unbalanced);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Voucher is not balanced. Debit ≠ Credit');
    const noAccount = await sendVoucher(user, {
      ...transactionBody(company._id, 'Payment', local._id, cash, 5),
      accounting: [],
    });
    expect(noAccount.body.message).toBe('Customer is required');
    const payment = await postVoucher(user, transactionBody(company._id, 'Payment', supplier._id, cash, 250));
    expect(payment.accounting_entries.map((line) => line.amount)).toEqual([-250, 250]);
  });

  it('raises stock with a purchase whose bill number is unique per supplier', async () => {
    const stock = await stockOf(user, company._id, rice._id);
    const body = invoiceBody(
      company._id,
      'Purchase',
      supplier._id,
      [{ item_id: rice._id, quantity: 50, rate: 55, tax_rate: 5 }],
      {
        voucher_number: 'HD/771',
      },
    );
    const purchase = await postVoucher(user, body);
    expect(purchase).toMatchObject({ voucher_number: 'HD/771', igst: 137.5, grand_total: 2888, amount: 2888 });
    expect(await stockOf(user, company._id, rice._id)).toBe((stock ?? 0) + 50);
    const timeline = await api.get(`/api/v1/product/get/timeline/${rice._id}?company_id=${company._id}`, user.idToken);
    const [{ entries }] = dataOf<[ProductTimeline]>(timeline);
    expect(entries.at(-1)).toMatchObject({ kind: 'purchase', voucher_number: 'HD/771', inwards_qty: 50 });
    expect(entries.at(-1)?.balance_qty).toBe((stock ?? 0) + 50);
    expect(entries.filter((entry) => entry.kind === 'sales').length).toBeGreaterThan(0);
    const twice = await sendVoucher(user, body);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Bill number HD/771 is already recorded for Haryana Distributors');
  });

  it('will not delete a ledger that vouchers use', async () => {
    const response = await api.delete(`/api/v1/ledger/delete/${local._id}?company_id=${company._id}`, user.idToken);
    expect(response.status).toBe(409);
  });

  it('lists with debit and credit totals, search and type filter', async () => {
    const query = { company_id: company._id, ...sinceYearStart(), limit: 100 };
    const transactions = await listVoucherPage(user, '/api/v1/transactions/view/all', query);
    const amounts = transactions.docs.map((row) => row.amount);
    expect(transactions.meta.total_debit).toBe(-sum(amounts.filter((amount) => amount < 0)));
    expect(transactions.meta.total_credit).toBe(sum(amounts.filter((amount) => amount > 0)));
    expect(transactions.docs.map((row) => row.voucher_type)).toEqual(
      expect.arrayContaining(['Receipt', 'Payment', 'Sales']),
    );
    const byNumber = await listVoucherPage(user, '/api/v1/transactions/view/all', {
      ...query,
      sortField: 'voucher_number',
    });
    expect(byNumber.meta).toEqual(transactions.meta);
    const secondPage = await listVoucherPage(user, '/api/v1/transactions/view/all', { ...query, limit: 3, page_no: 2 });
    expect(secondPage.docs.map((row) => row._id)).toEqual(transactions.docs.slice(3, 6).map((row) => row._id));
    const oldestFirst = await listVoucherPage(user, '/api/v1/transactions/view/all', { ...query, sortOrder: 1 });
    expect(oldestFirst.docs.map((row) => row._id)).toEqual(transactions.docs.map((row) => row._id).reverse());
    const invoices = await listVoucherPage(user, `${INVOICES}/view/all/vouchar`, query);
    expect(new Set(invoices.docs.map((row) => row.voucher_type))).toEqual(new Set(['Sales', 'Purchase']));
    const found = await listVoucherPage(user, `${INVOICES}/view/all/vouchar`, { ...query, search: 'bengaluru' });
    expect(found.docs.map((row) => row.party_name)).toEqual(['Bengaluru Pharma']);
    const purchases = await listVoucherPage(user, '/api/v1/transactions/view/all', {
      ...query,
      type: 'Purchase',
      limit: 1,
    });
    expect(purchases.meta).toMatchObject({ page: 1, limit: 1, total: 1 });
  });

  it('gives 20 concurrent invoices 20 consecutive numbers and reduces stock exactly', async () => {
    const stock = await stockOf(user, company._id, tablets._id);
    const vouchers = await Promise.all(
      Array.from({ length: 20 }, () =>
        postVoucher(
          user,
          invoiceBody(company._id, 'Sales', local._id, [{ item_id: tablets._id, quantity: 2, rate: 10 }]),
        ),
      ),
    );
    const serials = vouchers.map((voucher) => Number(voucher.voucher_number.slice(-4))).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(20);
    expect(serials.at(-1)).toBe((serials[0] ?? 0) + 19);
    expect(await stockOf(user, company._id, tablets._id)).toBe((stock ?? 0) - 40);
  });

  it('serves the tax variants, the voucher types and the transactions delete', async () => {
    const body = invoiceBody(company._id, 'Sales', local._id, [
      { item_id: tablets._id, quantity: 2, rate: 100, tax_rate: 12 },
    ]);
    const created = await sendVoucher(user, body, undefined, true);
    expect(created.status).toBe(201);
    const voucher = dataOf<{ _id: string; version: number; grand_total: number }>(created);
    expect(voucher.grand_total).toBe(224);
    const updated = await api.put(`${INVOICES}/update/vouchar/tax/${voucher._id}`, user.idToken, {
      ...body,
      version: voucher.version,
      items: [{ item_id: tablets._id, quantity: 3, rate: 100, tax_rate: 12 }],
    });
    expect(dataOf<{ grand_total: number }>(updated).grand_total).toBe(336);
    const removed = await api.delete(`${INVOICES}/tax/delete/${voucher._id}?company_id=${company._id}`, user.idToken);
    expect(dataOf<{ status: string }>(removed).status).toBe('cancelled');

    const receipt = await postVoucher(user, transactionBody(company._id, 'Receipt', local._id, cash, 75));
    const deleted = await api.delete(
      `/api/v1/transactions/delete/${receipt._id}?company_id=${company._id}`,
      user.idToken,
    );
    expect(deleted.body.message).toBe('Transaction deleted successfully!');
    expect(dataOf<{ status: string }>(deleted).status).toBe('deleted');

    const types = await api.get(`${INVOICES}/get/all/vouchar/type?company_id=${company._id}`, user.idToken);
    expect(dataOf<{ name: string }[]>(types).map((type) => type.name)).toEqual([
      'Sales',
      'Purchase',
      'Receipt',
      'Payment',
      'Credit Note',
      'Debit Note',
      'Journal',
      'Contra',
    ]);
    const paged = await api.get(
      `${INVOICES}/view/all/vouchar/type?company_id=${company._id}&search=pay&limit=1`,
      user.idToken,
    );
    expect(dataOf<{ docs: { name: string }[]; meta: { total: number } }>(paged)).toMatchObject({
      docs: [{ name: 'Payment' }],
      meta: { total: 1 },
    });
  });

  it('refuses unknown voucher types, bad figures and malformed bodies with 400', async () => {
    const badType = await sendVoucher(user, {
      ...invoiceBody(company._id, 'Sales', local._id, []),
      voucher_type: 'Memorandum',
    });
    expect(badType.body.message).toBe(
      'voucher_type must be one of: Sales, Purchase, Receipt, Payment, Credit Note, Debit Note, Journal, Contra',
    );
    const badRate = await sendVoucher(
      user,
      invoiceBody(company._id, 'Sales', local._id, [{ item_id: tablets._id, quantity: 1, rate: '12.345' }]),
    );
    expect(badRate.status).toBe(400);
    expect(badRate.body.message).toBe('Rate can have at most 2 decimal places');
    const unknownItem = await sendVoucher(
      user,
      invoiceBody(company._id, 'Sales', local._id, [{ item_id: 'no-such-item', quantity: 1, rate: 1 }]),
    );
    expect(unknownItem.status).toBe(400);
    const malformed = await callLocalApi(`${INVOICES}/create/vouchar`, {
      method: 'POST',
      token: user.idToken,
      body: '{"company_id":',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'malformed-1' },
    });
    expect(malformed.status).toBe(400);
  });

  it('posts a 100-line invoice of 100 different items in one transaction', async () => {
    const many: Product[] = [];
    for (let batch = 0; batch < 10; batch++) {
      many.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            addProduct(
              user,
              productBody(company._id, {
                stock_item_name: `Item ${batch * 10 + i}`,
                unit: 'PCS',
                opening_balance: '50',
              }),
            ),
          ),
        )),
      );
    }
    const items = many.map((product, i) => ({
      item_id: product._id,
      quantity: 1 + (i % 5),
      rate: 10 + i,
      tax_rate: 12,
    }));
    const voucher = await postVoucher(user, invoiceBody(company._id, 'Sales', karnataka._id, items));
    expect(voucher.inventory).toHaveLength(100);
    expect(sum(voucher.accounting_entries.map((line) => line.amount))).toBe(0);
    const stocks = await Promise.all(
      [many[0], many[57], many[99]].map((product) => stockOf(user, company._id, product?._id ?? '')),
    );
    expect(stocks).toEqual([49, 50 - 3, 50 - 5]);
  });

  it("answers 404 for another user's vouchers and companies", async () => {
    const stranger = await signUpUser();
    const voucher = await postVoucher(
      user,
      invoiceBody(company._id, 'Sales', local._id, [{ item_id: tablets._id, quantity: 1, rate: 10 }]),
    );
    const own = await companyOf(stranger, 'tax on', 'Stranger Stores');
    const paths = [
      api.get(`${INVOICES}/get/vouchar/${voucher._id}?company_id=${own._id}`, stranger.idToken),
      api.get(`${INVOICES}/get/vouchar/${voucher._id}?company_id=${company._id}`, stranger.idToken),
      api.delete(`${INVOICES}/delete/${voucher._id}?company_id=${own._id}`, stranger.idToken),
      api.get(`${INVOICES}/history/${voucher._id}?company_id=${own._id}`, stranger.idToken),
      updateVoucherRequest(stranger, voucher._id, {
        ...invoiceBody(own._id, 'Sales', local._id, [{ item_id: tablets._id, quantity: 1, rate: 10 }]),
        version: 1,
      }),
      sendVoucher(
        stranger,
        invoiceBody(company._id, 'Sales', local._id, [{ item_id: tablets._id, quantity: 1, rate: 10 }]),
      ),
    ];
    expect((await Promise.all(paths)).map((response) => response.status)).toEqual([404, 404, 404, 404, 404, 404]);
  });
});
