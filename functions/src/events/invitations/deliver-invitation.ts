import { deliverInvitation, type DeliverInvitationEvent } from '#lib/companies/invitation-delivery';
import { logger } from '#lib/logger';

/**
 * The DeliverInvitation worker (event-handlers.ts): started asynchronously with the invitation the
 * owner just sent; makes the account for a new address or tells the existing one (issue 31).
 */
export const handler = async (event: DeliverInvitationEvent): Promise<void> => {
  // An event from elsewhere may lack them, whatever the type says.
  const { email, company_id, invitation_id } = event as Partial<DeliverInvitationEvent>;
  if (typeof email !== 'string' || typeof company_id !== 'string' || typeof invitation_id !== 'string') {
    logger.error('DeliverInvitation started without an invitation', { event });
    return;
  }
  await deliverInvitation({ email, company_id, invitation_id });
};
