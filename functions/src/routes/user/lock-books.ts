import { BOOKS_LOCK_MESSAGES } from '@app/shared/books/books-lock';
import { lockBooks } from '@app/shared/api/routes/user/lock-books';
import { indianDate } from '@app/shared/financial-year';
import { memberCompany } from '#lib/companies/member-company';
import { setBooksLock } from '#lib/db/companies';
import { ValidationError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';
import { presentCompany } from '#lib/presenters/company';

/** Issue 32: the owner locks the books up to a day (today at the latest), or unlocks them. */
export const handler = defineRoute(
  lockBooks,
  { companyId: { in: 'params', field: 'id' } },
  async ({ caller, body, membership }) => {
    const lockedUntil = body.locked_until;
    if (lockedUntil && lockedUntil > indianDate()) {
      throw new ValidationError(BOOKS_LOCK_MESSAGES.future, [
        { field: 'locked_until', message: BOOKS_LOCK_MESSAGES.future },
      ]);
    }
    const company = await setBooksLock(await memberCompany(membership), lockedUntil, caller.sub);
    return {
      message: lockedUntil ? BOOKS_LOCK_MESSAGES.lockedUpTo(lockedUntil) : BOOKS_LOCK_MESSAGES.unlocked,
      data: await presentCompany(company, membership.role),
    };
  },
);
