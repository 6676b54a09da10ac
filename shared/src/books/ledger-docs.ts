import * as z from '../zod';
import { listMetaSchema, pagedList } from '../catalogue/list-query';
import { EXPENSE_GST_TREATMENTS } from '../gst/supply-class';
import { PARTY_GROUPS } from './ledgers';

const text = z.nullable(z.string());

/** Spec 3: a phone is {code, number}; null when the ledger has none ('No data' in the list). */
export const phoneSchema = z.object({ code: z.string(), number: z.string() });

/**
 * A ledger (customer, supplier or any other account) as the API returns it (spec 3): money in
 * rupees with 2 decimals, signed as the books read it, negative for a debit. The closing balance
 * (also total_amount, which the directory shows) is the opening balance plus the ledger's voucher
 * lines; total_debit and total_credit are those lines' sums, as positive amounts. Optional fields
 * the ledger does not have are null. voucher_count is how many vouchers use it (it cannot be
 * deleted while any do); is_default marks the ledgers every company starts with.
 */
export const ledgerSchema = z.object({
  _id: z.string(),
  company_id: z.string(),
  user_id: z.string(),
  ledger_name: z.string(),
  name: z.string(),
  alias: text,
  parent: z.string(),
  parent_id: z.string(),
  /** Debtors or Creditors when the ledger's group is, or lies under, one of them: a party. */
  party_group: z.nullable(z.enum(PARTY_GROUPS)),
  email: text,
  phone: z.nullable(phoneSchema),
  mailing_name: text,
  mailing_address: text,
  mailing_pincode: text,
  mailing_country: text,
  mailing_state: text,
  image: text,
  image_key: text,
  bank_name: text,
  account_number: text,
  bank_ifsc: text,
  bank_branch: text,
  account_holder: text,
  tin: text,
  opening_balance: z.number(),
  closing_balance: z.number(),
  total_amount: z.number(),
  total_debit: z.number(),
  total_credit: z.number(),
  voucher_count: z.int(),
  is_default: z.boolean(),
  /** Whether a purchase's expense line may debit it: an expense or fixed-asset ledger (issue 32). */
  expense_line: z.boolean(),
  /** Such a ledger's purchases for GST (issue 33); null: taxable, with credit. */
  gst_treatment: z.nullable(z.enum(EXPENSE_GST_TREATMENTS)),
  is_deleted: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

/**
 * A ledger in the fields a picker needs (invoice party, receipt and payment accounts): who it is,
 * its group, what an invoice's Bill To and place of supply read, and its closing balance.
 */
export const ledgerOptionSchema = z.object({
  _id: z.string(),
  ledger_name: z.string(),
  name: z.string(),
  alias: text,
  parent: z.string(),
  parent_id: z.string(),
  /** Debtors or Creditors when the ledger's group is, or lies under, one of them: a party. */
  party_group: z.nullable(z.enum(PARTY_GROUPS)),
  mailing_name: text,
  mailing_address: text,
  mailing_pincode: text,
  mailing_country: text,
  mailing_state: text,
  email: text,
  phone: z.nullable(phoneSchema),
  tin: text,
  closing_balance: z.number(),
  is_default: z.boolean(),
  /** Whether a purchase's expense line may debit it: an expense or fixed-asset ledger (issue 32). */
  expense_line: z.boolean(),
  /** Such a ledger's purchases for GST (issue 33); null: taxable, with credit. */
  gst_treatment: z.nullable(z.enum(EXPENSE_GST_TREATMENTS)),
});

/**
 * A page of the Customers Directory. meta.unique is every state the company's parties are in
 * (for the State filter), sorted; total_debit and total_credit add up the closing balances of all
 * the ledgers that match the filters (not only this page), debit and credit apart, as positive
 * amounts.
 */
export const ledgerListSchema = pagedList(
  ledgerSchema,
  z.extend(listMetaSchema, { unique: z.array(z.string()), total_debit: z.number(), total_credit: z.number() }),
);

export type Ledger = z.infer<typeof ledgerSchema>;
export type LedgerOption = z.infer<typeof ledgerOptionSchema>;
export type LedgerList = z.infer<typeof ledgerListSchema>;
