import { beforeAll, describe, expect, it } from 'vitest';
import type { Ledger } from '@app/shared/books/ledger-docs';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { VOUCHER_MESSAGES, type VoucherPayload } from '@app/shared/books/voucher-input';
import type { Batch } from '@app/shared/catalogue/batch-docs';
import type { Product, ProductDetails, ProductTimeline } from '@app/shared/catalogue/product-docs';
import type { Company } from '@app/shared/companies';
import { indianDate } from '@app/shared/financial-year';
import { PHARMACY_PARTIES, addLedger } from '../../../test/books';
import { addProduct, batchTrackedBody, companyOf } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import {
  getVoucher,
  invoiceBody,
  noteBody,
  postVoucher,
  sendVoucher,
  updateVoucherRequest,
} from '../../../test/vouchers';

const expiry = new Date(Date.parse(`${indianDate()}T00:00:00Z`) + 300 * 86_400_000).toISOString().slice(0, 10);

/**
 * A distributor's scheme, '10 + 2 free' (Tally's Billed and Actual Qty): the bill charges 10 strips
 * at 100.00 (IGST 12%, from Haryana), and 12 come into stock, into the batch, worth what was paid.
 */
describe('a purchase line with free quantity', () => {
  let user: TestUser;
  let company: Company;
  let chemist: Ledger;
  let distributor: Ledger;

  const productPath = (kind: string, product: Product) =>
    `/api/v1/product/${kind}/${product._id}?company_id=${company._id}`;
  const detailsOf = async (product: Product) =>
    dataOf<ProductDetails[]>(await api.get(productPath('get/product/details', product), user.idToken))[0];
  const batchesOf = async (product: Product) =>
    dataOf<Batch[]>(await api.get(productPath('view/batches', product), user.idToken)).map((batch) => [
      batch.batch_number,
      batch.quantity,
    ]);
  /** A purchase of 10 + `free` strips at 100.00 into `batch`. */
  const schemeBill = (product: Product, batch: string, free: number | string): VoucherPayload =>
    invoiceBody(company._id, 'Purchase', distributor._id, [], {
      items: [
        {
          item_id: product._id,
          quantity: 10,
          free_quantity: free,
          rate: '100',
          batch_number: batch,
          batch_expiry: expiry,
        },
      ],
    });

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    chemist = await addLedger(user, company._id, PHARMACY_PARTIES.chemist);
    distributor = await addLedger(user, company._id, PHARMACY_PARTIES.distributor);
  });

  it('bills 10, brings 12 into stock and its batch at the cost of 10, and sells all 12', async () => {
    const paracetamol = await addProduct(user, batchTrackedBody(company._id, 'Paracetamol 500 mg (strip of 10)'));
    const bill = await postVoucher(user, schemeBill(paracetamol, 'F2405', 2));
    expect(bill).toMatchObject({ total: 1000, total_amount: 1000, igst: 120, total_tax: 120, grand_total: 1120 });
    const [line] = (await getVoucher(user, company._id, bill._id)).inventory;
    expect(line).toMatchObject({ quantity: 10, free_quantity: 2, rate: 100, amount: 1000, taxable_value: 1000 });

    // The free strips lower the average cost: 1,000.00 over 12 is 83.33 a strip.
    expect(await detailsOf(paracetamol)).toMatchObject({
      current_stock: 12,
      purchase_qty: 12,
      purchase_value: 1000,
      stock_value: 1000,
      average_cost: 83.33,
    });
    expect(await batchesOf(paracetamol)).toEqual([['F2405', 12]]);
    const [timeline] = dataOf<ProductTimeline[]>(await api.get(productPath('get/timeline', paracetamol), user.idToken));
    expect(timeline?.entries.at(-1)).toMatchObject({ kind: 'purchase', inwards_qty: 12, value: 1000, balance_qty: 12 });

    const sale = await postVoucher(
      user,
      invoiceBody(company._id, 'Sales', chemist._id, [{ item_id: paracetamol._id, quantity: 12, rate: '150' }]),
    );
    expect(sale.inventory.map((entry) => [entry.batch_number, entry.quantity, entry.free_quantity])).toEqual([
      ['F2405', 12, undefined],
    ]);
    expect(await detailsOf(paracetamol)).toMatchObject({ current_stock: 0, stock_value: 0 });
    expect(await batchesOf(paracetamol)).toEqual([]);
  });

  it('is refused on a sale, with the reason', async () => {
    const paracetamol = await addProduct(user, batchTrackedBody(company._id, 'Paracetamol 650 mg (strip of 15)'));
    const response = await sendVoucher(user, {
      ...invoiceBody(company._id, 'Sales', chemist._id, []),
      items: [{ item_id: paracetamol._id, quantity: 10, free_quantity: 2, rate: '150' }],
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field: 'items.0.free_quantity', message: VOUCHER_MESSAGES.freeQuantity }]);
  });

  it('moves stock by an edit of the free quantity, and a debit note returns billed units only', async () => {
    const amoxicillin = await addProduct(user, batchTrackedBody(company._id, 'Amoxicillin 500 mg (strip of 10)'));
    const bill: Voucher = await postVoucher(user, schemeBill(amoxicillin, 'A2406', 2));
    const edited = await updateVoucherRequest(user, bill._id, {
      ...schemeBill(amoxicillin, 'A2406', '3'),
      voucher_number: bill.voucher_number,
      version: bill.version,
    });
    expect(edited.status).toBe(200);
    expect(await detailsOf(amoxicillin)).toMatchObject({ current_stock: 13, stock_value: 1000 });
    expect(await batchesOf(amoxicillin)).toEqual([['A2406', 13]]);

    // The free strips were charged nothing: a note takes back at most the 10 billed, at what they cost.
    const tooMany = await sendVoucher(user, noteBody(bill, [[0, 11]], 'Debit Note'));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.[0]?.message).toBe('Only 10 of Amoxicillin 500 mg (strip of 10) can still be returned');
    const note = await postVoucher(user, noteBody(bill, [[0, 10]], 'Debit Note'));
    expect(note).toMatchObject({ total_amount: 1000, grand_total: 1120 });
    expect(note.inventory[0]?.free_quantity).toBeUndefined();
    expect(await detailsOf(amoxicillin)).toMatchObject({ current_stock: 3, purchase_qty: 3, stock_value: 0 });
    expect(await batchesOf(amoxicillin)).toEqual([['A2406', 3]]);
  });
});
