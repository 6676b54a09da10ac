import * as z from '../../../zod';
import { filterParam, listQuerySchema } from '../../../catalogue/list-query';
import { ledgerListSchema } from '../../../books/ledger-docs';
import type { RouteDefinition } from '../../route';
import { LEDGER_SORT_FIELDS } from '../../../lists';

/**
 * The Customers Directory's query (spec 7). Without `parent` the list holds the parties (Debtors
 * and Creditors); `parent` names one group. `state` filters by billing state; `is_deleted=true`
 * lists deleted ledgers instead. search matches name, alias, mailing name, address (city), e-mail,
 * phone and TIN; every word must match.
 */
export const ledgerListQuerySchema = listQuerySchema(LEDGER_SORT_FIELDS, {
  parent: filterParam,
  state: filterParam,
  is_deleted: z.pipe(
    z.optional(z.enum(['true', 'false'], { error: 'is_deleted must be true or false' })),
    z.transform((value) => value === 'true'),
  ),
});

/** The Customers Directory. */
export const listLedgers = {
  method: 'GET',
  path: '/api/v1/ledger/view/all',
  handler: 'routes/ledger/list-ledgers',
  auth: 'user',
  permission: 'view',
  query: ledgerListQuerySchema,
  data: ledgerListSchema,
} as const satisfies RouteDefinition;

export type LedgerListQuery = z.input<typeof ledgerListQuerySchema>;
