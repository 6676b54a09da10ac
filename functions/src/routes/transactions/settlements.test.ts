import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Ledger } from '@app/shared/books/ledger-docs';
import type { OpenInvoice, Voucher, VoucherList } from '@app/shared/books/voucher-docs';
import { voucherInputSchema, type VoucherPayload } from '@app/shared/books/voucher-input';
import type { Company } from '@app/shared/companies';
import { createVoucher } from '#lib/books/posting';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import {
  INVOICES,
  getVoucher,
  invoiceBody,
  ledgerIdByName,
  postVoucher,
  sendVoucher,
  transactionBody,
  updateVoucherRequest,
} from '../../../test/vouchers';

const balanceOf = async (user: TestUser, companyId: string, ledgerId: string) => {
  const response = await api.get(`/api/v1/ledger/view/${ledgerId}?company_id=${companyId}`, user.idToken);
  return dataOf<Ledger[]>(response)[0]?.closing_balance;
};

/**
 * Receipts that settle invoices (issue 19: an invoice is overdue only while nothing settles it).
 * A Maharashtra company sells Bengaluru Health Mart 5 Hand Sanitizers at 150.00 + 18% IGST
 * (SI 1: 885.00) and 2 more (SI 2: 354.00); a receipt of 1,000.00 settles all of SI 1 and 115.00
 * of SI 2, which keeps 239.00 due.
 */
describe('receipts settling invoices', () => {
  let user: TestUser;
  let company: Company;
  let customer: Ledger;
  let cash: string;
  let first: Voucher;
  let second: Voucher;
  let receipt: Voucher;

  const receiptBody = (rupees: number, settles: [Voucher, number][]): VoucherPayload => ({
    ...transactionBody(company._id, 'Receipt', customer._id, cash, rupees),
    settles: settles.map(([invoice, amount]) => ({ voucher_id: invoice._id, amount })),
  });

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    customer = await addLedger(user, company._id, {
      name: 'Bengaluru Health Mart',
      mailing_state: 'Karnataka',
      tin: '29AAGCB7383J1Z4',
    });
    cash = await ledgerIdByName(user, company._id, 'Cash');
    const sanitizer = await addProduct(
      user,
      productBody(company._id, {
        stock_item_name: 'Hand Sanitizer 500 ml',
        unit: 'BTL',
        hsn_code: '38089400',
        tax_rate: '18',
        opening_balance: '30',
        opening_rate: '145',
      }),
    );
    const sale = (quantity: number) =>
      postVoucher(
        user,
        invoiceBody(company._id, 'Sales', customer._id, [{ item_id: sanitizer._id, quantity, rate: '150' }]),
      );
    first = await sale(5);
    second = await sale(2);
  });

  it('settles 885.00 of SI 1 and 115.00 of SI 2 with a receipt of 1,000.00', async () => {
    const response = await sendVoucher(
      user,
      receiptBody(1000, [
        [first, 885],
        [second, 115],
      ]),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    receipt = dataOf<Voucher>(response);
    expect(receipt.settles).toEqual([
      { vouchar_id: first._id, voucher_number: first.voucher_number, date: first.date, amount: 885 },
      { vouchar_id: second._id, voucher_number: second.voucher_number, date: second.date, amount: 115 },
    ]);
    expect(await getVoucher(user, company._id, first._id)).toMatchObject({
      payment_status: 'Paid',
      balance_due: 0,
      settlements: { received: 885, by: [{ vouchar_id: receipt._id, voucher_number: receipt.voucher_number }] },
    });
    expect(await getVoucher(user, company._id, second._id)).toMatchObject({
      payment_status: 'Partially Paid',
      balance_due: 239,
    });
    // 885.00 + 354.00 - 1,000.00
    expect(await balanceOf(user, company._id, customer._id)).toBe(-239);
  });

  it("offers the party's open invoices, oldest due first, with what is left on each", async () => {
    const response = await api.get(
      `${INVOICES}/view/open?company_id=${company._id}&party_id=${customer._id}&type=Sales`,
      user.idToken,
    );
    expect(response.status).toBe(200);
    expect(dataOf<OpenInvoice[]>(response)).toEqual([
      {
        _id: second._id,
        voucher_number: second.voucher_number,
        date: second.date,
        due_on: second.date,
        balance_due: 239,
      },
    ]);
  });

  it('refuses to settle more than is due, or more than the receipt brings', async () => {
    const over = await sendVoucher(user, receiptBody(300, [[second, 240]]));
    expect(over.status).toBe(400);
    expect(over.body.errors).toContainEqual({
      field: 'settles.0.amount',
      message: `Only 239.00 is due on ${second.voucher_number}`,
    });
    const more = await sendVoucher(user, receiptBody(100, [[second, 200]]));
    expect(more.status).toBe(400);
    expect(more.body.message).toBe('The invoices settled add up to more than the amount');
  });

  it('keeps a settled invoice until its receipt lets go of it, then the receipt can go', async () => {
    const cancel = await api.delete(`${INVOICES}/delete/${first._id}?company_id=${company._id}`, user.idToken);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(
      `This invoice is settled by receipt ${receipt.voucher_number}: edit the receipt to take the invoice off it first`,
    );

    // The receipt now settles only SI 2, all 354.00 of it; SI 1 is due again.
    const edited = await updateVoucherRequest(user, receipt._id, {
      ...receiptBody(1000, [[second, 354]]),
      version: receipt.version,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await getVoucher(user, company._id, first._id)).toMatchObject({
      payment_status: 'Unpaid',
      balance_due: 885,
    });
    expect(await getVoucher(user, company._id, second._id)).toMatchObject({ payment_status: 'Paid', balance_due: 0 });

    const removed = await api.delete(`${INVOICES}/delete/${receipt._id}?company_id=${company._id}`, user.idToken);
    expect(removed.status).toBe(200);
    const after = await getVoucher(user, company._id, second._id);
    expect(after).toMatchObject({ payment_status: 'Unpaid', balance_due: 354 });
    expect(after.settlements).toBeUndefined();
  });

  it('refuses an invoice of another party or of a purchase', async () => {
    const other = await addLedger(user, company._id, { name: 'Pune Chemists', mailing_state: 'Maharashtra' });
    const response = await sendVoucher(user, {
      ...transactionBody(company._id, 'Receipt', other._id, cash, 100),
      settles: [{ voucher_id: first._id, amount: 100 }],
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({
      field: 'settles.0.voucher_id',
      message: 'An invoice this settles was not found, or is not an open invoice of this party',
    });
  });
});

/**
 * Overdue invoices (issue 19): SI 1 of 1 October 2026 fell due on 8 October and nothing settled
 * it; SI 2 of the same day is due at the end of 2099. Posted with the clock on 1 October; read
 * through the local API, whose handlers run on the real clock (any day after 8 October 2026).
 */
describe('overdue invoices', () => {
  let user: TestUser;
  let company: Company;
  let overdue: string;
  let later: { voucher_id: string; voucher_number: string };

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    const customer = (await addLedger(user, company._id, { name: 'Sharma Medical Hall' }))._id;
    const product = (await addProduct(user, productBody(company._id, { stock_item_name: 'Paracetamol 500 mg' })))._id;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-01T06:30:00Z'));
    const sale = async (dueDate: string) =>
      (
        await createVoucher(
          voucherInputSchema.parse(
            invoiceBody(company._id, 'Sales', customer, [{ item_id: product, quantity: 10, rate: '10' }], {
              due_date: dueDate,
            }),
          ),
          user.sub,
          randomUUID(),
        )
      ).voucher;
    overdue = (await sale('2026-10-08')).voucher_id;
    vi.setSystemTime(new Date('2026-10-01T06:31:00Z')); // SI 2 is the later one, listed first
    later = await sale('2099-12-31');
    vi.useRealTimers();
  });

  afterAll(() => {
    vi.useRealTimers();
  });

  it('lists only the invoice past its due date under status=overdue, whatever the period, with what is due (100.00 + 12%)', async () => {
    const response = await api.get(
      `${INVOICES}/view/all/vouchar?company_id=${company._id}&start_date=2026-11-01&end_date=2026-11-26&status=overdue`,
      user.idToken,
    );
    const list = dataOf<VoucherList>(response);
    expect(list.docs.map((row) => [row._id, row.due_on, row.balance_due])).toEqual([[overdue, '2026-10-08', 112]]);
    expect(list.meta.total).toBe(1);
  });

  it('lists both under status=open for their period, and none for a period without them', async () => {
    const open = async (start: string, end: string) =>
      dataOf<VoucherList>(
        await api.get(
          `${INVOICES}/view/all/vouchar?company_id=${company._id}&start_date=${start}&end_date=${end}&status=open`,
          user.idToken,
        ),
      ).docs.map((row) => [row.due_on, row.balance_due]);
    expect(await open('2026-10-01', '2026-10-31')).toEqual([
      ['2099-12-31', 112],
      ['2026-10-08', 112],
    ]);
    expect(await open('2026-11-01', '2026-11-26')).toEqual([]);
  });

  it('pages, sorts, totals and searches the open invoices like any list', async () => {
    const list = async (rest: string) =>
      dataOf<VoucherList>(
        await api.get(
          `${INVOICES}/view/all/vouchar?company_id=${company._id}&start_date=2026-10-01&end_date=2026-10-31&status=open&${rest}`,
          user.idToken,
        ),
      );
    const byNumber = await list('sortField=voucher_number&sortOrder=-1&limit=1&page_no=2');
    expect(byNumber.docs.map((row) => row._id)).toEqual([overdue]);
    expect(byNumber.meta).toEqual({ page: 2, limit: 1, total: 2, total_debit: 224, total_credit: 0 });
    const searched = await list(`search=${encodeURIComponent(later.voucher_number)}`);
    expect(searched.docs.map((row) => row._id)).toEqual([later.voucher_id]);
    expect(searched.meta).toMatchObject({ total: 1, total_debit: 112 });
  });
});
