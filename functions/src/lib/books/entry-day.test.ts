import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { voucherInputSchema, type VoucherPayload } from '@app/shared/books/voucher-input';
import type { Company } from '@app/shared/companies';
import { createVoucher, type EntryOptions } from '#lib/books/posting';
import { ValidationError } from '#lib/errors';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { signUpUser, type TestUser } from '../../../test/users';
import { invoiceBody } from '../../../test/vouchers';

/**
 * The day a voucher is entered on (EntryOptions.today): the date rules read it, so books kept over
 * days gone by (the demo company's year) enter each voucher on its own date, while the API enters
 * on the real day. The clock reads 26 November 2026; Sharma Medical Hall buys 2 bottles of Cough
 * Syrup at 95.00 on 10 August, due 25 August.
 */
describe('entering a voucher on the day it is dated', () => {
  let user: TestUser;
  let company: Company;
  let sale: (overrides: Partial<VoucherPayload>) => VoucherPayload;

  const enter = (body: VoucherPayload, options?: EntryOptions) =>
    createVoucher(voucherInputSchema.parse(body), user.sub, randomUUID(), options);

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    const customer = await addLedger(user, company._id, { name: 'Sharma Medical Hall', mailing_state: 'Maharashtra' });
    const syrup = await addProduct(
      user,
      productBody(company._id, { stock_item_name: 'Cough Syrup 100 ml', unit: 'BTL', opening_balance: '20' }),
    );
    sale = (overrides) =>
      invoiceBody(company._id, 'Sales', customer._id, [{ item_id: syrup._id, quantity: 2, rate: '95' }], overrides);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T06:30:00Z'));
  });

  afterAll(() => {
    vi.useRealTimers();
  });

  it('takes a due date of 25 August on a sale entered on 10 August', async () => {
    const { voucher } = await enter(sale({ date: '2026-08-10', due_date: '2026-08-25' }), { today: '2026-08-10' });
    expect(voucher).toMatchObject({ date: '2026-08-10', due_date: '2026-08-25', grand_total: 213_00 });
  });

  it('refuses the same sale entered today, as the API does: its due date has passed', async () => {
    const entered = enter(sale({ date: '2026-08-10', due_date: '2026-08-25' }));
    await expect(entered).rejects.toThrow(ValidationError);
    await expect(entered).rejects.toMatchObject({
      fieldErrors: [{ field: 'due_date', message: 'Due date cannot be before today' }],
    });
  });

  it('refuses a date after the day of entry, and one before the financial year of that day', async () => {
    await expect(enter(sale({ date: '2026-08-11' }), { today: '2026-08-10' })).rejects.toMatchObject({
      fieldErrors: [{ field: 'date', message: 'Date cannot be in the future' }],
    });
    await expect(enter(sale({ date: '2027-03-31' }), { today: '2027-04-02' })).rejects.toMatchObject({
      fieldErrors: [
        { field: 'date', message: 'Invoice date cannot be before the start of the current financial year' },
      ],
    });
  });
});
