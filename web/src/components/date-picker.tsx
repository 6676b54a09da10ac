import { CalendarIcon } from 'lucide-react';
import { useState } from 'react';
import { MAX_DATE, MIN_DATE } from '@app/shared/companies';
import { indianDate as todayInIndia } from '@app/shared/financial-year';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

const toDate = (iso: string) => new Date(`${iso}T00:00:00`);
const toIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const shown = (iso: string) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }).format(toDate(iso));

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
          startMonth={toDate(MIN_DATE)}
          endMonth={toDate(MAX_DATE)}
          selected={value ? toDate(value) : undefined}
          defaultMonth={value ? toDate(value) : undefined}
          onSelect={(date) => {
            onChange(date ? toIso(date) : todayInIndia());
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
