import { beforeAll, describe, expect, it } from 'vitest';
import type { Ledger } from '@app/shared/books/ledger-docs';
import type { Voucher } from '@app/shared/books/voucher-docs';
import type { Batch } from '@app/shared/catalogue/batch-docs';
import { expiryLabel } from '@app/shared/catalogue/batches';
import type { Product } from '@app/shared/catalogue/product-docs';
import type { Company } from '@app/shared/companies';
import { indianDate } from '@app/shared/financial-year';
import { readArchivedBatches } from '#lib/db/batch-archive';
import { readProductBatches } from '#lib/db/batch-chunks';
import { PHARMACY_PARTIES, addLedger } from '../../../test/books';
import { addProduct, batchTrackedBody, companyOf } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { INVOICES, invoiceBody, noteBody, postVoucher, sendVoucher } from '../../../test/vouchers';

const today = indianDate();
const inDays = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const AMX01_EXPIRY = inDays(200);
const AMX02_EXPIRY = inDays(400);

/**
 * Sold-out batches leave the batch chunk for the product's archive after the voucher that sold
 * them out (design 3.2): the product page lists them only when sold-out ones are asked for, and
 * stock coming back (a sale edited or cancelled, a return) brings the batch back with its expiry.
 */
describe('sold-out batches', () => {
  let user: TestUser;
  let company: Company;
  let chemist: Ledger;
  let distributor: Ledger;
  let amoxicillin: Product;

  const batchesOf = async (soldOutToo = false) =>
    dataOf<Batch[]>(
      await api.get(
        `/api/v1/product/view/batches/${amoxicillin._id}?company_id=${company._id}${soldOutToo ? '&include_empty=true' : ''}`,
        user.idToken,
      ),
    ).map((batch) => [batch.batch_number, batch.quantity, batch.expiry]);
  /** The batch keys still in the product's chunk and those in its archive. */
  const stored = async () => {
    const keys = (batches: Map<string, { key: string }[]>) =>
      batches
        .get(amoxicillin._id)
        ?.map((b) => b.key)
        .sort();
    return {
      chunk: keys(await readProductBatches(company._id, [amoxicillin._id])),
      archive: keys(await readArchivedBatches(company._id, [amoxicillin._id])),
    };
  };
  const stockOf = async () =>
    dataOf<Product[]>(
      await api.get(`/api/v1/product/get/product/${amoxicillin._id}?company_id=${company._id}`, user.idToken),
    )[0]?.current_stock;
  const sell = (quantity: number, batch: string) =>
    invoiceBody(company._id, 'Sales', chemist._id, [
      { item_id: amoxicillin._id, quantity, rate: '6', batch_number: batch },
    ]);
  const buy = (...lines: [quantity: number, batch: string, expiry: string][]) =>
    invoiceBody(
      company._id,
      'Purchase',
      distributor._id,
      lines.map(([quantity, batch, expiry]) => ({
        item_id: amoxicillin._id,
        quantity,
        rate: '4',
        batch_number: batch,
        batch_expiry: expiry,
      })),
    );
  const edit = (sale: Voucher, quantity: number) =>
    api.put(`${INVOICES}/update/vouchar/${sale._id}`, user.idToken, {
      ...sell(quantity, 'AMX-01'),
      version: sale.version,
    });

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    chemist = await addLedger(user, company._id, PHARMACY_PARTIES.chemist);
    distributor = await addLedger(user, company._id, PHARMACY_PARTIES.distributor);
    amoxicillin = await addProduct(user, batchTrackedBody(company._id, 'Amoxicillin 250 mg'));
    await postVoucher(user, buy([50, 'AMX-01', AMX01_EXPIRY], [30, 'AMX-02', AMX02_EXPIRY]));
  });

  it('archives a batch its sale sold out, and lists it only when sold-out batches are asked for', async () => {
    const sale = await postVoucher(user, sell(50, 'AMX-01'));
    expect(sale).toMatchObject({ total_amount: 300, cgst: 18, sgst: 18, grand_total: 336 });
    expect(await stored()).toEqual({ chunk: ['AMX-02'], archive: ['AMX-01'] });
    expect(await batchesOf()).toEqual([['AMX-02', 30, AMX02_EXPIRY]]);
    expect(await batchesOf(true)).toEqual([
      ['AMX-01', 0, AMX01_EXPIRY],
      ['AMX-02', 30, AMX02_EXPIRY],
    ]);
    expect(await stockOf()).toBe(30);
    // An archived batch is still known: bought again, it keeps the expiry it was recorded with.
    const clash = await sendVoucher(user, buy([10, 'amx-01', inDays(300)]));
    expect(clash.status).toBe(400);
    expect(clash.body.errors?.[0]?.message).toBe(
      `Batch AMX-01 of Amoxicillin 250 mg is recorded with expiry ${expiryLabel(AMX01_EXPIRY)}`,
    );

    // Editing the sale down gives 5 back to the archived batch; editing it up sells it out again.
    const down = await edit(sale, 45);
    expect(down.status).toBe(200);
    expect(await batchesOf()).toEqual([
      ['AMX-01', 5, AMX01_EXPIRY],
      ['AMX-02', 30, AMX02_EXPIRY],
    ]);
    const up = await edit(dataOf<Voucher>(down), 50);
    expect(up.status).toBe(200);
    expect(await stored()).toEqual({ chunk: ['AMX-02'], archive: ['AMX-01'] });

    // Cancelling the sale brings the batch back with its quantity and expiry.
    const cancel = await api.delete(`${INVOICES}/delete/${sale._id}?company_id=${company._id}`, user.idToken);
    expect(dataOf<Voucher>(cancel).status).toBe('cancelled');
    expect(await batchesOf()).toEqual([
      ['AMX-01', 50, AMX01_EXPIRY],
      ['AMX-02', 30, AMX02_EXPIRY],
    ]);
    expect(await stockOf()).toBe(80);
  });

  it('takes a return of an archived batch back into it', async () => {
    const sale = await postVoucher(user, sell(50, 'AMX-01'));
    expect((await stored()).chunk).toEqual(['AMX-02']);
    const note = await postVoucher(user, noteBody(sale, [[0, 20]]));
    // 20 x 6.00 = 120.00, CGST 7.20 + SGST 7.20, rounded to 134.00.
    expect(note).toMatchObject({ total_amount: 120, cgst: 7.2, sgst: 7.2, grand_total: 134 });
    expect(await batchesOf()).toEqual([
      ['AMX-01', 20, AMX01_EXPIRY],
      ['AMX-02', 30, AMX02_EXPIRY],
    ]);
    expect(await stockOf()).toBe(50);
  });

  it('archives the batch of a purchase deleted before anything was sold from it', async () => {
    const purchase = await postVoucher(user, buy([10, 'AMX-03', inDays(500)]));
    expect((await stored()).chunk).toEqual(['AMX-01', 'AMX-02', 'AMX-03']);
    const removed = await api.delete(`${INVOICES}/delete/${purchase._id}?company_id=${company._id}`, user.idToken);
    expect(dataOf<Voucher>(removed).status).toBe('deleted');
    expect(await stored()).toEqual({ chunk: ['AMX-01', 'AMX-02'], archive: ['AMX-01', 'AMX-03'] });
    expect(await batchesOf(true)).toEqual([
      ['AMX-01', 20, AMX01_EXPIRY],
      ['AMX-02', 30, AMX02_EXPIRY],
      ['AMX-03', 0, inDays(500)],
    ]);
  });

  it('keeps a batch restocked while its last units are being sold', async () => {
    const [sale, purchase] = await Promise.all([
      sendVoucher(user, sell(30, 'AMX-02')),
      sendVoucher(user, buy([10, 'AMX-02', AMX02_EXPIRY])),
    ]);
    expect([sale.status, purchase.status]).toEqual([201, 201]);
    expect(await batchesOf()).toEqual([
      ['AMX-01', 20, AMX01_EXPIRY],
      ['AMX-02', 10, AMX02_EXPIRY],
    ]);
    expect(await stockOf()).toBe(30);
  });
});
