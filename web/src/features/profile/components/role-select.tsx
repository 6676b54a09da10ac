import { ASSIGNABLE_ROLES } from '@app/shared/api/members';
import { ROLE_LABELS } from '@app/shared/api/permissions';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

const isAssignable = (role: string): role is AssignableRole => (ASSIGNABLE_ROLES as readonly string[]).includes(role);

/** The roles an owner gives (not Owner): a member's row and the invitation use the same list. */
export function RoleSelect({
  value,
  onChange,
  label,
  id,
}: {
  value: AssignableRole;
  onChange: (role: AssignableRole) => void;
  label: string;
  id?: string;
}) {
  return (
    <Select value={value} onValueChange={(role) => isAssignable(role) && onChange(role)}>
      <SelectTrigger id={id} className="w-36" aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ASSIGNABLE_ROLES.map((role) => (
          <SelectItem key={role} value={role}>
            {ROLE_LABELS[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
