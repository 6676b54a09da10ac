import { toDisplayDate } from '../financial-year';

/*
 * Issue 32: the owner locks the books up to a day, once that period's returns are filed (Tally's
 * and Zoho Books' 'lock transactions'). A voucher dated on or before it cannot be created, changed
 * or deleted, whoever asks, until the owner moves the lock back or lifts it; each change of the
 * lock is in the audit log. The request's body is the route's (api/routes/user/lock-books.ts).
 */

/** The refusal of a voucher in the locked books: apart from the rest, as every voucher route carries it. */
export const booksLockedMessage = (until: string) =>
  `The books are locked up to ${toDisplayDate(until)}: vouchers dated on or before it cannot be created, changed or deleted. Ask the owner to unlock them.`;

export const BOOKS_LOCK_MESSAGES = {
  future: 'The books can be locked up to today at the latest',
  lockedUpTo: (until: string) => `Books locked up to ${toDisplayDate(until)}`,
  unlocked: 'Books unlocked',
} as const;
