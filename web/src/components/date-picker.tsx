import { CalendarIcon } from 'lucide-react';
import { useState } from 'react';
import { MAX_DATE, MIN_DATE } from '@app/shared/companies';
import { indianDate as todayInIndia } from '@app/shared/financial-year';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { isoToLocalDate, localDateToIso } from '@/lib/dates';
import { cn } from '@/lib/utils';

const shown = (iso: string) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }).format(isoToLocalDate(iso));

/**
 * Spec 2.9: a date between 2000-01-01 and 2100-12-31 (YYYY-MM-DD); clearing it falls back to today.
 */
export function DatePicker({
  id,
  value,
  onChange,
  invalid,
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
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
          className={cn('justify-start font-normal', !value && 'text-muted-foreground')}
        >
          <CalendarIcon />
          {value ? shown(value) : 'Pick a date'}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start">
        <Calendar
          mode="single"
          captionLayout="dropdown"
          startMonth={isoToLocalDate(MIN_DATE)}
          endMonth={isoToLocalDate(MAX_DATE)}
          selected={value ? isoToLocalDate(value) : undefined}
          defaultMonth={value ? isoToLocalDate(value) : undefined}
          onSelect={(date) => {
            onChange(date ? localDateToIso(date) : todayInIndia());
            setOpen(false);
          }}
        />
        <div className="flex justify-end border-t p-2">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange(todayInIndia());
              setOpen(false);
            }}
          >
            Clear
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
