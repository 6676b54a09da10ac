import { idParams } from '../../ids';
import { booksLockBodySchema } from '../../../books/books-lock';
import { companySchema } from '../../../companies';
import type { RouteDefinition } from '../../route';

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
