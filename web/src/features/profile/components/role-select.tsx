import { ASSIGNABLE_ROLES } from '@app/shared/api/members';
import { ROLE_LABELS } from '@app/shared/api/permissions';
import { ChoiceSelect } from '@/components/choice-select';

export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

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
    <ChoiceSelect
      value={value}
      choices={ASSIGNABLE_ROLES}
      labels={ROLE_LABELS}
      onChange={onChange}
      id={id}
      className="w-36"
      aria-label={label}
    />
  );
}
