import { listDefaultAccountingGroups } from '@app/shared/api/routes/accounting/list-default-accounting-groups';
import { DEFAULT_GROUPS } from '@app/shared/books/default-books';
import { defineRoute } from '#lib/http/define-route';

const DEFAULTS = DEFAULT_GROUPS.map((group) => ({
  name: group.name,
  parent: group.parent,
  nature: group.nature,
  alias: group.alias ?? null,
}));

/** The groups every new company starts with: fixed, so no company and no table read. */
export const handler = defineRoute(listDefaultAccountingGroups, {}, async () => Promise.resolve({ data: DEFAULTS }));
