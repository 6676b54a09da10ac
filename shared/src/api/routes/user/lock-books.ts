import * as z from '../../../zod';
import { idParams } from '../../ids';
import { companySchema } from '../../../companies';
import type { RouteDefinition } from '../../route';

/** The day to lock the books up to (YYYY-MM-DD), or null to unlock them. */
export const booksLockBodySchema = z.strictObject({
  locked_until: z.nullable(z.iso.date('Lock date must be a date (YYYY-MM-DD)')),
});

/** Issue 32: locks the company's books up to a day, or unlocks them (the owner's alone). */
export const lockBooks = {
  method: 'PUT',
  path: '/api/v1/user/company/{id}/books-lock',
  handler: 'routes/user/lock-books',
  auth: 'user',
  permission: 'lock_books',
  params: idParams,
  body: booksLockBodySchema,
  data: companySchema,
} as const satisfies RouteDefinition;
