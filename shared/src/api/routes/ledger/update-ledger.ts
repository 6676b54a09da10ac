import { idParams } from '../../ids';
import { ledgerInputSchema } from '../../../books/ledgers';
import { ledgerSchema } from '../../../books/ledger-docs';
import type { RouteDefinition } from '../../route';

/** Replaces a ledger with what the form shows (JSON or multipart, like create). */
export const updateLedger = {
  method: 'PUT',
  path: '/api/v1/ledger/update/{id}',
  handler: 'routes/ledger/update-ledger',
  auth: 'user',
  permission: 'manage_books',
  params: idParams,
  body: ledgerInputSchema,
  data: ledgerSchema,
} as const satisfies RouteDefinition;
