import { booksLockedMessage } from '@app/shared/books/books-lock';
import { getCompany } from '#lib/db/companies';
import { ConflictError } from '#lib/errors';

/**
 * Issue 32: no voucher dated on or before the day the owner locked the books is created, changed
 * or deleted (an edit: neither its old date nor its new one): 409 naming the lock. The lock is read
 * consistently just before the voucher's transaction, not checked inside it: the heaviest edit
 * already takes all of DynamoDB's 100 actions (voucher-actions.test.ts), so a lock set in the few
 * milliseconds of a voucher's commit may let that one voucher through (docs/decisions.md).
 */
export async function refuseLockedDates(companyId: string, dates: readonly string[]) {
  const lockedUntil = (await getCompany(companyId, { consistent: true }))?.books_locked_until;
  if (lockedUntil && dates.some((date) => date <= lockedUntil)) {
    throw new ConflictError(booksLockedMessage(lockedUntil));
  }
}
