import { ledgerInputSchema } from '../../../books/ledgers';
import { ledgerSchema } from '../../../books/ledger-docs';
import type { RouteDefinition } from '../../route';

/**
 * Adds a ledger: a customer (Debtors), a supplier (Creditors) or any other account, such as a bank.
 * JSON, or multipart form fields with the image as a file part named `image` (spec 7).
 */
export const createLedger = {
  method: 'POST',
  path: '/api/v1/ledger/create',
  handler: 'routes/ledger/create-ledger',
  auth: 'user',
  permission: 'manage_books',
  body: ledgerInputSchema,
  data: ledgerSchema,
} as const satisfies RouteDefinition;
