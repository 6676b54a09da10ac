import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';

interface SegmentedToggleProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A radio group drawn as a pill switch: arrow keys move between options, as in any radio group. */
export function SegmentedToggle<T extends string>({ label, value, options, onChange }: SegmentedToggleProps<T>) {
  return (
    <RadioGroup
      aria-label={label}
      value={value}
      onValueChange={(next) => {
        const option = options.find((o) => o.value === next);
        if (option) onChange(option.value);
      }}
      className="bg-muted flex gap-1 rounded-lg p-1"
    >
      {options.map((option) => (
        <Label
          key={option.value}
          className="text-muted-foreground has-[[data-state=checked]]:bg-background has-[[data-state=checked]]:text-foreground ring-ring/50 cursor-pointer rounded-md px-4 py-1.5 has-focus-visible:ring-[3px] has-[[data-state=checked]]:shadow-sm"
        >
          <RadioGroupItem value={option.value} className="sr-only" />
          {option.label}
        </Label>
      ))}
    </RadioGroup>
  );
}
