import { useState } from 'react';
import type { UserProfile } from '@app/shared/api/users';
import { passwordStrength } from '@app/shared/password-strength';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { indianDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import { PROFILE_MESSAGES, useChangePassword } from '../api/profile-mutations';

function ChangePassword() {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const problem =
    next.length > 0 && next.length < 8
      ? 'Password must be at least 8 characters'
      : confirm && next !== confirm
        ? 'Passwords do not match'
        : undefined;
  const ready = current !== '' && next.length >= 8 && next === confirm;
  const submit = () =>
    change.mutate(
      { current, next },
      {
        onSuccess: () => {
          notify.success(PROFILE_MESSAGES.passwordChanged);
          setCurrent('');
          setNext('');
          setConfirm('');
        },
        onError: (error) =>
          notify.error(error.name === 'NotAuthorizedException' ? 'The current password is wrong.' : error.message),
      },
    );
  return (
    <section className="flex flex-col gap-3 rounded-lg border p-4">
      <h3 className="font-semibold">Change Password</h3>
      {(
        [
          ['current-password', 'Current password', current, setCurrent],
          ['new-password', 'New password', next, setNext],
          ['confirm-password', 'Confirm new password', confirm, setConfirm],
        ] as const
      ).map(([id, label, value, set]) => (
        <div key={id} className="flex flex-col gap-2">
          <Label htmlFor={id}>{label}</Label>
          <Input
            id={id}
            type="password"
            autoComplete={id === 'current-password' ? 'current-password' : 'new-password'}
            value={value}
            onChange={(e) => set(e.target.value)}
          />
        </div>
      ))}
      {next && <p className="text-muted-foreground text-xs">Strength: {passwordStrength(next).label}</p>}
      {problem && <p className="text-destructive text-sm">{problem}</p>}
      <Button className="self-start" disabled={!ready || change.isPending} onClick={submit}>
        {change.isPending ? 'Updating...' : 'Change Password'}
      </Button>
    </section>
  );
}

/** Spec (Profile, Personal Info): contact details, password, and the danger zone. */
export function PersonalInfoTab({
  user,
  onDeleteAccount,
  deleting,
}: {
  user: UserProfile;
  onDeleteAccount: () => void;
  deleting: boolean;
}) {
  return (
    <div className="flex flex-col gap-4">
      <section className="grid gap-3 rounded-lg border p-4 sm:grid-cols-3">
        <div>
          <p className="text-muted-foreground text-sm">Email</p>
          <p className="font-medium">{user.email}</p>
        </div>
        <div>
          <p className="text-muted-foreground text-sm">Phone</p>
          <p className="font-medium">{user.phone.number ? `${user.phone.code} ${user.phone.number}` : '—'}</p>
        </div>
        <div>
          <p className="text-muted-foreground text-sm">Member since</p>
          <p className="font-medium">{indianDate(user.created_at)}</p>
        </div>
      </section>
      <ChangePassword />
      <section className="border-destructive/40 flex flex-col gap-3 rounded-lg border p-4">
        <h3 className="text-destructive font-semibold">Danger Zone</h3>
        <p className="text-muted-foreground text-sm">Delete your account, your profile and the companies you own.</p>
        <ConfirmDialog
          trigger={
            <Button variant="destructive" className="self-start" disabled={deleting}>
              Delete account
            </Button>
          }
          title="Delete your account?"
          description="You will be signed out and will not be able to sign in again. Your profile and the companies you own are removed; the request is processed within 5-7 business days. This action cannot be undone."
          confirmLabel="Delete account"
          onConfirm={onDeleteAccount}
        />
      </section>
    </div>
  );
}
