import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

interface DecimalInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  /** Whether the box may hold this text; a keystroke that breaks it is refused (spec 5). */
  accepts: (text: string) => boolean;
}

/** A number typed as text, so the drawer sends exactly what was typed and never a float. */
export function DecimalInput({ value, onChange, accepts, ...input }: DecimalInputProps) {
  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      {...input}
      value={value}
      onChange={(event) => {
        if (accepts(event.target.value)) onChange(event.target.value);
      }}
    />
  );
}

/** Rupees with at most 2 decimals, and percentages alike. */
export const acceptsMoneyTyping = (text: string) => /^\d*(\.\d{0,2})?$/.test(text);
