import { createCompany } from '@app/shared/api/routes/user/create-company';
import { requireRoomForCompany } from '#lib/billing/plan-guard';
import { createCompany as saveCompany } from '#lib/db/companies';
import { defineRoute } from '#lib/http/define-route';
import { presentCompany } from '#lib/presenters/company';
import { verifyNewImages } from '#lib/s3/images';

/** A new company with its default books; it becomes the caller's current company. */
export const handler = defineRoute(createCompany, {}, async ({ caller, body }) => {
  await requireRoomForCompany(caller.sub, body);
  await verifyNewImages(caller.sub, [
    { field: 'image', key: body.image },
    { field: 'qr_code_url', key: body.qr_code_url },
  ]);
  const company = await saveCompany(caller.sub, body);
  return {
    statusCode: 201,
    message: 'Company Details successfully created! 🎉',
    data: await presentCompany(company, 'owner'),
  };
});
