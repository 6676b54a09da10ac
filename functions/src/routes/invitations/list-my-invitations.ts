import { listMyInvitations } from '@app/shared/api/routes/invitations/list-my-invitations';
import { listMyInvitations as pendingFor } from '#lib/companies/invitation-answers';
import { defineRoute } from '#lib/http/define-route';

/** The invitations waiting for the caller's verified address. */
export const handler = defineRoute(listMyInvitations, {}, async ({ caller }) => ({ data: await pendingFor(caller) }));
