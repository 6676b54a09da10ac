import { CalendarIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { fromDisplayDate, isoToLocalDate, localDateToIso, toDisplayDate } from '@/lib/dates';

/** Spec 9: date pickers allow 2000-01-01 to 2100-12-31. */
const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2100-12-31';

export interface DateFieldProps {
  id: string;
  /** The date as typed, dd/MM/yyyy. */
  value: string;
  onChange: (text: string) => void;
  /** The last day that may be chosen (YYYY-MM-DD), e.g. today: no future dates. */
  max?: string;
  invalid?: boolean;
  describedBy?: string;
  onBlur?: () => void;
}

/**
 * A date typed as dd/MM/yyyy (spec 2), or picked from a calendar that offers no day after `max`.
 * Typing keeps the keyboard path short; the calendar button opens the picker.
 */
export function DateField({ id, value, onChange, max, invalid, describedBy, onBlur }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const iso = fromDisplayDate(value);
  const last = max ?? LAST_DAY;
  return (
    <div className="relative">
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/yyyy"
        value={value}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onBlur={onBlur}
        onChange={(event) => {
          if (/^[\d/]{0,10}$/.test(event.target.value)) onChange(event.target.value);
        }}
        className="pr-10"
      />
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Open calendar"
            className="absolute top-1/2 right-0.5 size-8 -translate-y-1/2"
          >
            <CalendarIcon />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-0" align="end">
          <Calendar
            mode="single"
            captionLayout="dropdown"
            startMonth={isoToLocalDate(FIRST_DAY)}
            endMonth={isoToLocalDate(last)}
            disabled={{ after: isoToLocalDate(last) }}
            selected={iso ? isoToLocalDate(iso) : undefined}
            defaultMonth={iso ? isoToLocalDate(iso) : isoToLocalDate(last)}
            onSelect={(date) => {
              if (date) onChange(toDisplayDate(localDateToIso(date)));
              setOpen(false);
            }}
          />
        </PopoverContent>
      </Popover>
    </div>
  );
}
