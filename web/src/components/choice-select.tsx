import type { ComponentProps } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/**
 * A choice among a fixed list of values, each shown by its label (plans, billing periods, roles).
 * Only one of the list's values reaches `onChange`.
 */
export function ChoiceSelect<T extends string>({
  value,
  choices,
  labels,
  onChange,
  ...trigger
}: {
  value: T;
  choices: readonly T[];
  labels: Record<T, string>;
  onChange: (choice: T) => void;
} & Omit<ComponentProps<typeof SelectTrigger>, 'onChange'>) {
  const isChoice = (chosen: string): chosen is T => (choices as readonly string[]).includes(chosen);
  return (
    <Select value={value} onValueChange={(chosen) => isChoice(chosen) && onChange(chosen)}>
      <SelectTrigger {...trigger}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {choices.map((each) => (
          <SelectItem key={each} value={each}>
            {labels[each]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
