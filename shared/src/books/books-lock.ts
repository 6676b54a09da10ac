import * as z from '../zod';
import { toDisplayDate } from '../financial-year';

/**
 * Issue 32: the owner locks the books up to a day, once that period's returns are filed (Tally's
 * and Zoho Books' 'lock transactions'). A voucher dated on or before it cannot be created, changed
 * or deleted, whoever asks, until the owner moves the lock back or lifts it; each change of the
 * lock is in the audit log.
 */
export const booksLockBodySchema = z.strictObject({
  /** The last day locked (YYYY-MM-DD), or null to unlock. */
  locked_until: z.nullable(z.iso.date('Lock date must be a date (YYYY-MM-DD)')),
});

export type BooksLockBody = z.output<typeof booksLockBodySchema>;

export const BOOKS_LOCK_MESSAGES = {
  locked: (until: string) =>
    `The books are locked up to ${toDisplayDate(until)}: vouchers dated on or before it cannot be created, changed or deleted. Ask the owner to unlock them.`,
  lockedWhileSaving: 'The books were locked while this voucher was being saved. Reload it and try again.',
  future: 'The books can be locked up to today at the latest',
  lockedUpTo: (until: string) => `Books locked up to ${toDisplayDate(until)}`,
  unlocked: 'Books unlocked',
} as const;

/** Whether a voucher dated `date` falls in the locked part of the books. */
export const isLockedDate = (date: string, lockedUntil: string | null | undefined) =>
  lockedUntil !== null && lockedUntil !== undefined && date <= lockedUntil;
