import type { EInvoiceJson } from './einvoice-schema';

/**
 * The e-invoice portal's bulk upload (issue 36): e-invoices as one JSON array per file, each file
 * at most 2 MB (the portal refuses a larger one), for a business without API access or with its
 * GSP down. The files are cut here so that none passes the limit; the local IRP refuses one that does.
 */
export const BULK_FILE_LIMIT_BYTES = 2 * 1024 * 1024;

export const BULK_MESSAGES = {
  tooLarge: (number: string) => `Invoice ${number} alone is larger than the portal's 2 MB file limit`,
} as const;

const bytesOf = (text: string) => new TextEncoder().encode(text).length;

/**
 * The invoices as bulk upload files: JSON arrays of at most `limit` bytes each, in the order given.
 * An invoice too large for a file of its own throws (no such invoice fits the IRP's 1,000 lines).
 */
export function bulkFiles(invoices: readonly EInvoiceJson[], limit = BULK_FILE_LIMIT_BYTES): string[] {
  const files: string[] = [];
  let current: string[] = [];
  let size = 2; // '[' and ']'
  for (const invoice of invoices) {
    const text = JSON.stringify(invoice);
    const length = bytesOf(text);
    if (length + 2 > limit) throw new Error(BULK_MESSAGES.tooLarge(invoice.DocDtls.No));
    const added = length + (current.length > 0 ? 1 : 0);
    if (size + added > limit) {
      files.push(`[${current.join(',')}]`);
      current = [];
      size = 2;
    }
    size += length + (current.length > 0 ? 1 : 0);
    current.push(text);
  }
  if (current.length > 0) files.push(`[${current.join(',')}]`);
  return files;
}
