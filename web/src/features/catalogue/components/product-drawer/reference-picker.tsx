import { Combobox } from '@/components/combobox';
import { FormField } from '@/components/form-field';

interface ReferencePickerProps {
  id: string;
  label: string;
  value: string;
  onChange: (id: string) => void;
  options: { _id: string; name: string }[];
  noneLabel: string;
  addLabel: string;
  onAdd: () => void;
}

/** Spec 2.13: a category or group picker whose last entry opens the drawer that adds one. */
export function ReferencePicker({
  id,
  label,
  value,
  onChange,
  options,
  noneLabel,
  addLabel,
  onAdd,
}: ReferencePickerProps) {
  return (
    <FormField id={id} label={label}>
      <Combobox
        id={id}
        value={value}
        onChange={onChange}
        options={[
          { value: '', label: noneLabel },
          ...options.map((option) => ({ value: option._id, label: option.name })),
        ]}
        placeholder={noneLabel}
        searchPlaceholder={`Search ${label.toLowerCase()}...`}
        emptyText={`No ${label.toLowerCase()} found`}
        action={{ label: addLabel, onSelect: onAdd }}
      />
    </FormField>
  );
}
