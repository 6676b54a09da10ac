import { PERMISSIONS, ROLES } from './api/permissions';
import * as z from './zod';
import { EMAIL_PATTERN } from './validation';
import { gstinProblem } from './gst/gstin';
import { INDIA, stateCodeOf } from './gst/state-codes';
import { imageKeySchema } from './uploads';
import { UPI_ID_PATTERN } from './payments/upi';

/** Spec 9: date pickers allow 2000-01-01 to 2100-12-31. */
export const MIN_DATE = '2000-01-01';
export const MAX_DATE = '2100-12-31';

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const optionalText = (max: number) => z.optional(text(max));
const optionalMatching = (pattern: RegExp, message: string, max = 100) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max), z.regex(pattern, message)));
const date = (label: string) =>
  z.iso
    .date(`${label} must be a date (YYYY-MM-DD)`)
    .check(
      z.refine((value) => value >= MIN_DATE && value <= MAX_DATE, `${label} must be between 2000-01-01 and 2100-12-31`),
    );

/**
 * The company drawer's fields and POST /user/create/company and PUT /user/update/company/{id}
 * (spec 2.9, 3 and 5). Name, state and country are always sent; the other fields only when not
 * empty, and a field left out of an update is cleared (the drawer sends what it shows). Images
 * are the keys of uploads (POST /uploads/image); the TIN is a GSTIN, and entering one turns tax on.
 */
const EXPIRY_ALERT_MESSAGE = 'Expiry alert must be between 1 and 365 days';

export const companyInputSchema = z
  .strictObject({
    name: z.string().check(z.trim(), z.minLength(1, 'Company name is required'), z.maxLength(200)),
    mailing_name: optionalText(200),
    website: optionalMatching(/^https?:\/\/\S+$/, 'Please enter a valid URL (starting with http:// or https://)', 300),
    email: optionalMatching(EMAIL_PATTERN, 'Please enter a valid email address', 254),
    address_1: optionalText(300),
    address_2: optionalText(300),
    country: z.string().check(z.trim(), z.minLength(1, 'Country is required'), z.maxLength(100)),
    state: z.string().check(z.trim(), z.minLength(1, 'State is required'), z.maxLength(100)),
    pinCode: optionalMatching(/^\d{1,6}$/, 'Invalid pincode format'),
    code: optionalMatching(/^\+\d{1,4}$/, 'Invalid phone code format'),
    number: optionalMatching(/^\d{10}$/, 'Phone number should be 10 digits long'),
    tin: z.optional(z.string().check(z.trim(), z.toUpperCase())),
    financial_year_start: date('Financial year start'),
    books_begin_from: date('Books beginning date'),
    account_holder: optionalText(200),
    account_number: optionalMatching(/^\d{9,18}$/, 'Invalid bank account number format'),
    bank_name: optionalText(200),
    bank_branch: optionalText(200),
    bank_ifsc: optionalMatching(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'Invalid IFSC code format'),
    /** Issue 37: the UPI ID customers pay to from a shared invoice's page (name@bank). */
    upi_id: optionalMatching(UPI_ID_PATTERN, 'UPI ID looks like name@bank', 255),
    image: z.optional(z.nullable(imageKeySchema)),
    qr_code_url: z.optional(z.nullable(imageKeySchema)),
    /** Issue 18: batches expiring within this many days are flagged and noticed (default 90). */
    expiry_alert_days: z.optional(
      z.pipe(
        z.union([z.int(), z.string().check(z.trim(), z.regex(/^\d{0,3}$/, EXPIRY_ALERT_MESSAGE))], {
          error: EXPIRY_ALERT_MESSAGE,
        }),
        z.transform((value, ctx) => {
          if (value === '') return undefined;
          const days = Number(value);
          if (days < 1 || days > 365) ctx.issues.push({ code: 'custom', input: value, message: EXPIRY_ALERT_MESSAGE });
          return days;
        }),
      ),
    ),
  })
  .check(
    z.superRefine((company, ctx) => {
      if (company.country === INDIA && !stateCodeOf(company.state)) {
        ctx.addIssue({ code: 'custom', path: ['state'], message: 'Please select a valid Indian state' });
      }
      if (company.tin) {
        const problem = gstinProblem(company.tin, company.country === INDIA ? company.state : undefined);
        if (problem) ctx.addIssue({ code: 'custom', path: ['tin'], message: problem });
      }
      if (company.books_begin_from < company.financial_year_start) {
        ctx.addIssue({
          code: 'custom',
          path: ['books_begin_from'],
          message: 'Books beginning date cannot be before the financial year start',
        });
      }
    }),
  );

export type CompanyInput = z.output<typeof companyInputSchema>;

const optionalString = z.optional(z.string());

/** A company as the API returns it: images as short-lived URLs beside their keys. */
export const companySchema = z.object({
  _id: z.string(),
  user_id: z.string(),
  name: z.string(),
  mailing_name: optionalString,
  website: optionalString,
  email: optionalString,
  address_1: optionalString,
  address_2: optionalString,
  country: z.string(),
  state: z.string(),
  pinCode: optionalString,
  code: optionalString,
  number: optionalString,
  tin: optionalString,
  financial_year_start: z.string(),
  books_begin_from: z.string(),
  account_holder: optionalString,
  account_number: optionalString,
  bank_name: optionalString,
  bank_branch: optionalString,
  bank_ifsc: optionalString,
  upi_id: optionalString,
  image: z.nullable(z.string()),
  image_key: z.nullable(z.string()),
  qr_code_url: z.nullable(z.string()),
  qr_code_key: z.nullable(z.string()),
  expiry_alert_days: z.optional(z.number()),
  /** Issue 32: the last day of the locked books, or null when nothing is locked. */
  books_locked_until: z.nullable(z.string()),
  is_deleted: z.boolean(),
  company_settings: z.object({
    features: z.object({ enable_tax: z.boolean(), enable_inventory: z.boolean() }),
    tax_details: z.object({ tin: z.nullable(z.string()) }),
    books_start_date: z.string(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
  /** The caller's role in this company, and what it allows (issue 20). */
  role: z.enum(ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
});

export type Company = z.infer<typeof companySchema>;
