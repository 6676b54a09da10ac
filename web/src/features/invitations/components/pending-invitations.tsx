import { useMyInvitations } from '../api/my-invitations';
import { InvitationCard } from './invitation-card';

/** Issue 31: the invitations waiting for the user, at the top of home; nothing when there are none. */
export function PendingInvitations({ onAccepted }: { onAccepted?: () => void }) {
  const { data: invitations = [] } = useMyInvitations();
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="pending-invitations" className="flex flex-col gap-3">
      <h2 id="pending-invitations" className="text-lg font-semibold">
        {invitations.length === 1 ? 'You are invited' : `You are invited to ${invitations.length} companies`}
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        {invitations.map((invitation) => (
          <InvitationCard key={invitation.invitation_id} invitation={invitation} onAccepted={onAccepted} />
        ))}
      </div>
    </section>
  );
}
