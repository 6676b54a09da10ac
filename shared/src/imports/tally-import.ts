import * as z from '../zod';
import { companyIdField } from '../catalogue/fields';

/**
 * A Tally import (issue 35), as the API shows it while it runs: the file is uploaded, read through
 * once for a preview (counts, and every master or voucher that cannot come in, by its place in
 * the file), then imported. Both steps run off the request path (the ImportTally worker); the page
 * polls this record for its status.
 */
export const TALLY_IMPORT_STATUSES = [
  'uploaded',
  'previewing',
  'previewed',
  'importing',
  'imported',
  'failed',
] as const;
export type TallyImportStatus = (typeof TALLY_IMPORT_STATUSES)[number];

export const TALLY_IMPORT_KINDS = ['group', 'ledger', 'unit', 'stock-item', 'voucher'] as const;

/** Tally Prime writes UTF-16: a year of 50,000 vouchers is some hundreds of megabytes. */
export const TALLY_FILE_MAX_BYTES = 512 * 1024 * 1024;

export const TALLY_IMPORT_MESSAGES = {
  empty: 'The file is empty.',
  size: 'The file is larger than 512 MB: export one financial year at a time.',
  notXml: 'This is not an XML file. In Tally, export Masters or Day Book as XML (Data Interchange).',
  notUploaded: 'Upload the Tally file first',
  notPreviewed: 'Preview the file before importing it',
  running: 'This file is being read already',
  imported: 'This file has been imported already',
} as const;

const kindCounts = z.object(Object.fromEntries(TALLY_IMPORT_KINDS.map((kind) => [kind, z.number()])));

export const tallyProblemSchema = z.object({
  row: z.number(),
  kind: z.enum(TALLY_IMPORT_KINDS),
  name: z.string(),
  message: z.string(),
});

export const tallyImportSchema = z.object({
  _id: z.string(),
  company_id: z.string(),
  file_name: z.string(),
  size: z.number(),
  status: z.enum(TALLY_IMPORT_STATUSES),
  /** What the file holds, once previewed. */
  preview: z.nullable(
    z.object({
      company: z.nullable(z.string()),
      read: kindCounts,
      refused: kindCounts,
      /** Of those read, how many the books have already (matched by name, a voucher by its GUID). */
      matched: kindCounts,
      /** Of those read, how many the import will leave out (a cancelled voucher, one dated before the books begin). */
      skipped: kindCounts,
      problems: z.array(tallyProblemSchema),
      problem_count: z.number(),
      vouchers_from: z.nullable(z.string()),
      vouchers_to: z.nullable(z.string()),
    }),
  ),
  /** How far the import step is: vouchers posted of those in the file. */
  progress: z.nullable(z.object({ done: z.number(), total: z.number() })),
  /**
   * What the import made, once imported: created, matched (already in the books) and refused
   * (`problems`, the first of `problem_count`); `notes` (the first of `note_count`) are what came
   * in otherwise than Tally has it (an invoice booked as its ledger entries) or was left out.
   */
  outcome: z.nullable(
    z.object({
      created: kindCounts,
      matched: kindCounts,
      problems: z.array(tallyProblemSchema),
      problem_count: z.number(),
      notes: z.array(tallyProblemSchema),
      note_count: z.number(),
    }),
  ),
  /** Why the file could not be read or imported, when it failed. */
  error: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});

export type TallyImport = z.infer<typeof tallyImportSchema>;
export type TallyImportProblem = z.infer<typeof tallyProblemSchema>;

export const tallyUploadRequestSchema = z.object({
  company_id: companyIdField,
  file_name: z.string().check(z.trim(), z.minLength(1, 'File name is required'), z.maxLength(200)),
  size: z.int().check(z.positive(TALLY_IMPORT_MESSAGES.empty), z.lte(TALLY_FILE_MAX_BYTES, TALLY_IMPORT_MESSAGES.size)),
});

/** The file's first bytes look like XML: '<' after an optional byte-order mark, in UTF-8 or UTF-16. */
export function looksLikeXml(head: Uint8Array): boolean {
  const text = new TextDecoder(head[0] === 0xff || head[1] === 0 ? 'utf-16le' : 'utf-8')
    .decode(head.subarray(0, 64))
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('<');
}
