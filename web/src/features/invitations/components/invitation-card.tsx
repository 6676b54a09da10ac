import { INVITATION_MESSAGES, type MyInvitation } from '@app/shared/api/invitations';
import { ROLE_LABELS } from '@app/shared/api/permissions';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { failureMessage } from '@/lib/failure-message';
import { indianDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useAcceptInvitation, useDeclineInvitation } from '../api/answer-invitation';

/**
 * Issue 31: one invitation and its two answers. Accepting joins the company in the role offered
 * and makes it current (`onAccepted` then takes the user there); declining asks first, as the owner
 * would have to invite again.
 */
export function InvitationCard({ invitation, onAccepted }: { invitation: MyInvitation; onAccepted?: () => void }) {
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const onError = (error: Error) => notify.error(failureMessage(error));
  const busy = accept.isPending || decline.isPending;
  return (
    <Card className="gap-3" role="article" aria-label={`Invitation to ${invitation.company_name}`}>
      <CardHeader>
        <CardTitle className="text-base">{invitation.company_name}</CardTitle>
        <CardDescription>
          {invitation.invited_by} invited you to join as {ROLE_LABELS[invitation.role]}. Open until{' '}
          {indianDate(invitation.valid_until)}.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button
          disabled={busy}
          onClick={() =>
            accept.mutate(invitation.invitation_id, {
              onSuccess: (joined) => {
                notify.success(INVITATION_MESSAGES.accepted(joined.company_name));
                onAccepted?.();
              },
              onError,
            })
          }
        >
          {accept.isPending ? 'Accepting...' : 'Accept'}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={busy}>
              Decline
            </Button>
          }
          title={`Decline the invitation to ${invitation.company_name}?`}
          description="You will not join the company. Its owner can invite you again."
          confirmLabel="Decline"
          onConfirm={() =>
            decline.mutate(invitation.invitation_id, {
              onSuccess: () => notify.success(INVITATION_MESSAGES.declined),
              onError,
            })
          }
        />
      </CardContent>
    </Card>
  );
}
