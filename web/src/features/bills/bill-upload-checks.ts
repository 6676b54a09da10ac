import {
  BILL_FILE_MESSAGES,
  BILLS_PER_DROP,
  billFileProblem,
  detectBillType,
  type BillMediaType,
} from '@app/shared/bills/bill-files';

/** The longest file name the API keeps. */
const FILE_NAME_MAX = 200;

/** Why a drop is refused as a whole (too many files at once), or undefined. */
export const dropProblem = (count: number): string | undefined =>
  count > BILLS_PER_DROP ? BILL_FILE_MESSAGES.tooMany : undefined;

/** What the check reads of a file: its size and its first bytes (a File, or any Blob). */
export interface FileLike {
  size: number;
  slice: (start: number, end: number) => { arrayBuffer: () => Promise<ArrayBuffer> };
}

export type FileVerdict = { ok: true; type: BillMediaType } | { ok: false; problem: string };

/**
 * The browser's check before uploading a bill: its first bytes say what it really is (a renamed
 * file is caught here, not at the server), then its size, with the shared messages. The server
 * checks the stored bytes again.
 */
export async function checkBillFile(file: FileLike): Promise<FileVerdict> {
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  const problem = billFileProblem(head, file.size);
  const type = detectBillType(head);
  return problem || !type ? { ok: false, problem: problem ?? BILL_FILE_MESSAGES.type } : { ok: true, type };
}

/** The name the API is given: trimmed and cut to its limit, never empty. */
export const uploadNameOf = (name: string) => name.trim().slice(0, FILE_NAME_MAX) || 'bill';

/** Progress as a whole percentage, 0 to 100. */
export const percentOf = (fraction: number) => Math.min(100, Math.max(0, Math.round(fraction * 100)));
