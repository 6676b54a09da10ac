import * as z from './zod';
import { COMPANY_SIZES, INDUSTRIES, QUERY_TYPES } from './contact-choices';
import { EMAIL_PATTERN } from './validation';

/** Optional plus, 3 digits (optionally in brackets), 3 digits, 4 to 6 digits; '-', ' ' or '.' between. */
export const CONTACT_PHONE_PATTERN = /^\+?\(?\d{3}\)?[-\s.]?\d{3}[-\s.]?\d{4,6}$/;

const optionalText = z.optional(z.string().check(z.trim(), z.maxLength(200)));

/** Spec 5, Contact form: the browser form and POST /auth/send/email/query validate with this. */
export const contactEnquirySchema = z.strictObject({
  firstName: z.string().check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(100)),
  lastName: optionalText,
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'Email is required'), z.regex(EMAIL_PATTERN, 'Please enter a valid email address')),
  phone: z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || CONTACT_PHONE_PATTERN.test(value), 'Please enter a valid phone number'),
    ),
  ),
  company: optionalText,
  industry: z
    .union([z.enum(INDUSTRIES), z.literal('')])
    .check(z.refine((value) => value !== '', 'Please select your industry')),
  employees: z.optional(z.union([z.enum(COMPANY_SIZES), z.literal('')])),
  queryType: z
    .union([z.enum(QUERY_TYPES), z.literal('')])
    .check(z.refine((value) => value !== '', 'Please select a query type')),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your message'),
      z.minLength(10, 'Message should be at least 10 characters'),
      z.maxLength(5000),
    ),
  marketingConsent: z._default(z.boolean(), true),
});

export type ContactEnquiry = z.output<typeof contactEnquirySchema>;
export type ContactEnquiryInput = z.input<typeof contactEnquirySchema>;
