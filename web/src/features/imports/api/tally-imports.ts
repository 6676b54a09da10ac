import { queryOptions } from '@tanstack/react-query';
import { createTallyUpload } from '@app/shared/api/routes/imports/create-tally-upload';
import { getTallyImport } from '@app/shared/api/routes/imports/get-tally-import';
import { runTallyImport, type TallyImportStep } from '@app/shared/api/routes/imports/run-tally-import';
import type { TallyImport } from '@app/shared/imports/tally-import';
import { callApi } from '@/lib/api-client';
import { postPresigned } from '@/lib/presigned-post';

/** A step runs on the server: the page asks how it stands this often. */
export const IMPORT_POLL_MS = 1000;

export const UPLOAD_FAILED = 'The file could not be uploaded. Please check your connection and try again.';

const isRunning = (status: TallyImport['status'] | undefined) => status === 'previewing' || status === 'importing';

export const tallyImportQueryOptions = (companyId: string, id: string) =>
  queryOptions({
    queryKey: ['tally-imports', companyId, id],
    queryFn: ({ signal }) => callApi(getTallyImport, { params: { id }, query: { company_id: companyId }, signal }),
    refetchInterval: (query) => (isRunning(query.state.data?.status) ? IMPORT_POLL_MS : false),
  });

/**
 * A Tally file in: the import recorded, the file straight to S3 through its presigned POST (with
 * progress), then its preview started. The API's refusal (a file that is not XML) is thrown with
 * its message.
 */
export async function uploadTallyFile(
  companyId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<TallyImport> {
  const { import: started, upload } = await callApi(createTallyUpload, {
    body: { company_id: companyId, file_name: file.name, size: file.size },
  });
  // The policy names the type the server takes; the browser's guess for .xml varies.
  if (!(await postPresigned(upload, new Blob([file], { type: 'application/xml' }), onProgress))) {
    throw new Error(UPLOAD_FAILED);
  }
  return runImportStep(companyId, started._id, 'preview');
}

export const runImportStep = (companyId: string, id: string, step: TallyImportStep) =>
  callApi(runTallyImport, { params: { id }, body: { company_id: companyId, step } });
