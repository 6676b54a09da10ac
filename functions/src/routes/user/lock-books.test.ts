import { describe, expect, it } from 'vitest';
import { BOOKS_LOCK_MESSAGES, booksLockedMessage } from '@app/shared/books/books-lock';
import type { Voucher } from '@app/shared/books/voucher-docs';
import type { Company } from '@app/shared/companies';
import { addDays, indianDate, toDisplayDate } from '@app/shared/financial-year';
import { queryPrefix } from '#lib/db/query-all';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api, companyInput, dataOf } from '../../../test/fixtures';
import { joinAs } from '../../../test/members';
import { signUpUser, type TestUser } from '../../../test/users';
import {
  INVOICES,
  invoiceBody,
  ledgerIdByName,
  postVoucher,
  sendVoucher,
  transactionBody,
  updateVoucherRequest,
} from '../../../test/vouchers';

/** The day `days` before today in India (receipts and payments may be dated in earlier years). */
const daysAgo = (days: number) => addDays(indianDate(), -days);

const lock = (user: TestUser, company: Company, lockedUntil: string | null) =>
  api.put(`/api/v1/user/company/${company._id}/books-lock`, user.idToken, { locked_until: lockedUntil });

const deleteVoucher = (user: TestUser, company: Company, id: string) =>
  api.delete(`${INVOICES}/delete/${id}?company_id=${company._id}`, user.idToken);

/** A company with a supplier and cash, and a payment to the supplier dated `days` ago. */
async function booksWithPayment(days: number) {
  const owner = await signUpUser();
  const company = await companyOf(owner, 'tax off', 'Verma Medical Stores');
  const supplier = await addLedger(owner, company._id, { name: 'Sharma Traders', parent: 'Creditors' });
  const cash = await ledgerIdByName(owner, company._id, 'Cash');
  const payment = (rupees: number, date: string) =>
    transactionBody(company._id, 'Payment', supplier._id, cash, rupees, { date });
  const paid = await postVoucher(owner, payment(500, daysAgo(days)));
  return { owner, company, payment, paid };
}

describe('locking the books up to a day (issue 32)', () => {
  it('refuses to create, change or delete a voucher dated on or before the lock, and says which lock', async () => {
    const { owner, company, payment, paid } = await booksWithPayment(45);
    const lockDay = daysAgo(30);
    const locked = await lock(owner, company, lockDay);
    expect(locked.status).toBe(200);
    expect(locked.body.message).toBe(`Books locked up to ${toDisplayDate(lockDay)}`);
    expect(dataOf<Company>(locked).books_locked_until).toBe(lockDay);
    const refusal = booksLockedMessage(lockDay);

    // On the lock's day, and before it: refused. The day after: taken.
    for (const date of [lockDay, daysAgo(31)]) {
      const created = await sendVoucher(owner, payment(200, date));
      expect([created.status, created.body.message]).toEqual([409, refusal]);
    }
    expect((await sendVoucher(owner, payment(200, daysAgo(29)))).status).toBe(201);

    // A voucher in the locked books is neither changed nor deleted; an open one is not moved into them.
    const edit = await updateVoucherRequest(owner, paid._id, { ...payment(600, paid.date), version: paid.version });
    expect([edit.status, edit.body.message]).toEqual([409, refusal]);
    expect([(await deleteVoucher(owner, company, paid._id)).status]).toEqual([409]);
    const open = await postVoucher(owner, payment(100, daysAgo(10)));
    const moved = await updateVoucherRequest(owner, open._id, { ...payment(100, daysAgo(40)), version: open.version });
    expect([moved.status, moved.body.message]).toEqual([409, refusal]);

    // Unlocked, the same edit goes through.
    const unlocked = await lock(owner, company, null);
    expect([unlocked.status, unlocked.body.message]).toEqual([200, BOOKS_LOCK_MESSAGES.unlocked]);
    expect(dataOf<Company>(unlocked).books_locked_until).toBeNull();
    const later = await updateVoucherRequest(owner, paid._id, { ...payment(600, paid.date), version: paid.version });
    expect(later.status).toBe(200);
    expect(dataOf<Voucher>(later).grand_total).toBe(600);
  });

  it("locks a sale made today, and the company's details keep the lock when edited", async () => {
    const owner = await signUpUser();
    const company = await companyOf(owner, 'tax off', 'Verma Medical Stores');
    const customer = await addLedger(owner, company._id, { name: 'Asha Verma', parent: 'Debtors' });
    const product = await addProduct(owner, productBody(company._id, { stock_item_name: 'Paracetamol 500 mg' }));
    const sale = await postVoucher(
      owner,
      invoiceBody(company._id, 'Sales', customer._id, [{ item_id: product._id, quantity: 2, rate: 10 }]),
    );
    expect((await lock(owner, company, indianDate())).status).toBe(200);
    const updated = await api.put(
      `/api/v1/user/update/company/${company._id}`,
      owner.idToken,
      companyInput({ name: 'Verma Medical Stores' }),
    );
    expect(dataOf<Company>(updated).books_locked_until).toBe(indianDate());
    const cancelled = await deleteVoucher(owner, company, sale._id);
    expect([cancelled.status, cancelled.body.message]).toEqual([409, booksLockedMessage(indianDate())]);
  });

  it('is the owner’s alone, never past today, and every change is in the audit log', async () => {
    const { owner, company } = await booksWithPayment(5);
    const accountant = await signUpUser();
    await joinAs(company, accountant, 'accountant');
    const refused = await lock(accountant, company, daysAgo(1));
    expect(refused.status).toBe(403);

    const tomorrow = await lock(owner, company, daysAgo(-1));
    expect([tomorrow.status, tomorrow.body.message]).toEqual([400, BOOKS_LOCK_MESSAGES.future]);
    const notADate = await lock(owner, company, '31/10/2026');
    expect(notADate.status).toBe(400);

    await lock(owner, company, daysAgo(3));
    await lock(owner, company, null);
    const trail = await queryPrefix<{ action: string; actor_id: string; before: unknown; after: unknown }>(
      `COMPANY#${company._id}`,
      `AUDIT#company#${company._id}#`,
    );
    expect(trail.map(({ action, actor_id, before, after }) => [action, actor_id, before, after])).toEqual([
      ['lock', owner.sub, { books_locked_until: null }, { books_locked_until: daysAgo(3) }],
      ['unlock', owner.sub, { books_locked_until: daysAgo(3) }, { books_locked_until: null }],
    ]);
  });
});
