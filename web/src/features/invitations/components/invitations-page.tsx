import { MailOpen } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ListError } from '@/components/list-error';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyInvitations } from '../api/my-invitations';
import { InvitationCard } from './invitation-card';

/**
 * Issue 31: /invitations, reached from the company menu, the bell's notice and the invitation
 * e-mail: each company that invited the user, to accept or decline.
 */
export function InvitationsPage({ onAccepted }: { onAccepted: () => void }) {
  const invitations = useMyInvitations();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader title="Invitations" description="Companies that invited you to keep their books on Hisaab." />
      {invitations.isError ? (
        <ListError error={invitations.error} onRetry={() => void invitations.refetch()} />
      ) : !invitations.data ? (
        <Skeleton className="h-32 w-full" aria-label="Loading the invitations" />
      ) : invitations.data.length === 0 ? (
        <EmptyState
          icon={MailOpen}
          title="No invitations"
          text="When a company's owner invites you, the invitation waits here for your answer."
        />
      ) : (
        <div className="flex flex-col gap-3">
          {invitations.data.map((invitation) => (
            <InvitationCard key={invitation.invitation_id} invitation={invitation} onAccepted={onAccepted} />
          ))}
        </div>
      )}
    </div>
  );
}
