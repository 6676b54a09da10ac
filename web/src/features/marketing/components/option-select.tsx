import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface OptionSelectProps {
  id: string;
  value: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  invalid: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A shadcn Select for a fixed option list; an empty value shows the placeholder. */
export function OptionSelect({
  id,
  value,
  placeholder,
  options,
  invalid,
  describedBy,
  onChange,
  onBlur,
}: OptionSelectProps) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id} className="w-full" aria-invalid={invalid} aria-describedby={describedBy} onBlur={onBlur}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
