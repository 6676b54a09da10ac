import { beforeAll, describe, expect, it } from 'vitest';
import type { Ledger } from '@app/shared/books/ledger-docs';
import type { Voucher, VoucherList } from '@app/shared/books/voucher-docs';
import type { Product } from '@app/shared/catalogue/product-docs';
import type { Company } from '@app/shared/companies';
import { PHARMACY_PARTIES, addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { INVOICES, getVoucher, invoiceBody, noteBody, postVoucher, sendVoucher } from '../../../test/vouchers';

const stockOf = async (user: TestUser, companyId: string, productId: string) => {
  const response = await api.get(`/api/v1/product/get/product/${productId}?company_id=${companyId}`, user.idToken);
  return dataOf<Product[]>(response)[0]?.current_stock;
};

const balanceOf = async (user: TestUser, companyId: string, ledgerId: string) => {
  const response = await api.get(`/api/v1/ledger/view/${ledgerId}?company_id=${companyId}`, user.idToken);
  return dataOf<Ledger[]>(response)[0]?.closing_balance;
};

/** A credit (or debit) note returning `lines` ([invoice line, quantity]) of an invoice. */

/**
 * Credit and debit notes through the API (issue 18; the figures of design 5.1): a Maharashtra
 * company sells 5 Hand Sanitizers at 150.00 + 18% IGST to Bengaluru Health Mart (Karnataka) and
 * takes 2 back.
 */
describe('credit and debit notes', () => {
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
    supplier = await addLedger(user, company._id, PHARMACY_PARTIES.distributor);
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

  it('returns 2 of 5 @ 150.00 + 18% IGST as a note of 354.00, and the invoice, stock and balance follow', async () => {
    expect(invoice).toMatchObject({ grand_total: 885, igst: 135 });
    expect(invoice.voucher_number).toMatch(/^SI\//);
    expect(await stockOf(user, company._id, sanitizer._id)).toBe(25);
    const response = await sendVoucher(user, noteBody(invoice, [[0, 2]]));
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('🎉 Credit note created successfully!');
    const note = dataOf<Voucher>(response);
    expect(note).toMatchObject({
      voucher_type: 'Credit Note',
      total_amount: 300,
      igst: 54,
      cgst: 0,
      grand_total: 354,
      amount: 354,
      place_of_supply: 'Karnataka',
      payment_status: 'Paid',
      against: { vouchar_id: invoice._id, voucher_number: invoice.voucher_number, grand_total: 885 },
    });
    expect(note.voucher_number).toMatch(/^CN\/\d\d-\d\d\/0001$/);
    expect(note.inventory[0]).toMatchObject({
      item: 'Hand Sanitizer 500 ml',
      quantity: 2,
      rate: 150,
      original_line: 0,
    });
    expect(note.accounting_entries.map((line) => [line.ledger, line.amount])).toEqual([
      ['Bengaluru Health Mart', 354],
      ['Sales', -300],
      ['Output IGST', -54],
    ]);
    expect(await stockOf(user, company._id, sanitizer._id)).toBe(27);
    expect(await balanceOf(user, company._id, customer._id)).toBe(-531);
    const original = await getVoucher(user, company._id, invoice._id);
    expect(original.payment_status).toBe('Unpaid');
    expect(original.returns).toMatchObject({
      credited: 354,
      lines: [{ order_index: 0, quantity: 2, taxable_value: 300, igst: 54 }],
      notes: [{ vouchar_id: note._id, voucher_number: note.voucher_number, grand_total: 354 }],
    });
  });

  it('refuses to return more than is left, naming the line', async () => {
    const response = await sendVoucher(user, noteBody(invoice, [[0, 4]]));
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({
      field: 'items.0.quantity',
      message: 'Only 3 of Hand Sanitizer 500 ml can still be returned',
    });
  });

  it('replays a retried note with the same key and body', async () => {
    const body = noteBody(invoice, [[0, 1]]);
    const first = await sendVoucher(user, body, 'note-retry-1');
    const again = await sendVoucher(user, body, 'note-retry-1');
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(dataOf<Voucher>(again)._id).toBe(dataOf<Voucher>(first)._id);
    const cancelled = await api.delete(
      `${INVOICES}/delete/${dataOf<Voucher>(first)._id}?company_id=${company._id}`,
      user.idToken,
    );
    expect(cancelled.status).toBe(200);
    expect((await getVoucher(user, company._id, invoice._id)).returns?.credited).toBe(354);
  });

  it('takes two notes racing for the last 3 one after the other: the second finds 1 left', async () => {
    const sale = await postVoucher(
      user,
      invoiceBody(company._id, 'Sales', customer._id, [{ item_id: sanitizer._id, quantity: 3, rate: '150' }]),
    );
    const [a, b] = await Promise.all([
      sendVoucher(user, noteBody(sale, [[0, 2]])),
      sendVoucher(user, noteBody(sale, [[0, 2]])),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    const refused = a.status === 400 ? a : b;
    expect(refused.body.errors).toContainEqual({
      field: 'items.0.quantity',
      message: 'Only 1 of Hand Sanitizer 500 ml can still be returned',
    });
    const last = await sendVoucher(user, noteBody(sale, [[0, 1]]));
    expect(last.status).toBe(201);
    const original = await getVoucher(user, company._id, sale._id);
    // 531.00 in all: 354.00 + 177.00, the whole invoice; nothing is due, so it reads as Paid.
    expect(original.returns?.credited).toBe(531);
    expect(original.payment_status).toBe('Paid');
    const listed = dataOf<VoucherList>(
      await api.get(
        `${INVOICES}/view/all/vouchar?company_id=${company._id}&type=sales&search=${sale.voucher_number}`,
        user.idToken,
      ),
    ).docs;
    expect(listed.map((row) => [row.voucher_number, row.credited, row.fully_returned])).toEqual([
      [sale.voucher_number, 531, true],
    ]);
  });

  it('locks an invoice with notes, refuses to cancel it, and restores it when its notes are cancelled', async () => {
    const sale = await postVoucher(
      user,
      invoiceBody(company._id, 'Sales', customer._id, [{ item_id: sanitizer._id, quantity: 4, rate: '150' }]),
    );
    const note = await postVoucher(user, noteBody(sale, [[0, 1]]));
    const cancel = await api.delete(`${INVOICES}/delete/${sale._id}?company_id=${company._id}`, user.idToken);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(`Cancel its credit notes first: ${note.voucher_number}`);
    const current = await getVoucher(user, company._id, sale._id);
    const edit = await api.put(`${INVOICES}/update/vouchar/${sale._id}`, user.idToken, {
      ...invoiceBody(company._id, 'Sales', customer._id, [{ item_id: sanitizer._id, quantity: 6, rate: '150' }]),
      version: current.version,
    });
    expect(edit.status).toBe(400);
    const narration = await api.put(`${INVOICES}/update/vouchar/${sale._id}`, user.idToken, {
      ...invoiceBody(company._id, 'Sales', customer._id, [{ item_id: sanitizer._id, quantity: 4, rate: '150' }]),
      narration: 'Delivered by hand',
      version: current.version,
    });
    expect(narration.status).toBe(200);
    const stock = await stockOf(user, company._id, sanitizer._id);
    const cancelNote = await api.delete(`${INVOICES}/delete/${note._id}?company_id=${company._id}`, user.idToken);
    expect(cancelNote.status).toBe(200);
    expect(dataOf<Voucher>(cancelNote).status).toBe('cancelled');
    expect(await stockOf(user, company._id, sanitizer._id)).toBe((stock ?? 0) - 1);
    const restored = await getVoucher(user, company._id, sale._id);
    expect(restored.returns ?? null).toBeNull();
    expect(restored.payment_status).toBe('Unpaid');
    expect(restored.narration).toBe('Delivered by hand');
  });

  it('refuses a note against an invoice of another party or type', async () => {
    const other = await sendVoucher(user, { ...noteBody(invoice, [[0, 1]]), party_name_id: supplier._id });
    expect(other.status).toBe(400);
    const wrongType = await sendVoucher(user, noteBody(invoice, [[0, 1]], 'Debit Note'));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toContainEqual({
      field: 'original_voucher_id',
      message: 'The invoice this note is against was not found',
    });
  });

  it('raises a debit note on a supplier: the purchase returned, stock and the supplier owe back', async () => {
    const purchase = await postVoucher(
      user,
      invoiceBody(company._id, 'Purchase', supplier._id, [{ item_id: sanitizer._id, quantity: 10, rate: '140' }]),
    );
    expect(purchase).toMatchObject({ total_amount: 1400, igst: 252, grand_total: 1652 });
    const stock = (await stockOf(user, company._id, sanitizer._id)) ?? 0;
    const response = await sendVoucher(user, noteBody(purchase, [[0, 3]], 'Debit Note'));
    expect(response.status).toBe(201);
    const note = dataOf<Voucher>(response);
    expect(note).toMatchObject({
      total_amount: 420,
      igst: 75.6,
      grand_total: 496,
      roundoff: 0.4,
      amount: -496,
    });
    expect(note.voucher_number).toMatch(/^DN\/\d\d-\d\d\/0001$/);
    expect(note.accounting_entries.map((line) => [line.ledger, line.amount])).toEqual([
      ['Haryana Pharma Distributors', -496],
      ['Purchase', 420],
      ['Input IGST', 75.6],
      ['Round Off', 0.4],
    ]);
    expect(await stockOf(user, company._id, sanitizer._id)).toBe(stock - 3);
    expect(await balanceOf(user, company._id, supplier._id)).toBe(1652 - 496);
  });

  it('takes a standalone note with a reason, priced like an invoice', async () => {
    const missingReason = await sendVoucher(user, {
      ...invoiceBody(company._id, 'Sales', customer._id, [{ item_id: sanitizer._id, quantity: 1, rate: '100' }]),
      voucher_type: 'Credit Note',
    });
    expect(missingReason.status).toBe(400);
    expect(missingReason.body.errors).toContainEqual({
      field: 'reason',
      message: 'Pick the invoice this note is against, or give its reason',
    });
    const note = await postVoucher(user, {
      ...invoiceBody(company._id, 'Sales', customer._id, [{ item_id: sanitizer._id, quantity: 1, rate: '100' }]),
      voucher_type: 'Credit Note',
      reason: 'Post Sale Discount',
    });
    expect(note).toMatchObject({
      grand_total: 118,
      against: null,
      reason: 'Post Sale Discount',
      payment_status: 'Unpaid',
    });
  });
});
