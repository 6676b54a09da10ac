import { BULK_FILE_LIMIT_BYTES } from '@app/shared/einvoice/einvoice-bulk';
import type { IrpDocuments } from './irp-documents';
import { IrpRefusal } from './irp-refusal';

/**
 * The e-invoice portal's bulk upload, as the local IRP stands in for it (issue 36): a file of
 * e-invoices (a JSON array, at most 2 MB, as the portal takes it) registered one by one, and the
 * response file the portal gives back: per document its registration as the API answers it, or
 * its errors. Not NIC's API: the portal's page, reached here at `POST /portal/bulk-upload` with
 * the taxpayer's GSTIN in the `gstin` header.
 */
export interface PortalUploadAnswer {
  status: number;
  body: unknown;
}

export async function portalUpload(documents: IrpDocuments, gstin: string, file: Buffer): Promise<PortalUploadAnswer> {
  if (file.length > BULK_FILE_LIMIT_BYTES) {
    return { status: 413, body: { error: 'The file is larger than 2 MB: split it and upload each part' } };
  }
  let invoices: unknown;
  try {
    invoices = JSON.parse(file.toString('utf8'));
  } catch {
    invoices = undefined;
  }
  if (!Array.isArray(invoices)) return { status: 400, body: { error: 'The file must be a JSON array of e-invoices' } };
  const results: unknown[] = [];
  for (const invoice of invoices) {
    const DocDtls = (invoice as { DocDtls?: unknown } | null)?.DocDtls ?? null;
    try {
      const { data } = await documents.generate(gstin, invoice);
      results.push({ DocDtls, ...(data as Record<string, unknown>) });
    } catch (error) {
      if (!(error instanceof IrpRefusal)) throw error;
      results.push({ DocDtls, Status: 'ERR', ErrorDetails: error.details });
    }
  }
  return { status: 200, body: results };
}
