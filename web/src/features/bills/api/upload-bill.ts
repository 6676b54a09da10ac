import { createBillUpload } from '@app/shared/api/routes/bills/create-bill-upload';
import { extractBillFile } from '@app/shared/api/routes/bills/extract-bill-file';
import type { BillMediaType } from '@app/shared/bills/bill-files';
import type { Bill } from '@app/shared/bills/bill-record';
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
 * One bill in: a presigned POST from the API, the file straight to S3 (with progress), then the
 * API keeps it as a queued bill and starts reading it. The API's refusal (a 400 for a file whose
 * bytes are not a bill) is thrown with its message.
 */
export async function uploadBill(
  companyId: string,
  file: File,
  type: BillMediaType,
  steps: BillUploadSteps,
): Promise<Bill> {
  const fileName = uploadNameOf(file.name);
  const upload = await callApi(createBillUpload, {
    body: { company_id: companyId, file_name: fileName, content_type: type, size: file.size },
  });
  if (!(await postPresigned(upload, file, steps.onProgress))) throw new Error(BILL_PAGE_MESSAGES.uploadFailed);
  steps.onStored();
  return callApi(extractBillFile, { body: { company_id: companyId, key: upload.key, file_name: fileName } });
}
