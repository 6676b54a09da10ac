import { createBillUpload } from '@app/shared/api/routes/bills/create-bill-upload';
import { isBillMediaType } from '@app/shared/bills/bill-files';
import { requireBillReading } from '#lib/billing/plan-guard';
import { presignBillUpload } from '#lib/bills/bill-uploads';
import { newBillId } from '#lib/bills/bill-store';
import { pageAllowanceOf, presentAllowance } from '#lib/bills/page-allowance';
import { memberCompany } from '#lib/companies/member-company';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/**
 * A presigned POST per bill of one drop (at most 20, issue 31) into the company's folder, each
 * the bill's own key, named by a new id, when the owner's plan reads bills (402 otherwise). With
 * the month's pages used, the upload still goes ahead (the bills are kept, to be entered by hand)
 * and says so.
 */
export const handler = defineRoute(createBillUpload, COMPANY_IN_BODY, async ({ body, caller, membership }) => {
  await requireBillReading(membership.company_id, caller.sub);
  const company = await memberCompany(membership);
  const [allowance, uploads] = await Promise.all([
    pageAllowanceOf(company.user_id),
    Promise.all(
      body.files.map((file) =>
        // The schema admits only bill types; the check narrows the type for the key's extension.
        presignBillUpload(company.company_id, newBillId(), {
          type: isBillMediaType(file.content_type) ? file.content_type : 'application/pdf',
          size: file.size,
        }),
      ),
    ),
  ]);
  return { statusCode: 201, data: { uploads, notice: allowance ? presentAllowance(allowance).message : null } };
});
