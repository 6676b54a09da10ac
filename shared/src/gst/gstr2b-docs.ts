import * as z from '../zod';
import { companyIdField } from '../catalogue/fields';
import { MATCH_KINDS } from './reconcile';

/** The largest GSTR-2B file taken, in characters: a month of a busy trader's bills is far less. */
export const MAX_GSTR2B_CHARS = 4_000_000;

/** The GSTR-2B JSON as uploaded, its text whole (issue 33). */
export const gstr2bUploadSchema = z.object({
  company_id: companyIdField,
  file: z
    .string()
    .check(
      z.minLength(1, 'Choose the GSTR-2B JSON file downloaded from the GST portal'),
      z.maxLength(MAX_GSTR2B_CHARS, 'This file is too large for a GSTR-2B: at most 4 MB'),
    ),
});

export const gstr2bUploadedSchema = z.object({
  /** MMYYYY. */
  period: z.string(),
  documents: z.int(),
  suppliers: z.int(),
});

const documentSchema = z.object({
  id: z.string(),
  gstin: z.string(),
  supplier: z.string(),
  kind: z.enum(['invoice', 'note']),
  number: z.string(),
  date: z.string(),
  taxable: z.number(),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
});

/**
 * A month's reconciliation: the 2B kept for it (none uploaded yet: null), each pair found with its
 * rule and reason, and what is missing on either side; rupees.
 */
export const reconciliationSchema = z.object({
  period: z.string(),
  uploaded_at: z.nullable(z.string()),
  pairs: z.array(
    z.object({ kind: z.enum(MATCH_KINDS), reason: z.string(), two_b: documentSchema, books: documentSchema }),
  ),
  missing_in_books: z.array(documentSchema),
  missing_in_2b: z.array(documentSchema),
});
export type ReconciliationDoc = z.infer<typeof reconciliationSchema>;
