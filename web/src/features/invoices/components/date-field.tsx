import { CalendarIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** 2026-11-22 as the spec writes dates: 22/11/2026 (dd/MM/yyyy); anything else as it is. */
export function ddmmyyyy(value: string): string {
  const match = ISO.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** 22/11/2026 (or 1/4/2026) as 2026-11-22; undefined when it is not a calendar date. */
export function parseDdmmyyyy(text: string): string | undefined {
  const match = TYPED.exec(text.trim());
  if (!match) return undefined;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : undefined;
}

const toDate = (iso: string) => new Date(`${iso}T00:00:00`);
const toIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

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
  const [text, setText] = useState(ddmmyyyy(value));
  const [shown, setShown] = useState(value);
  // A new value from outside (a reset, the calendar) replaces the text, unless the text says it already.
  if (value !== shown) {
    setShown(value);
    if ((parseDdmmyyyy(text) ?? text) !== value) setText(ddmmyyyy(value));
  }
  const disabledDays = [...(min ? [{ before: toDate(min) }] : []), ...(max ? [{ after: toDate(max) }] : [])];

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
          onChange(parseDdmmyyyy(typed) ?? typed.trim());
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
            selected={ISO.test(value) ? toDate(value) : undefined}
            defaultMonth={ISO.test(value) ? toDate(value) : max ? toDate(max) : undefined}
            disabled={disabledDays}
            startMonth={min ? toDate(min) : undefined}
            endMonth={max ? toDate(max) : undefined}
            onSelect={(date) => {
              if (!date) return;
              const iso = toIso(date);
              setText(ddmmyyyy(iso));
              onChange(iso);
              setOpen(false);
            }}
          />
        </PopoverContent>
      </Popover>
    </div>
  );
}
