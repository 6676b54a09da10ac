import { useState, type ReactNode } from 'react';
import { MAX_DATE, MIN_DATE } from '@app/shared/companies';
import { indianDate } from '@app/shared/financial-year';
import { Calendar } from '@/components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { isIsoDay, isoToLocalDate, localDateToIso } from '@/lib/dates';

/**
 * The calendar behind a date field's button: the days from `min` to `max` (spec 9's range by
 * default), opening on the chosen day, else on today or the nearest day it offers.
 */
export function DateCalendar({
  children,
  value,
  min = MIN_DATE,
  max = MAX_DATE,
  align,
  onPick,
}: {
  /** The button that opens it. */
  children: ReactNode;
  /** The chosen day (YYYY-MM-DD); half-typed text chooses none. */
  value: string;
  min?: string;
  max?: string;
  align: 'start' | 'end';
  onPick: (iso: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const today = indianDate();
  const opening = isIsoDay(value) ? value : today < min ? min : today > max ? max : today;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{children}</PopoverTrigger>
      <PopoverContent className="w-auto p-0" align={align}>
        <Calendar
          mode="single"
          captionLayout="dropdown"
          autoFocus
          selected={isIsoDay(value) ? isoToLocalDate(value) : undefined}
          defaultMonth={isoToLocalDate(opening)}
          disabled={[{ before: isoToLocalDate(min) }, { after: isoToLocalDate(max) }]}
          startMonth={isoToLocalDate(min)}
          endMonth={isoToLocalDate(max)}
          onSelect={(date) => {
            if (!date) return;
            onPick(localDateToIso(date));
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
