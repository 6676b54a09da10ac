import { createBillUpload } from '@app/shared/api/routes/bills/create-bill-upload';
import { isBillMediaType } from '@app/shared/bills/bill-files';
import { presignBillUpload } from '#lib/bills/bill-uploads';
import { newBillId } from '#lib/bills/bill-store';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** A presigned POST for one bill into the company's folder (the bill's own key, named by a new id). */
export const handler = defineRoute(createBillUpload, COMPANY_IN_BODY, async ({ body, membership }) => {
  // The schema admits only bill types; the check narrows the type for the key's extension.
  const type = isBillMediaType(body.content_type) ? body.content_type : 'application/pdf';
  return {
    statusCode: 201,
    data: await presignBillUpload(membership.company_id, newBillId(), { type, size: body.size }),
  };
});
