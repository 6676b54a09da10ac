import { createTallyUpload } from '@app/shared/api/routes/imports/create-tally-upload';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { presignUpload } from '#lib/s3/uploads';
import { createImportRecord, presentImport } from '#lib/tally/import-store';

/** The browser posts the file as XML, whatever extension it has. */
export const TALLY_UPLOAD_TYPE = 'application/xml';
/** A large file on a slow line: an hour to post it. */
const UPLOAD_SECONDS = 3600;

/**
 * Issue 35: a Tally import is recorded ('uploaded' once the file is posted) with a presigned POST
 * for its file, of the declared size, into the company's imports folder.
 */
export const handler = defineRoute(createTallyUpload, COMPANY_IN_BODY, async ({ body, membership }) => {
  const record = await createImportRecord(membership.company_id, { name: body.file_name, size: body.size });
  const upload = await presignUpload(record.file_key, {
    contentType: TALLY_UPLOAD_TYPE,
    size: body.size,
    seconds: UPLOAD_SECONDS,
  });
  return { statusCode: 201, data: { import: presentImport(record), upload } };
});
