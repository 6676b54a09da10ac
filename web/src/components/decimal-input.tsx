import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

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

/** Quantities in thousandths: up to 3 decimals (a line applies its unit's rule on leaving the box). */
export const acceptsThousandthsTyping = (text: string) => /^\d*(\.\d{0,3})?$/.test(text);

/**
 * A rupee amount: '₹' before the digits, at most 2 decimals (spec 5). `className` sizes the box as
 * a whole.
 */
export function RupeeInput({ className, ...input }: Omit<DecimalInputProps, 'accepts'>) {
  return (
    <div className={cn('relative', className)}>
      <span className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm">
        ₹
      </span>
      <DecimalInput placeholder="0.00" {...input} accepts={acceptsMoneyTyping} className="pl-7 tabular-nums" />
    </div>
  );
}
