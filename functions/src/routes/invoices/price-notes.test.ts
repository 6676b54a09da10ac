import { beforeAll, describe, expect, it } from 'vitest';
import type { Ledger } from '@app/shared/books/ledger-docs';
import type { Voucher } from '@app/shared/books/voucher-docs';
import type { VoucherPayload } from '@app/shared/books/voucher-input';
import type { Product } from '@app/shared/catalogue/product-docs';
import type { Company } from '@app/shared/companies';
import { indianDate } from '@app/shared/financial-year';
import type { Gstr1 } from '@app/shared/reports/gstr1-docs';
import type { BillSummary, HsnSummary } from '@app/shared/reports/summary-docs';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { INVOICES, getVoucher, invoiceBody, postVoucher, sendVoucher } from '../../../test/vouchers';

const stockOf = async (user: TestUser, companyId: string, productId: string) => {
  const response = await api.get(`/api/v1/product/get/product/${productId}?company_id=${companyId}`, user.idToken);
  return dataOf<Product[]>(response)[0]?.current_stock;
};

const balanceOf = async (user: TestUser, companyId: string, ledgerId: string) => {
  const response = await api.get(`/api/v1/ledger/view/${ledgerId}?company_id=${companyId}`, user.idToken);
  return dataOf<Ledger[]>(response)[0]?.closing_balance;
};

/** A note changing the price of invoice lines: `lines` are [invoice line, change of taxable value in rupees]. */
const priceNote = (
  invoice: Voucher,
  type: 'Credit Note' | 'Debit Note',
  kind: 'value' | 'increase',
  lines: [number, number][],
): VoucherPayload => ({
  company_id: invoice.company_id,
  voucher_type: type,
  date: indianDate(),
  party_name_id: invoice.party_name_id,
  original_voucher_id: invoice._id,
  note_kind: kind,
  reason: kind === 'value' ? 'Post Sale Discount' : 'Correction in Invoice',
  items: lines.map(([line, amount]) => ({ original_line: line, amount })),
});

const returnNote = (invoice: Voucher, lines: [number, number][]): VoucherPayload => ({
  company_id: invoice.company_id,
  voucher_type: 'Credit Note',
  date: indianDate(),
  party_name_id: invoice.party_name_id,
  original_voucher_id: invoice._id,
  items: lines.map(([line, quantity]) => ({ original_line: line, quantity })),
});

/**
 * Notes that change a price with no goods moving (issue 18: "a price/tax reduction after sale",
 * "a debit note ... or an increase"). A Maharashtra company sells 5 Hand Sanitizers at 150.00 +
 * 18% IGST (885.00) to Bengaluru Health Mart, then: a credit note lowers the line by 100.00
 * (118.00), a return of 2 takes its share of what is left (650.00 x 2/5 = 260.00 + 46.80 = 307.00
 * after round-off), a debit note raises it by 50.00 (59.00), and the month's GSTR-1 shows all of
 * them, the debit note as `ntty` 'D'.
 */
describe('notes that change a price', () => {
  let user: TestUser;
  let company: Company;
  let customer: Ledger;
  let supplier: Ledger;
  let sanitizer: Product;
  let invoice: Voucher;

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    customer = await addLedger(user, company._id, {
      name: 'Bengaluru Health Mart',
      mailing_state: 'Karnataka',
      tin: '29AAGCB7383J1Z4',
    });
    supplier = await addLedger(user, company._id, {
      name: 'Haryana Pharma Distributors',
      parent: 'Creditors',
      mailing_state: 'Haryana',
      tin: '06AABCO6063D1ZQ',
    });
    sanitizer = await addProduct(
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
    invoice = await postVoucher(
      user,
      invoiceBody(company._id, 'Sales', customer._id, [{ item_id: sanitizer._id, quantity: 5, rate: '150' }]),
    );
  });

  it('lowers the price by 100.00 + 18% IGST as a credit note of 118.00: no goods move, the invoice is due 767.00', async () => {
    const response = await sendVoucher(user, priceNote(invoice, 'Credit Note', 'value', [[0, 100]]));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const note = dataOf<Voucher>(response);
    expect(note).toMatchObject({
      voucher_type: 'Credit Note',
      note_kind: 'value',
      reason: 'Post Sale Discount',
      total_amount: 100,
      igst: 18,
      grand_total: 118,
      against: { vouchar_id: invoice._id, grand_total: 885 },
    });
    expect(note.inventory[0]).toMatchObject({ item: 'Hand Sanitizer 500 ml', quantity: 0, taxable_value: 100 });
    expect(note.accounting_entries.map((line) => [line.ledger, line.amount])).toEqual([
      ['Bengaluru Health Mart', 118],
      ['Sales', -100],
      ['Output IGST', -18],
    ]);
    expect(await stockOf(user, company._id, sanitizer._id)).toBe(25);
    expect(await balanceOf(user, company._id, customer._id)).toBe(-767);
    const original = await getVoucher(user, company._id, invoice._id);
    expect(original).toMatchObject({
      payment_status: 'Unpaid',
      returns: {
        credited: 118,
        lines: [{ order_index: 0, quantity: 0, taxable_value: 100, igst: 18 }],
        notes: [{ vouchar_id: note._id, voucher_type: 'Credit Note', note_kind: 'value' }],
      },
    });
  });

  it('returns 2 of the 5 at their share of the lowered value: 260.00 + 46.80, 307.00 after round-off', async () => {
    const response = await sendVoucher(user, returnNote(invoice, [[0, 2]]));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(dataOf<Voucher>(response)).toMatchObject({ total_amount: 260, igst: 46.8, roundoff: 0.2, grand_total: 307 });
    expect(await stockOf(user, company._id, sanitizer._id)).toBe(27);
  });

  it('refuses to lower more than the value left on the line, naming it', async () => {
    const response = await sendVoucher(user, priceNote(invoice, 'Credit Note', 'value', [[0, 400]]));
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({
      field: 'items.0.amount',
      message: 'Only 390.00 of the value of Hand Sanitizer 500 ml can still be lowered',
    });
  });

  it('raises the sale by 50.00 + 18% IGST as a debit note of 59.00 on the customer', async () => {
    const response = await sendVoucher(user, priceNote(invoice, 'Debit Note', 'increase', [[0, 50]]));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.message).toBe('🎉 Debit note created successfully!');
    const note = dataOf<Voucher>(response);
    expect(note.voucher_number).toMatch(/^DN\/\d\d-\d\d\/0001$/);
    expect(note).toMatchObject({ note_kind: 'increase', total_amount: 50, igst: 9, grand_total: 59 });
    expect(note.accounting_entries.map((line) => [line.ledger, line.amount])).toEqual([
      ['Bengaluru Health Mart', -59],
      ['Sales', 50],
      ['Output IGST', 9],
    ]);
    // 885.00 - 118.00 - 307.00 + 59.00
    expect(await balanceOf(user, company._id, customer._id)).toBe(-519);
    const original = await getVoucher(user, company._id, invoice._id);
    expect(original.returns).toMatchObject({
      credited: 425,
      raised: 59,
      // 100.00 lowered + 260.00 returned - 50.00 raised
      lines: [{ order_index: 0, quantity: 2, taxable_value: 310, igst: 55.8 }],
    });
    expect(original.payment_status).toBe('Unpaid');
  });

  it("reports the notes net: the month's HSN row, the bill summary and GSTR-1 with the debit note as 'D'", async () => {
    const today = indianDate();
    const query = `company_id=${company._id}&start_date=${today}&end_date=${today}`;
    const hsn = dataOf<HsnSummary>(await api.get(`${INVOICES}/get/hsn/summary?${query}`, user.idToken));
    // 750.00 - 100.00 - 260.00 + 50.00; IGST 135.00 - 18.00 - 46.80 + 9.00
    expect(hsn.docs).toEqual([
      expect.objectContaining({ hsn_code: '38089400', quantity: 3, taxable_value: 440, tax_amount: 79.2 }),
    ]);
    const bills = dataOf<BillSummary>(await api.get(`${INVOICES}/get/invoice/summary?${query}`, user.idToken));
    expect(bills.meta).toMatchObject({ total: 4, taxable_value: 440, grand_total: 519 });

    const [year, month] = today.split('-').map(Number) as [number, number];
    const financialYear = month >= 4 ? year : year - 1;
    const response = await api.get(
      `${INVOICES}/get/gstr1?company_id=${company._id}&financial_year=${financialYear}&financial_month=${month}`,
      user.idToken,
    );
    expect(response.status).toBe(200);
    // The route answers with the portal's file itself, not the API's envelope.
    const file = response.body as unknown as Gstr1;
    const notes = file.cdnr.flatMap((entry) => entry.nt.map((note) => ({ ctin: entry.ctin, ...note })));
    expect(notes.map((note) => [note.ctin, note.ntty, note.val, note.itms[0]?.itm_det.txval])).toEqual([
      ['29AAGCB7383J1Z4', 'C', 118, 100],
      ['29AAGCB7383J1Z4', 'C', 307, 260],
      ['29AAGCB7383J1Z4', 'D', 59, 50],
    ]);
    expect(file.doc_issue.doc_det.map((series) => [series.doc_num, series.docs[0]?.totnum])).toEqual([
      [1, 1],
      [4, 1],
      [5, 2],
    ]);
  });

  it('returns the last 3 for exactly what is left, raised price included, and the customer owes nothing', async () => {
    const response = await sendVoucher(user, returnNote(invoice, [[0, 3]]));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    // 750.00 - 310.00 = 440.00; IGST 135.00 - 55.80 = 79.20
    expect(dataOf<Voucher>(response)).toMatchObject({ total_amount: 440, igst: 79.2, grand_total: 519 });
    expect(await balanceOf(user, company._id, customer._id)).toBe(0);
    const original = await getVoucher(user, company._id, invoice._id);
    expect(original.payment_status).toBe('Paid');
  });

  it('cancelling the debit note takes its raise off the invoice again', async () => {
    const original = await getVoucher(user, company._id, invoice._id);
    const raise = original.returns?.notes.find((note) => note.note_kind === 'increase');
    const cancelled = await api.delete(
      `${INVOICES}/delete/${raise?.vouchar_id}?company_id=${company._id}`,
      user.idToken,
    );
    expect(cancelled.status).toBe(200);
    const after = await getVoucher(user, company._id, invoice._id);
    expect(after.returns?.raised).toBeUndefined();
    expect(after.returns?.notes.map((note) => note.note_kind)).toEqual(['value', 'return', 'return']);
    expect(await balanceOf(user, company._id, customer._id)).toBe(59);
  });

  it('lowers a purchase price by a debit note: the supplier is owed less, stock stays', async () => {
    const purchase = await postVoucher(
      user,
      invoiceBody(company._id, 'Purchase', supplier._id, [{ item_id: sanitizer._id, quantity: 10, rate: '100' }]),
    );
    expect(purchase.grand_total).toBe(1180);
    const before = await stockOf(user, company._id, sanitizer._id);
    const response = await sendVoucher(user, priceNote(purchase, 'Debit Note', 'value', [[0, 200]]));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(dataOf<Voucher>(response)).toMatchObject({ total_amount: 200, igst: 36, grand_total: 236 });
    expect(await stockOf(user, company._id, sanitizer._id)).toBe(before);
    expect(await balanceOf(user, company._id, supplier._id)).toBe(944);
  });

  it('refuses a raise on a credit note, a price change without an invoice, and a debit note raising a purchase', async () => {
    const credit = await sendVoucher(user, priceNote(invoice, 'Credit Note', 'increase', [[0, 10]]));
    expect(credit.status).toBe(400);
    expect(credit.body.message).toBe('Only a Debit Note raises the price of a sale');
    const { original_voucher_id: _dropped, ...standalone } = priceNote(invoice, 'Credit Note', 'value', [[0, 10]]);
    const loose = await sendVoucher(user, standalone);
    expect(loose.status).toBe(400);
    expect(JSON.stringify(loose.body)).toContain('A note that changes a price is raised against an invoice');
    const purchase = await postVoucher(
      user,
      invoiceBody(company._id, 'Purchase', supplier._id, [{ item_id: sanitizer._id, quantity: 1, rate: '100' }]),
    );
    const raise = await sendVoucher(user, priceNote(purchase, 'Debit Note', 'increase', [[0, 10]]));
    expect(raise.status).toBe(400);
    expect(raise.body.message).toBe('The invoice this note is against was not found');
  });
});
