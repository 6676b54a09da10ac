import { INVITATION_MESSAGES } from '@app/shared/api/invitations';
import { revokeInvitation } from '@app/shared/api/routes/members/revoke-invitation';
import { revokeCompanyInvitation } from '#lib/companies/invitations';
import { memberCompany } from '#lib/companies/member-company';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Takes back a pending invitation of the company (404 for another company's). */
export const handler = defineRoute(revokeInvitation, COMPANY_IN_QUERY, async ({ params, membership }) => ({
  message: INVITATION_MESSAGES.revoked,
  data: await revokeCompanyInvitation(await memberCompany(membership), params.invitation_id),
}));
