import * as z from '../../../zod';
import { listMetaSchema, listQuerySchema, pagedList } from '../../../catalogue/list-query';
import type { RouteDefinition } from '../../route';
import { voucherTypeSchema } from './voucher-type-docs';

/** The voucher types as a paged list (spec 7), searched by name. */
export const listVoucherTypes = {
  method: 'GET',
  path: '/api/v1/invoices/view/all/vouchar/type',
  handler: 'routes/invoices/list-voucher-types',
  auth: 'user',
  permission: 'view',
  query: listQuerySchema(['name'], { is_deleted: z.optional(z.string()) }),
  data: pagedList(voucherTypeSchema, listMetaSchema),
} as const satisfies RouteDefinition;
