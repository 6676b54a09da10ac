import { billFileProblem, type BillMediaType } from '@app/shared/bills/bill-files';
import type { ImageUpload } from '@app/shared/uploads';
import { presignUpload, takeUpload, type FileHead } from '#lib/s3/uploads';
import { billFileKey } from './bill-files';

// A bill's way in from the browser, apart from bill-files.ts so that only the two routes that use
// it carry the S3 upload code (every Lambda bundle stays within its 150 KB).

const UPLOAD_SECONDS = 600;
/** What the byte check reads: enough for every signature (a PDF's may sit in its first 1 KB). */
const HEAD_BYTES = 1024;

/**
 * A presigned POST for one bill of the declared type and size, taken in to its key in the company's
 * folder once its bytes are checked (takeBillUpload). The declared type is only the browser's word.
 */
export function presignBillUpload(
  companyId: string,
  billId: string,
  file: { type: BillMediaType; size: number },
): Promise<ImageUpload> {
  const key = billFileKey(companyId, billId, file.type);
  return presignUpload(key, { contentType: file.type, size: file.size, seconds: UPLOAD_SECONDS });
}

/**
 * Takes an uploaded bill in if its bytes are a PDF or image up to 10 MB (anything else is removed):
 * its head, `{ problem }`, or undefined when nothing was uploaded.
 */
export const takeBillUpload = (key: string): Promise<FileHead | { problem: string } | undefined> =>
  takeUpload(key, HEAD_BYTES, (head) => billFileProblem(head.bytes, head.size));
