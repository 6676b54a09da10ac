import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { voucherInputSchema } from '@app/shared/books/voucher-input';
import type { Product } from '@app/shared/catalogue/product-docs';
import { getVoucher } from '#lib/db/vouchers';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { signUpUser } from '../../../test/users';
import { invoiceBody } from '../../../test/vouchers';
import { createVoucher, updateVoucher } from './posting';

/**
 * The one kind of edit too large for a transaction (voucher-actions.test.ts counts it): a long
 * invoice of last year moved into this one, to a customer in another state, with new quantities.
 * It is refused with a message saying how to make it, and nothing of it is written.
 */
describe('an edit beyond 100 actions', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('is refused with a message, and the invoice stays as it was', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax on');
    const local = await addLedger(user, company._id, { name: 'Sharma Traders', tin: '27AAPFU0939F1ZV' });
    const away = await addLedger(user, company._id, {
      name: 'Gupta Agencies',
      mailing_state: 'Karnataka',
      tin: '29AAGCB7383J1Z4',
    });
    const products: Product[] = [];
    for (let batch = 0; batch < 10; batch++) {
      products.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            addProduct(user, productBody(company._id, { stock_item_name: `Medicine ${batch * 10 + i}` })),
          ),
        )),
      );
    }
    const items = (quantity: number) => products.map((product) => ({ item_id: product._id, quantity, rate: '10' }));

    vi.setSystemTime(new Date('2026-03-20T06:30:00Z'));
    const { voucher } = await createVoucher(
      voucherInputSchema.parse(invoiceBody(company._id, 'Sales', local._id, items(1), { date: '2026-03-10' })),
      user.sub,
      randomUUID(),
    );

    vi.setSystemTime(new Date('2026-04-25T06:30:00Z'));
    const edit = voucherInputSchema.parse({
      ...invoiceBody(company._id, 'Sales', away._id, items(2), { date: '2026-04-20' }),
      version: voucher.version,
    });
    await expect(updateVoucher(voucher, edit, user.sub)).rejects.toThrow(
      'This change touches too many records to save at once; change the date first, then the rest, as two edits',
    );
    const stored = await getVoucher(company._id, voucher.voucher_id);
    expect([stored?.version, stored?.date, stored?.party_id, stored?.grand_total]).toEqual([
      1,
      '2026-03-10',
      local._id,
      voucher.grand_total,
    ]);

    // The same change in two edits goes through.
    const moved = await updateVoucher(
      voucher,
      voucherInputSchema.parse({
        ...invoiceBody(company._id, 'Sales', local._id, items(1), { date: '2026-04-20' }),
        version: voucher.version,
      }),
      user.sub,
    );
    const done = await updateVoucher(moved, { ...edit, version: moved.version }, user.sub);
    expect([done.date, done.party_id, done.lines[0]?.quantity]).toEqual(['2026-04-20', away._id, 2000]);
  });
});
