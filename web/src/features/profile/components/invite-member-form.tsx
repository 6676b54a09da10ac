import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { MEMBER_MESSAGES, inviteMemberBodySchema } from '@app/shared/api/members';
import * as z from '@app/shared/zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useInviteMember } from '../api/members';
import { RoleSelect } from './role-select';

const invitationSchema = z.omit(inviteMemberBodySchema, { company_id: true });
type Invitation = z.infer<typeof invitationSchema>;

/**
 * Issue 20: the owner invites someone by e-mail in a role (Staff by default, the usual first
 * hire). Issue 31: the invitation waits until they accept it; the answer is the same whether or
 * not the address has an account, and so is what the form says.
 */
export function InviteMemberForm({ companyId }: { companyId: string }) {
  const invite = useInviteMember(companyId);
  const form = useForm<z.input<typeof invitationSchema>, unknown, Invitation>({
    resolver: zodResolver(invitationSchema),
    defaultValues: { name: '', email: '', role: 'staff' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((invitation) =>
    invite.mutate(invitation, {
      onSuccess: () => {
        notify.success(MEMBER_MESSAGES.invited(invitation.email));
        form.reset();
      },
      onError: (error) => notify.error(failureMessage(error)),
    }),
  );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Invite a member"
      className="flex flex-col gap-3 border-t pt-4"
    >
      <h4 className="text-sm font-semibold">Invite a member</h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor="invite-name">Name</Label>
          <Input id="invite-name" aria-invalid={!!errors.name} {...form.register('name')} />
          {errors.name && <p className="text-destructive text-xs">{errors.name.message}</p>}
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="invite-email">Email</Label>
          <Input id="invite-email" type="email" aria-invalid={!!errors.email} {...form.register('email')} />
          {errors.email && <p className="text-destructive text-xs">{errors.email.message}</p>}
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="invite-role">Role</Label>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <RoleSelect id="invite-role" label="Role" value={field.value} onChange={field.onChange} />
            )}
          />
        </div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Inviting...' : 'Invite'}
        </Button>
      </div>
    </form>
  );
}
