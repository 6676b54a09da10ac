import * as z from '../zod';
import { companyIdField } from '../catalogue/fields';

/**
 * Issue 35, Profile -> Export Data: everything a company holds, made off the request path (the
 * ExportData worker) into one file in the uploads bucket, then offered through a link that expires.
 *
 * - 'everything': a zip of every list as CSV, every record as JSON, every invoice, note and
 *   voucher as the PDF it prints as, the bill files as they were uploaded or mailed, and the books
 *   as Tally XML. What the terms promise a customer can take out.
 * - 'tally': the books as Tally XML only (masters, then vouchers), for the CA who still uses Tally.
 */
export const DATA_EXPORT_KINDS = ['everything', 'tally'] as const;
export type DataExportKind = (typeof DATA_EXPORT_KINDS)[number];

export const DATA_EXPORT_STATUSES = ['running', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long a made file is kept (the bucket's lifecycle rule deletes it after): then export again. */
export const DATA_EXPORT_KEPT_DAYS = 7;
/** How long a download link works, from when the page asks for it. */
export const DATA_EXPORT_LINK_SECONDS = 60 * 60;

export const DATA_EXPORT_MESSAGES = {
  failed: 'The export could not be made. Please try again.',
  expired: `An export is kept for ${DATA_EXPORT_KEPT_DAYS} days. Export again for a fresh copy.`,
} as const;

export const dataExportRequestSchema = z.object({
  company_id: companyIdField,
  kind: z.enum(DATA_EXPORT_KINDS, { error: `kind must be one of: ${DATA_EXPORT_KINDS.join(', ')}` }),
});

export const dataExportSchema = z.object({
  _id: z.string(),
  company_id: z.string(),
  kind: z.enum(DATA_EXPORT_KINDS),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** What has gone in of what will: records, files and documents. */
  progress: z.nullable(z.object({ done: z.number(), total: z.number() })),
  file_name: z.string(),
  /** The file's size in bytes, once made. */
  size: z.nullable(z.number()),
  /** Once made: a link to download it, and when that link stops working. */
  download_url: z.nullable(z.string()),
  link_expires_at: z.nullable(z.string()),
  error: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});

export type DataExport = z.infer<typeof dataExportSchema>;
