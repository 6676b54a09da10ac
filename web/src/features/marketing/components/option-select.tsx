import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';

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

/**
 * A fixed option list as the browser's own select; an empty value shows the placeholder, greyed as
 * an input's is. The contact page is public: a native select keeps Radix's popup out of its first
 * view (issue 38), and a phone shows its own picker.
 */
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
    <NativeSelect
      id={id}
      value={value}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      className={cn(value === '' && 'text-muted-foreground')}
    >
      <option value="" disabled hidden>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value} className="text-foreground">
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
