import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { InvitationsPage } from '@/features/invitations/components/invitations-page';

/** Issue 31: the invitations waiting for the user's answer; accepting one opens its company. */
export const Route = createFileRoute('/_app/invitations')({ component: InvitationsRoute });

function InvitationsRoute() {
  const navigate = useNavigate();
  return <InvitationsPage onAccepted={() => void navigate({ to: '/' })} />;
}
