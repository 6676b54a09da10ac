import { createAccountingGroup } from '@app/shared/api/routes/accounting/create-accounting-group';
import { createAccountingGroup as saveGroup } from '#lib/db/accounting-groups';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { presentAccountingGroup } from '#lib/presenters/accounting-group';

/** A new accounting group under an existing group of the company, with the parent's nature. */
export const handler = defineRoute(createAccountingGroup, COMPANY_IN_BODY, async ({ body, caller, membership }) => {
  const group = await saveGroup(membership.company_id, body, caller.sub);
  return { statusCode: 201, message: 'Group created successfully', data: presentAccountingGroup(group) };
});
