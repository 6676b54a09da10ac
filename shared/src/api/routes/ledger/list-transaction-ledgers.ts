import * as z from '../../../zod';
import { companyIdField } from '../../../catalogue/fields';
import { ledgerOptionSchema } from '../../../books/ledger-docs';
import type { RouteDefinition } from '../../route';

/** The body: group names, e.g. ["Bank Accounts", "Cash-in-Hand"]. */
export const groupNamesSchema = z
  .array(z.string().check(z.trim(), z.minLength(1, 'Group names cannot be empty'), z.maxLength(100)), {
    error: 'Send a list of group names',
  })
  .check(z.minLength(1, 'Send at least one group name'), z.maxLength(20, 'Send at most 20 group names'));

/**
 * The ledgers of the groups named in the body, group by group in the order sent, each by name:
 * the receipt and payment forms' account buttons (cash and bank ledgers).
 */
export const listTransactionLedgers = {
  method: 'POST',
  path: '/api/v1/ledger/view/ledgers/transaction/type',
  handler: 'routes/ledger/list-transaction-ledgers',
  auth: 'user',
  permission: 'view',
  query: z.object({ company_id: companyIdField }),
  body: groupNamesSchema,
  data: z.array(ledgerOptionSchema),
} as const satisfies RouteDefinition;
