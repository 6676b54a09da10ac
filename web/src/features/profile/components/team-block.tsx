import type { Member } from '@app/shared/api/members';
import { ROLE_LABELS } from '@app/shared/api/permissions';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useChangeMemberRole, useMembers, useRemoveMember } from '../api/members';
import { RoleSelect } from './role-select';

/**
 * Issue 20: the company's team, for its owner (the Settings tab): each member with their role,
 * which the owner changes in place, and Remove; the owner's own row is fixed.
 */
export function TeamBlock({ companyId }: { companyId: string }) {
  const members = useMembers(companyId);
  const changeRole = useChangeMemberRole(companyId);
  const remove = useRemoveMember(companyId);
  const onError = (error: Error) => notify.error(failureMessage(error));
  if (members.isError) return <p className="text-muted-foreground text-sm">{failureMessage(members.error)}</p>;
  if (!members.data) return <Skeleton className="h-16 w-full" aria-label="Loading the team" />;
  return (
    <ul className="flex flex-col divide-y" aria-label="Team members">
      {members.data.map((member: Member) => (
        <li key={member.user_id} className="flex flex-wrap items-center gap-3 py-3">
          <div className="min-w-40 flex-1">
            <p className="text-sm font-medium">{member.name || member.email}</p>
            <p className="text-muted-foreground text-xs">{member.email}</p>
          </div>
          {member.role === 'owner' ? (
            <span className="text-sm">{ROLE_LABELS.owner}</span>
          ) : (
            <>
              <RoleSelect
                value={member.role}
                label={`Role of ${member.name || member.email}`}
                onChange={(role) =>
                  changeRole.mutate(
                    { userId: member.user_id, role },
                    { onSuccess: () => notify.success('Role updated successfully'), onError },
                  )
                }
              />
              <ConfirmDialog
                trigger={
                  <Button variant="outline" size="sm">
                    Remove
                  </Button>
                }
                title={`Remove ${member.name || member.email}?`}
                description="They lose access to this company at once. What they entered stays in the books."
                confirmLabel="Remove"
                onConfirm={() =>
                  remove.mutate(member.user_id, {
                    onSuccess: () => notify.success('Member removed successfully'),
                    onError,
                  })
                }
              />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
