import * as z from '../zod';
import { companyIdField } from '../catalogue/fields';
import { MAX_DATE, MIN_DATE } from '../companies';

/**
 * The company's e-invoicing setting (issue 36): on or off, from when, its turnover band, and its
 * IRP API user. Apart from the invoices' e-invoice (einvoice-docs.ts): the Settings tab and the
 * invoice page then share no module, and the first view no chunk.
 */

/** Turnover bands the law sets apart: from five crore e-invoicing applies; from ten crore, within 30 days. */
export const TURNOVER_BANDS = ['5-10', '10+'] as const;
export type TurnoverBand = (typeof TURNOVER_BANDS)[number];
export const TURNOVER_BAND_LABELS: Record<TurnoverBand, string> = {
  '5-10': '5 crore to 10 crore',
  '10+': '10 crore or more (report within 30 days)',
};
/** Days after its date the IRP takes an invoice from a business of ten crore or more. */
export const REPORTING_DAYS_FROM_TEN_CRORE = 30;
const dateField = (label: string) =>
  z.iso
    .date(`${label} must be a date (YYYY-MM-DD)`)
    .check(z.refine((value) => value >= MIN_DATE && value <= MAX_DATE, `${label} must be a date`));

export const EINVOICE_SETTING_MESSAGES = {
  from: 'Pick the date e-invoicing applies from',
  username: 'The IRP API user name is required to get IRNs directly',
  saved: 'E-invoice settings saved',
} as const;

/** PUT /einvoice/settings. A password left out keeps the one saved; the password is never sent back. */
export const einvoiceSettingsInputSchema = z.strictObject({
  company_id: companyIdField,
  enabled: z.boolean(),
  applies_from: dateField('Applies from'),
  turnover: z.enum(TURNOVER_BANDS),
  api_username: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  api_password: z.optional(z.string().check(z.maxLength(200))),
});
export type EInvoiceSettingsInput = z.output<typeof einvoiceSettingsInputSchema>;

export const einvoiceSettingsSchema = z.object({
  enabled: z.boolean(),
  applies_from: z.nullable(z.string()),
  turnover: z.enum(TURNOVER_BANDS),
  api_username: z.nullable(z.string()),
  /** Whether an API password is saved (the password itself never leaves the server). */
  api_password_saved: z.boolean(),
});
export type EInvoiceSettings = z.infer<typeof einvoiceSettingsSchema>;
