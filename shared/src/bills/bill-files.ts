import { detectImageType } from '../images';

/**
 * What a bill may be (issue 17): a PDF or a photo/scan as PNG, JPEG or WebP, up to 10 MB, and at
 * most 20 in one drop. The type is judged by the file's first bytes, never by its name or the
 * browser's declared type.
 */
export const BILL_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type BillMediaType = (typeof BILL_MEDIA_TYPES)[number];

export const BILL_MAX_BYTES = 10 * 1024 * 1024;
export const BILLS_PER_DROP = 20;

export const BILL_FILE_MESSAGES = {
  type: 'A bill must be a PDF, PNG, JPEG or WebP file.',
  size: 'A bill must be at most 10 MB.',
  empty: 'The file is empty.',
  tooMany: `At most ${BILLS_PER_DROP} bills at a time.`,
  unknownFile: 'Unknown file: upload it first',
} as const;

/** The extension a stored bill gets, by its type. */
export const BILL_EXTENSIONS: Record<BillMediaType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export const isBillMediaType = (value: string): value is BillMediaType =>
  (BILL_MEDIA_TYPES as readonly string[]).includes(value);

/** '%PDF-' may follow a little junk (PDF readers look in the first 1 KB). Needs 1 KB of bytes. */
const startsLikePdf = (bytes: Uint8Array) => {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
};

/** The bill type a file really is, from its first bytes (1 KB is enough), or undefined. */
export function detectBillType(bytes: Uint8Array): BillMediaType | undefined {
  if (startsLikePdf(bytes)) return 'application/pdf';
  return detectImageType(bytes);
}

/** Why a file cannot be a bill (BILL_FILE_MESSAGES), or undefined when it can. */
export function billFileProblem(bytes: Uint8Array, size: number): string | undefined {
  if (size <= 0) return BILL_FILE_MESSAGES.empty;
  if (!detectBillType(bytes)) return BILL_FILE_MESSAGES.type;
  if (size > BILL_MAX_BYTES) return BILL_FILE_MESSAGES.size;
  return undefined;
}
