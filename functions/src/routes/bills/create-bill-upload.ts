import { createBillUpload } from '@app/shared/api/routes/bills/create-bill-upload';
import { isBillMediaType } from '@app/shared/bills/bill-files';
import { requireBillReading } from '#lib/billing/plan-guard';
import { presignBillUpload } from '#lib/bills/bill-files';
import { newBillId } from '#lib/bills/bill-store';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/**
 * A presigned POST for one bill into the company's folder (the bill's own key, named by a new id),
 * when the owner's plan reads bills (issue 31: 402 otherwise).
 */
export const handler = defineRoute(createBillUpload, COMPANY_IN_BODY, async ({ body, caller, membership }) => {
  await requireBillReading(membership.company_id, caller.sub);
  // The schema admits only bill types; the check narrows the type for the key's extension.
  const type = isBillMediaType(body.content_type) ? body.content_type : 'application/pdf';
  return { statusCode: 201, data: await presignBillUpload(membership.company_id, newBillId(), type) };
});
