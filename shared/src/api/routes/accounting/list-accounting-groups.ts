import * as z from '../../../zod';
import { accountingGroupSchema } from '../../../books/accounting-groups';
import { filterParam, listMetaSchema, listQuerySchema, pagedList } from '../../../catalogue/list-query';
import type { RouteDefinition } from '../../route';

/** Sortable columns; the first, name, is the default (a chart of accounts reads alphabetically). */
export const ACCOUNTING_GROUP_SORT_FIELDS = ['name', 'created_at', 'parent'] as const;

/**
 * The accounting groups page (spec 7): search matches name, alias and parent name; `parent` filters
 * by the parent group's name or id (omitted or 'all' for every group); `is_deleted=true` lists the
 * deleted groups instead of the live ones.
 */
export const listAccountingGroups = {
  method: 'GET',
  path: '/api/v1/user/accounting/view/all',
  handler: 'routes/accounting/list-accounting-groups',
  auth: 'user',
  permission: 'view',
  query: listQuerySchema(ACCOUNTING_GROUP_SORT_FIELDS, {
    parent: filterParam,
    is_deleted: z._default(z.stringbool({ error: 'is_deleted must be true or false' }), false),
  }),
  data: pagedList(accountingGroupSchema, listMetaSchema),
} as const satisfies RouteDefinition;

export type AccountingGroupListQuery = z.input<typeof listAccountingGroups.query>;
