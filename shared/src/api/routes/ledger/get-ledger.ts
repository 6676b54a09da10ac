import * as z from '../../../zod';
import { idParams } from '../../ids';
import { companyIdField } from '../../../catalogue/fields';
import { dateQueryParam } from '../../../catalogue/list-query';
import { ledgerSchema } from '../../../books/ledger-docs';
import type { RouteDefinition } from '../../route';

/**
 * The customer ledger page's header: one ledger with its balances; data is a one-element list
 * (spec 7 reads data[0]). start_date and end_date name the page's period.
 */
export const getLedger = {
  method: 'GET',
  path: '/api/v1/ledger/view/{id}',
  handler: 'routes/ledger/get-ledger',
  auth: 'user',
  permission: 'view',
  params: idParams,
  query: z.object({
    company_id: companyIdField,
    start_date: dateQueryParam('start_date'),
    end_date: dateQueryParam('end_date'),
  }),
  data: z.array(ledgerSchema),
} as const satisfies RouteDefinition;
