import { financialYearOf } from '../financial-year';
import type { DocumentType } from './einvoice-schema';

/**
 * The Invoice Reference Number (issue 36): the IRP makes it from the supplier's GSTIN, the
 * financial year of the document's date, the document's type and its number (case does not count
 * since 1 June 2025), so the same document can never be registered twice. The local IRP makes it
 * with this function, and the client checks every IRN the IRP returns against it.
 */

/** The financial year of an e-invoice date (DD/MM/YYYY) as the IRP writes it: '15/05/2026' is '2026-27'. */
export function irpFinancialYear(docDate: string): string {
  const [day = '', month = '', year = ''] = docDate.split('/');
  const start = financialYearOf(`${year}-${month}-${day}`);
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The IRN of a document: lowercase hex SHA-256 of GSTIN, financial year, type and number (upper case).
 * Web Crypto, so the browser can compute it too; hence a promise.
 */
export async function irnOf(
  sellerGstin: string,
  docType: DocumentType,
  docNo: string,
  docDate: string,
): Promise<string> {
  const source = `${sellerGstin}${irpFinancialYear(docDate)}${docType}${docNo.toUpperCase()}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(source));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
