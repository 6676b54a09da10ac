import * as z from '../zod';
import { companyIdField, descriptionText, nameText, optionalText } from '../catalogue/fields';
import type { GroupNature } from './default-books';

/**
 * Accounting groups (spec 7 "Accounting groups"): the tree ledgers hang in. Every company starts
 * with the defaults (default-books.ts); a user's own groups always sit under another group and take
 * its nature (Assets, Liabilities, Income or Expenses), as in Tally.
 */
export const GROUP_NATURES = ['Assets', 'Liabilities', 'Income', 'Expenses'] as const satisfies GroupNature[];

/**
 * The body of POST /user/accounting/create/group and, for an accounting group, of PUT
 * /user/update/group/{id} (spec 7: "payload not shown", so designed here). `parent_id` is the id of
 * a group of the same company; an update replaces name, parent, alias and description.
 */
export const accountingGroupInputSchema = z.strictObject({
  company_id: companyIdField,
  name: nameText('Group name', 2),
  parent_id: z
    .string({ error: 'Parent group is required' })
    .check(z.trim(), z.minLength(1, 'Parent group is required'), z.maxLength(64)),
  alias: optionalText(200, 'Alias must be at most 200 characters'),
  description: descriptionText,
});

export type AccountingGroupInput = z.output<typeof accountingGroupInputSchema>;
export type AccountingGroupFormValues = z.input<typeof accountingGroupInputSchema>;

/** An accounting group as the API returns it; `parent` is the parent's name, null for a primary group. */
export const accountingGroupSchema = z.object({
  _id: z.string(),
  company_id: z.string(),
  name: z.string(),
  alias: z.nullable(z.string()),
  description: z.nullable(z.string()),
  parent: z.nullable(z.string()),
  parent_id: z.nullable(z.string()),
  nature: z.enum(GROUP_NATURES),
  /** The predefined groups: usable, but never renamed, moved or deleted. */
  is_default: z.boolean(),
  is_deleted: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** GET /user/accounting/view/all/groups: the live groups, for pickers (a ledger's group, a parent). */
export const accountingGroupOptionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  alias: z.nullable(z.string()),
  parent: z.nullable(z.string()),
  parent_id: z.nullable(z.string()),
  nature: z.enum(GROUP_NATURES),
});

/** GET /user/view/default/accounting/groups: what every new company's books start with. */
export const defaultAccountingGroupSchema = z.object({
  name: z.string(),
  parent: z.nullable(z.string()),
  nature: z.enum(GROUP_NATURES),
  alias: z.nullable(z.string()),
});

export type AccountingGroup = z.infer<typeof accountingGroupSchema>;
export type AccountingGroupOption = z.infer<typeof accountingGroupOptionSchema>;
export type DefaultAccountingGroup = z.infer<typeof defaultAccountingGroupSchema>;
