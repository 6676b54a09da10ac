import * as z from '../zod';

/** The brand every downloaded document carries after its number (spec 9: number plus brand suffix). */
export const PRINT_BRAND_SUFFIX = '_Hisaab';

/**
 * The file name of a voucher's PDF: its number made safe for a file name ('SI/26-27/0001' ->
 * 'SI-26-27-0001_Hisaab.pdf'), so the download, the share sheet and the server agree.
 */
export function printFileName(voucherNumber: string): string {
  const safe = voucherNumber.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'voucher';
  return `${safe}${PRINT_BRAND_SUFFIX}.pdf`;
}

/** A PDF's bytes: what a print route answers with. */
export const pdfBytesSchema = z.instanceof(Uint8Array);
