import { INVITATION_MESSAGES, type CompanyInvitation, type InvitationStatus } from '@app/shared/api/invitations';
import { ROLE_LABELS } from '@app/shared/api/permissions';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from '@/lib/failure-message';
import { indianDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useCompanyInvitations, useRevokeInvitation } from '../api/company-invitations';

/** What the owner still has to act on or wait for; accepted ones are members, revoked ones are gone. */
const SHOWN: Partial<Record<InvitationStatus, string>> = {
  pending: 'Pending',
  expired: 'Expired',
  declined: 'Declined',
};

function whenOf(invitation: CompanyInvitation) {
  if (invitation.status === 'expired') return `Expired on ${indianDate(invitation.valid_until)}`;
  if (invitation.status === 'declined' && invitation.answered_at)
    return `Declined on ${indianDate(invitation.answered_at)}`;
  return `Invited on ${indianDate(invitation.created_at)}, open until ${indianDate(invitation.valid_until)}`;
}

/**
 * Issue 31: the company's invitations on the Team block, by the e-mail the owner typed (never the
 * invitee's profile, which the owner sees once they accept): pending ones, which the owner may
 * revoke, and those that expired or were declined, so the owner knows to invite again.
 */
export function CompanyInvitations({ companyId }: { companyId: string }) {
  const invitations = useCompanyInvitations(companyId);
  const revoke = useRevokeInvitation(companyId);
  if (invitations.isError) return <p className="text-muted-foreground text-sm">{failureMessage(invitations.error)}</p>;
  if (!invitations.data) return <Skeleton className="h-12 w-full" aria-label="Loading the invitations" />;
  const shown = invitations.data.filter((invitation) => SHOWN[invitation.status]);
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-col border-t pt-4">
      <h4 className="text-sm font-semibold">Invitations</h4>
      <ul className="flex flex-col divide-y" aria-label="Invitations">
        {shown.map((invitation) => (
          <li key={invitation.invitation_id} className="flex flex-wrap items-center gap-3 py-3">
            <div className="min-w-40 flex-1">
              <p className="text-sm font-medium break-all">{invitation.email}</p>
              <p className="text-muted-foreground text-xs">
                {ROLE_LABELS[invitation.role]} · {whenOf(invitation)}
              </p>
            </div>
            <Badge variant="outline">{SHOWN[invitation.status]}</Badge>
            {invitation.status === 'pending' && (
              <ConfirmDialog
                trigger={
                  <Button variant="outline" size="sm">
                    Revoke
                  </Button>
                }
                title={`Revoke the invitation to ${invitation.email}?`}
                description="They can no longer accept it. You can invite them again later."
                confirmLabel="Revoke"
                onConfirm={() =>
                  revoke.mutate(invitation.invitation_id, {
                    onSuccess: () => notify.success(INVITATION_MESSAGES.revoked),
                    onError: (error) => notify.error(failureMessage(error)),
                  })
                }
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
