import { updateCompany } from '@app/shared/api/routes/user/update-company';
import { requireRoomForCompany } from '#lib/billing/plan-guard';
import { memberCompany } from '#lib/companies/member-company';
import { updateCompany as saveCompany } from '#lib/db/companies';
import { defineRoute } from '#lib/http/define-route';
import { presentCompany } from '#lib/presenters/company';
import { verifyNewImages } from '#lib/s3/images';

/** Replaces the company's details with what the drawer shows. */
export const handler = defineRoute(
  updateCompany,
  { companyId: { in: 'params', field: 'id' } },
  async ({ caller, body, membership }) => {
    const existing = await memberCompany(membership);
    await requireRoomForCompany(existing.user_id, body, existing);
    await verifyNewImages(caller.sub, [
      { field: 'image', key: body.image, current: existing.image_key },
      { field: 'qr_code_url', key: body.qr_code_url, current: existing.qr_code_key },
    ]);
    const company = await saveCompany(existing, body);
    return {
      message: 'Company Details successfully updated! 🎉',
      data: await presentCompany(company, membership.role),
    };
  },
);
