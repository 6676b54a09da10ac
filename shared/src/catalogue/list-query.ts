import * as z from '../zod';
import { companyIdField } from './fields';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type SortOrder } from '../lists';

/** Spec 7: the spec's client omits a filter set to 'All'; a literal 'all' means the same here. */
export const filterParam = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(64))),
  z.transform((value) => (value && value.toLowerCase() !== 'all' ? value : undefined)),
);

/** A list's own paging defaults, where they differ from the catalogue's (the timeline's 30 to 500). */
export interface ListDefaults {
  limit?: number;
  maxLimit?: number;
  sortOrder?: SortOrder;
}

/**
 * The query of a paged list (spec 7): company_id, search, page_no, limit, sortField and sortOrder
 * (1 ascending, -1 descending), plus the list's own filters. The first sort field is the default.
 */
export const listQuerySchema = <const F extends readonly [string, ...string[]], const X extends z.core.$ZodLooseShape>(
  sortFields: F,
  filters: X,
  { limit = DEFAULT_PAGE_SIZE, maxLimit = MAX_PAGE_SIZE, sortOrder = 1 }: ListDefaults = {},
) =>
  z.object({
    company_id: companyIdField,
    search: z.pipe(
      z.optional(z.string().check(z.trim(), z.maxLength(100))),
      z.transform((text) => text ?? ''),
    ),
    page_no: z._default(
      z.coerce.number().check(z.int('page_no must be a whole number'), z.gte(1, 'page_no must be 1 or more')),
      1,
    ),
    limit: z._default(
      z.coerce
        .number()
        .check(
          z.int('limit must be a whole number'),
          z.gte(1, 'limit must be 1 or more'),
          z.lte(maxLimit, `limit must be at most ${maxLimit}`),
        ),
      limit,
    ),
    sortField: z._default(
      z.enum(sortFields, { error: `sortField must be one of: ${sortFields.join(', ')}` }),
      sortFields[0],
    ),
    sortOrder: z._default(
      z.coerce.number().check(z.refine((order) => order === 1 || order === -1, 'sortOrder must be 1 or -1')),
      sortOrder,
    ),
    ...filters,
  });

/** An optional date in a query string: YYYY-MM-DD, or an ISO timestamp (its date is used). */
export const dateQueryParam = (name: string) =>
  z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/, `${name} must be a date (YYYY-MM-DD)`)));

/** A list page's metadata (spec 3): which page, its size and how many records match in all. */
export const listMetaSchema = z.object({ page: z.int(), limit: z.int(), total: z.int() });

export const pagedList = <D extends z.ZodMiniType, M extends z.ZodMiniObject>(doc: D, meta: M) =>
  z.object({ docs: z.array(doc), meta });

export type ListMeta = z.infer<typeof listMetaSchema>;
