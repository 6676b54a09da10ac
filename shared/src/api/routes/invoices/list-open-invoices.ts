import * as z from '../../../zod';
import { idField } from '../../ids';
import { companyIdField } from '../../../catalogue/fields';
import { openInvoiceSchema } from '../../../books/voucher-docs';
import type { RouteDefinition } from '../../route';

/**
 * Issue 19: a party's invoices with something still due, oldest due first: the sales invoices a
 * receipt may settle (type Sales) or the purchases a payment may (type Purchase).
 */
export const listOpenInvoices = {
  method: 'GET',
  path: '/api/v1/invoices/view/open',
  handler: 'routes/invoices/list-open-invoices',
  auth: 'user',
  permission: 'view',
  query: z.object({
    company_id: companyIdField,
    party_id: idField('party_id'),
    type: z.enum(['Sales', 'Purchase'], { error: 'type must be Sales or Purchase' }),
  }),
  data: z.array(openInvoiceSchema),
} as const satisfies RouteDefinition;
