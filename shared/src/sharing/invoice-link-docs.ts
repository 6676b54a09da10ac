import * as z from '../zod';
import { idField } from '../api/ids';
import { companyIdField } from '../catalogue/fields';

/**
 * Sharing an invoice (issue 37): a public link with an unguessable token that shows the invoice,
 * its PDF and a Pay by UPI button to whoever has the link, until it expires or is withdrawn; every
 * view is logged. Only the token's hash is stored, so the table never holds a working link.
 */

export const LINK_DAYS = { default: 30, max: 180 } as const;

export const LINK_MESSAGES = {
  created: 'Invoice link ready to share',
  revoked: 'Link withdrawn: it no longer opens the invoice',
  gone: 'This invoice link has expired or was withdrawn. Ask the sender for a new one.',
  notShareable: 'Only an active sales invoice can be shared',
  days: `A link lasts 1 to ${LINK_DAYS.max} days`,
} as const;

export const createInvoiceLinkSchema = z.strictObject({
  company_id: companyIdField,
  days: z.optional(
    z.int(LINK_MESSAGES.days).check(z.gte(1, LINK_MESSAGES.days), z.lte(LINK_DAYS.max, LINK_MESSAGES.days)),
  ),
});

/** A link as its invoice lists it (the token only right after it is made: it is kept hashed). */
export const invoiceLinkSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.nullable(z.string()),
  views: z.int(),
  last_viewed_at: z.nullable(z.string()),
});
export type InvoiceLink = z.infer<typeof invoiceLinkSchema>;

export const createdInvoiceLinkSchema = z.object({
  ...invoiceLinkSchema.shape,
  /** The link's token: the public page is /i/<token>. Shown once. */
  token: z.string(),
});
export type CreatedInvoiceLink = z.infer<typeof createdInvoiceLinkSchema>;

export const revokeInvoiceLinkQuerySchema = z.object({
  company_id: companyIdField,
  link_id: z.string().check(z.minLength(1), z.maxLength(64)),
});

/**
 * A token as the public routes take it: capped as every id is (a made one is 43 characters of
 * base64url, 32 random bytes); any other is simply found by no link (404).
 */
export const linkTokenParams = z.object({ token: idField('token') });

const money = z.number();

/** The invoice as its public page shows it: the seller, the buyer, lines and totals, and how to pay. */
export const publicInvoiceSchema = z.object({
  seller: z.object({
    name: z.string(),
    address: z.array(z.string()),
    gstin: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    email: z.nullable(z.string()),
  }),
  invoice: z.object({
    number: z.string(),
    date: z.string(),
    due_date: z.nullable(z.string()),
    buyer: z.string(),
    lines: z.array(
      z.object({
        name: z.string(),
        quantity: z.number(),
        unit: z.string(),
        rate: money,
        taxable: money,
        tax_rate: z.number(),
        total: money,
      }),
    ),
    taxable: money,
    tax: money,
    round_off: money,
    grand_total: money,
    balance_due: money,
    status: z.enum(['paid', 'partly paid', 'unpaid', 'cancelled']),
  }),
  /** Pay by UPI: the intent (upi://pay?...) for a button and a QR; null when nothing is due or no UPI ID is set. */
  upi: z.nullable(z.object({ uri: z.string(), vpa: z.string(), amount: money })),
  expires_at: z.string(),
});
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;
