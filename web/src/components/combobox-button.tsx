import { ChevronsUpDown } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface ComboboxButtonProps extends Omit<React.ComponentProps<'button'>, 'children'> {
  /** The chosen option's label; without one the button shows the placeholder, greyed. */
  label: string | undefined;
  placeholder: string;
  expanded: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The closed combobox: a button naming the choice, labelled by its field's label when given an id
 * (FormField labels carry `${id}-label`). The combobox opens its list from it; a picker that loads
 * its list on demand (dial-code-select.tsx) shows it alone until then.
 */
export function ComboboxButton({
  id,
  label,
  placeholder,
  expanded,
  invalid,
  describedBy,
  className,
  ...props
}: ComboboxButtonProps) {
  return (
    <Button
      id={id}
      type="button"
      variant="outline"
      role="combobox"
      aria-expanded={expanded}
      aria-labelledby={id ? `${id}-label` : undefined}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      className={cn('w-full justify-between px-3 font-normal', className)}
      {...props}
    >
      <span className={cn('truncate', !label && 'text-muted-foreground')}>{label ?? placeholder}</span>
      <ChevronsUpDown className="opacity-50" />
    </Button>
  );
}
