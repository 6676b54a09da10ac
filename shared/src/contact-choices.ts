/*
 * The contact form's choices, apart from its schema (contact.ts): the page lists them without
 * loading zod (issue 38).
 */

/** Spec 2.15: the contact page's option lists. */
export const INDUSTRIES = [
  'Healthcare',
  'Finance',
  'Education',
  'Manufacturing',
  'Retail',
  'Technology',
  'Hospitality',
  'Transportation',
  'Government',
  'Other',
] as const;
export const COMPANY_SIZES = ['1-5', '6-10', '11-25', '26-50', '51-100', '100+'] as const;
export const QUERY_TYPES = [
  'General Inquiry',
  'Technical',
  'Billing',
  'Consultation',
  'Feedback',
  'Support',
  'Sales',
  'Other',
] as const;
