import { createBillUpload } from '@app/shared/api/routes/bills/create-bill-upload';
import { extractBillFile } from '@app/shared/api/routes/bills/extract-bill-file';
import type { BillMediaType } from '@app/shared/bills/bill-files';
import type { Bill } from '@app/shared/bills/bill-record';
import type { ImageUpload } from '@app/shared/uploads';
import { callApi } from '@/lib/api-client';
import { postPresigned } from '@/lib/presigned-post';
import { uploadNameOf } from '../bill-upload-checks';
import { BILL_PAGE_MESSAGES } from '../messages';

export interface BillUploadSteps {
  /** The share of the file sent to S3 so far, 0 to 1. */
  onProgress: (fraction: number) => void;
  /** The file is stored; the server is being asked to read it. */
  onStored: () => void;
}

/**
 * A drop's presigned POSTs, one per file in order, from one request: the server counts the drop
 * (at most 20, issue 31) and says with it when the month's pages of reading are used.
 */
export function presignDrop(companyId: string, files: readonly { file: File; type: BillMediaType }[]) {
  return callApi(createBillUpload, {
    body: {
      company_id: companyId,
      files: files.map(({ file, type }) => ({
        file_name: uploadNameOf(file.name),
        content_type: type,
        size: file.size,
      })),
    },
  });
}

/**
 * One bill in: the file straight to S3 through its presigned POST (with progress), then the API
 * keeps it as a queued bill and starts reading it. The API's refusal (a 400 for a file whose bytes
 * are not a bill) is thrown with its message.
 */
export async function sendBill(
  companyId: string,
  upload: ImageUpload,
  file: File,
  steps: BillUploadSteps,
): Promise<Bill> {
  if (!(await postPresigned(upload, file, steps.onProgress))) throw new Error(BILL_PAGE_MESSAGES.uploadFailed);
  steps.onStored();
  return callApi(extractBillFile, {
    body: { company_id: companyId, key: upload.key, file_name: uploadNameOf(file.name) },
  });
}
