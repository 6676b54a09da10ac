import { format } from 'date-fns';
import { CalendarIcon } from 'lucide-react';
import { useState } from 'react';
import { MAX_DATE, MIN_DATE } from '@app/shared/companies';
import { indianDate } from '@app/shared/financial-year';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { isoToLocalDate, localDateToIso } from '@/lib/dates';
import { cn } from '@/lib/utils';

/** A YYYY-MM-DD date as the spec shows it on this screen: 'dd-MM-yyyy' (panel) or 'dd/MM/yyyy' (ledger page). */
export const showDate = (iso: string, pattern: 'dd-MM-yyyy' | 'dd/MM/yyyy') => format(isoToLocalDate(iso), pattern);

/**
 * A date picked from a calendar, shown in the screen's pattern, between `min` and `max`
 * (YYYY-MM-DD; the spec's 2000-01-01 to 2100-12-31 by default). The shared DatePicker shows the
 * medium style and has no upper bound; these screens need the spec's patterns and "not in the future".
 */
export function DateField({
  id,
  value,
  onChange,
  pattern,
  min = MIN_DATE,
  max = MAX_DATE,
  invalid,
  placeholder = 'Pick a date',
  'aria-describedby': describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  pattern: 'dd-MM-yyyy' | 'dd/MM/yyyy';
  min?: string;
  max?: string;
  invalid?: boolean;
  placeholder?: string;
  'aria-describedby'?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          type="button"
          variant="outline"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={cn('justify-start font-normal', !value && 'text-muted-foreground')}
        >
          <CalendarIcon />
          {value ? showDate(value, pattern) : placeholder}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start">
        <Calendar
          mode="single"
          captionLayout="dropdown"
          startMonth={isoToLocalDate(min)}
          endMonth={isoToLocalDate(max)}
          disabled={[{ before: isoToLocalDate(min) }, { after: isoToLocalDate(max) }]}
          selected={value ? isoToLocalDate(value) : undefined}
          defaultMonth={isoToLocalDate(value || (max < indianDate() ? max : indianDate()))}
          onSelect={(date) => {
            if (!date) return;
            onChange(localDateToIso(date));
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
