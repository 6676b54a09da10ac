import { CalendarIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { fromDisplayDate, isIsoDay, isoToLocalDate, localDateToIso, toDisplayDate } from '@/lib/dates';
import { cn } from '@/lib/utils';

/** A YYYY-MM-DD day as dd/MM/yyyy; half-typed text as it is. */
const displayed = (value: string) => (isIsoDay(value) ? toDisplayDate(value) : value);

interface DateFieldProps {
  id: string;
  /** YYYY-MM-DD; or, while what was typed is not a date yet, that text (the form then says so). */
  value: string;
  onChange: (value: string) => void;
  /** The calendar offers nothing before `min` or after `max` (YYYY-MM-DD). */
  min?: string;
  max?: string;
  invalid?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * A date typed as dd/MM/yyyy or picked from a calendar (spec 2: dates read dd/MM/yyyy). Typing
 * works without a mouse; the calendar button opens on the chosen day, moved by the arrow keys.
 */
export function DateField({ id, value, onChange, min, max, invalid, disabled, className }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(displayed(value));
  const [shown, setShown] = useState(value);
  // A new value from outside (a reset, the calendar) replaces the text, unless the text says it already.
  if (value !== shown) {
    setShown(value);
    if ((fromDisplayDate(text) ?? text) !== value) setText(displayed(value));
  }
  const disabledDays = [
    ...(min ? [{ before: isoToLocalDate(min) }] : []),
    ...(max ? [{ after: isoToLocalDate(max) }] : []),
  ];

  return (
    <div className={cn('flex gap-1', className)}>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/yyyy"
        aria-invalid={invalid}
        disabled={disabled}
        value={text}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          onChange(fromDisplayDate(typed) ?? typed.trim());
        }}
        className="min-w-0 flex-1"
      />
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button type="button" variant="outline" size="icon" disabled={disabled} aria-label="Choose date">
            <CalendarIcon />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-0" align="end">
          <Calendar
            mode="single"
            autoFocus
            selected={isIsoDay(value) ? isoToLocalDate(value) : undefined}
            defaultMonth={isIsoDay(value) ? isoToLocalDate(value) : max ? isoToLocalDate(max) : undefined}
            disabled={disabledDays}
            startMonth={min ? isoToLocalDate(min) : undefined}
            endMonth={max ? isoToLocalDate(max) : undefined}
            onSelect={(date) => {
              if (!date) return;
              const iso = localDateToIso(date);
              setText(toDisplayDate(iso));
              onChange(iso);
              setOpen(false);
            }}
          />
        </PopoverContent>
      </Popover>
    </div>
  );
}
